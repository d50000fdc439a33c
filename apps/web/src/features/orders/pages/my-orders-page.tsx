import { Package } from "lucide-react";
import { Link, useLocation, useParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/orders.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError, NetworkError } from "@/lib/api-client.ts";
import { myOrdersPath } from "@/lib/app-paths.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { useCustomerOrders } from "../api/orders-api.ts";
import { AccessNotice } from "../components/access-notice.tsx";
import { CustomerOrderCard } from "../components/customer-order-card.tsx";
import { orderNumber } from "../order-format.ts";

export default function MyOrdersPage() {
  const { userId = "" } = useParams();
  const { customer } = useSession();
  const location = useLocation();
  const { t } = useT(messages);

  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <PageHead title={t("orders.myOrders.title")} noindex />
      <h1 className="font-display text-3xl font-bold text-brand-800">{t("orders.myOrders.title")}</h1>
      {!customer ? (
        <AccessNotice title={t("orders.myOrders.loginTitle")} message={t("orders.myOrders.loginMessage")}>
          <Link to="/customer/login" state={{ from: location.pathname }} className={buttonClasses("primary")}>
            {t("orders.myOrders.loginButton")}
          </Link>
        </AccessNotice>
      ) : customer.id !== userId ? (
        <NotYours ownPath={myOrdersPath(customer.id)} />
      ) : (
        <OrderList userId={userId} />
      )}
    </section>
  );
}

function NotYours({ ownPath }: { ownPath: string }) {
  const { t } = useT(messages);
  return (
    <AccessNotice
      title={t("orders.myOrders.notAllowedTitle")}
      message={t("orders.myOrders.notAllowedMessage")}
    >
      <Link to={ownPath} className={buttonClasses("primary")}>
        {t("orders.myOrders.goToMine")}
      </Link>
    </AccessNotice>
  );
}

function OrderList({ userId }: { userId: string }) {
  const { customer } = useSession();
  const orders = useCustomerOrders(userId);
  const { t } = useT(messages);

  if (orders.isPending) return <LoadingState label={t("orders.myOrders.loading")} />;
  if (orders.isError) {
    if (orders.error instanceof ApiError && orders.error.status === 403) {
      return <NotYours ownPath={myOrdersPath(customer?.id ?? userId)} />;
    }
    return (
      <ErrorState
        title={t("orders.myOrders.failed")}
        message={
          orders.error instanceof NetworkError ? t("orders.myOrders.noConnection") : orders.error.message
        }
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  }
  if (orders.data.length === 0) {
    return (
      <EmptyState
        title={t("orders.myOrders.emptyTitle")}
        message={t("orders.myOrders.emptyMessage")}
        icon={<Package className="h-7 w-7" aria-hidden="true" />}
      >
        <Link to="/AllProduct" className={buttonClasses("primary")}>
          {t("orders.myOrders.startShopping")}
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <p className="mt-1 text-stone-600">{t("orders.myOrders.count", { count: orders.data.length })}</p>
      <ul className="mt-6 space-y-5">
        {orders.data.map((order) => (
          <li key={order._id} aria-label={t("orders.list.orderLabel", { number: orderNumber(order._id) })}>
            <CustomerOrderCard order={order} userId={userId} />
          </li>
        ))}
      </ul>
    </>
  );
}
