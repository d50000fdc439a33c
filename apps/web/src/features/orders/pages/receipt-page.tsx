import { ArrowLeft, Printer } from "lucide-react";
import { Link, useLocation, useParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/orders.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError, NetworkError } from "@/lib/api-client.ts";
import { myOrdersPath } from "@/lib/app-paths.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { useCustomerOrder } from "../api/orders-api.ts";
import { AccessNotice } from "../components/access-notice.tsx";
import { ReceiptDocument } from "../components/receipt-document.tsx";
import { orderNumber } from "../order-format.ts";

/**
 * `/receipt/:orderId`: one of her orders as a receipt she can read, print, or keep as a PDF (the
 * browser's print offers "Save as PDF" everywhere), in her language. The site's header and footer stay
 * off the paper.
 */
export default function ReceiptPage() {
  const { orderId = "" } = useParams();
  const { customer } = useSession();
  const location = useLocation();
  const { t } = useT(messages);

  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:py-10 print:max-w-none print:p-0">
      <PageHead title={t("orders.receipt.pageTitle", { number: orderNumber(orderId) })} noindex />
      {!customer ? (
        <AccessNotice title={t("orders.receipt.loginTitle")} message={t("orders.receipt.loginMessage")}>
          <Link to="/customer/login" state={{ from: location.pathname }} className={buttonClasses("primary")}>
            {t("orders.myOrders.loginButton")}
          </Link>
        </AccessNotice>
      ) : (
        <Receipt orderId={orderId} ownOrdersPath={myOrdersPath(customer.id)} />
      )}
    </section>
  );
}

function Receipt({ orderId, ownOrdersPath }: { orderId: string; ownOrdersPath: string }) {
  const order = useCustomerOrder(orderId);
  const { t } = useT(messages);

  if (order.isPending) return <LoadingState label={t("orders.receipt.loading")} />;
  if (order.isError) {
    const error = order.error;
    // Someone else's order (403) and one that does not exist (404) get the same words: neither is hers.
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      return (
        <AccessNotice title={t("orders.receipt.notYoursTitle")} message={t("orders.receipt.notYoursMessage")}>
          <Link to={ownOrdersPath} className={buttonClasses("primary")}>
            {t("orders.myOrders.goToMine")}
          </Link>
        </AccessNotice>
      );
    }
    return (
      <ErrorState
        title={t("orders.receipt.failed")}
        message={error instanceof NetworkError ? t("orders.myOrders.noConnection") : error.message}
        onRetry={() => void order.refetch()}
        retrying={order.isFetching}
      />
    );
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link
          to={ownOrdersPath}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
        >
          <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" /> {t("orders.receipt.back")}
        </Link>
        <Button variant="secondary" size="sm" onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden="true" />
          {t("orders.receipt.print")}
        </Button>
      </div>
      <ReceiptDocument order={order.data} />
    </>
  );
}
