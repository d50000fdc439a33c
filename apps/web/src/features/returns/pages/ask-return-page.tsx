import { Link, useNavigate, useParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { useCustomerOrders } from "@/features/orders/api/orders-api.ts";
import messages from "@/i18n/catalogs/en/returns.json";
import { useT } from "@/i18n/use-t.ts";
import { MY_RETURNS_PATH, myOrdersPath } from "@/lib/app-paths.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { AskReturnForm } from "../components/ask-return-form.tsx";
import { ReturnsSignIn } from "../components/returns-sign-in.tsx";

/** "Return or report a problem" for one of the buyer's delivered orders (issue 27). */
export default function AskReturnPage() {
  const { orderId = "" } = useParams();
  const { customer, customerToken } = useSession();
  const { t } = useT(messages);
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <PageHead title={t("returns.ask.title")} noindex />
      <h1 className="font-display text-3xl font-bold text-brand-800">{t("returns.ask.title")}</h1>
      <p className="mt-2 mb-6 text-stone-700">{t("returns.ask.intro")}</p>
      {!customer || !customerToken ? (
        <ReturnsSignIn as="customer" />
      ) : (
        <OrderToReturn userId={customer.id} orderId={orderId} token={customerToken} />
      )}
    </section>
  );
}

function OrderToReturn({ userId, orderId, token }: { userId: string; orderId: string; token: string }) {
  const { t } = useT(messages);
  const navigate = useNavigate();
  const orders = useCustomerOrders(userId);
  if (orders.isError) {
    return (
      <ErrorState
        message={t("returns.ask.loadError", { error: errorMessageOf(orders.error) })}
        onRetry={() => orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  }
  if (!orders.data) return <LoadingState label={t("returns.ask.loading")} />;
  const order = orders.data.find((o) => o._id === orderId);
  const back = (
    <Link to={myOrdersPath(userId)} className="font-medium text-brand-800 underline">
      {t("returns.ask.back")}
    </Link>
  );
  if (!order)
    return (
      <EmptyState title={t("returns.ask.notFound")} message="">
        {back}
      </EmptyState>
    );
  if (order.orderStatus !== "Delivered") {
    return (
      <EmptyState title={t("returns.ask.notDelivered")} message="">
        {back}
      </EmptyState>
    );
  }
  return <AskReturnForm order={order} token={token} onSent={() => navigate(MY_RETURNS_PATH)} />;
}
