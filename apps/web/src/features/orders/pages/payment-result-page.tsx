import { formatRupees } from "@marketplace/shared/money";
import { PROVIDER_METHODS } from "@marketplace/shared/payments-contracts";
import { Link, useLocation, useParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/payments.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { ApiError, NetworkError } from "@/lib/api-client.ts";
import { myOrdersPath } from "@/lib/app-paths.ts";
import { formatDateTime } from "@/lib/format-date.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import {
  postToProvider,
  useCashOnDeliveryFallback,
  usePayment,
  useStartPayment,
} from "../api/payments-api.ts";
import { AccessNotice } from "../components/access-notice.tsx";
import { PaymentOrdersList } from "../components/payment-orders-list.tsx";

/**
 * `/payment/:paymentId`: where the provider sends her back (issue 29). It says in plain words how her
 * payment went (paid; waiting; a voucher to pay at a shop before its expiry; failed, with "try again"
 * and "cash on delivery instead"; expired) and lists her orders either way.
 */
export default function PaymentResultPage() {
  const { paymentId = "" } = useParams();
  const { customer } = useSession();
  const location = useLocation();
  const { t } = useT(messages);
  return (
    <section className="mx-auto max-w-2xl space-y-4 px-4 py-6 sm:py-10">
      <PageHead title={t("payments.result.pageTitle")} noindex />
      {customer ? (
        <PaymentResult paymentId={paymentId} ownOrdersPath={myOrdersPath(customer.id)} />
      ) : (
        <AccessNotice title={t("payments.result.loginTitle")} message={t("payments.result.loginMessage")}>
          <Link to="/customer/login" state={{ from: location.pathname }} className={buttonClasses("primary")}>
            {t("payments.result.loginButton")}
          </Link>
        </AccessNotice>
      )}
    </section>
  );
}

const TONE = {
  paid: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  waiting: "bg-amber-50 text-amber-900 ring-amber-200",
  failed: "bg-red-50 text-red-900 ring-red-200",
} as const;

function PaymentResult({ paymentId, ownOrdersPath }: { paymentId: string; ownOrdersPath: string }) {
  const { t, language } = useT(messages);
  const labels = useLabels();
  const answer = usePayment(paymentId);
  const again = useStartPayment();
  const cash = useCashOnDeliveryFallback(paymentId);

  if (answer.isPending) return <LoadingState label={t("payments.result.loading")} />;
  if (answer.isError) {
    const error = answer.error;
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      return (
        <AccessNotice
          title={t("payments.result.notYoursTitle")}
          message={t("payments.result.notYoursMessage")}
        >
          <Link to={ownOrdersPath} className={buttonClasses("primary")}>
            {t("payments.result.goToOrders")}
          </Link>
        </AccessNotice>
      );
    }
    return (
      <ErrorState
        title={t("payments.result.failedToLoad")}
        message={error instanceof NetworkError ? t("payments.result.noConnection") : error.message}
        onRetry={() => void answer.refetch()}
        retrying={answer.isFetching}
      />
    );
  }

  const { payment, orders } = answer.data;
  const method = labels.paymentMethod(PROVIDER_METHODS[payment.provider]);
  const amount = formatRupees(payment.amount);
  const switchedToCash = orders.length > 0 && orders.every((o) => o.paymentMethod === "Cash on Delivery");
  const words = { method, amount };
  const [tone, title, message] =
    payment.status === "paid"
      ? (["paid", t("payments.result.paid.title"), t("payments.result.paid.message", words)] as const)
      : payment.status === "initiated"
        ? ([
            "waiting",
            t("payments.result.waiting.title", words),
            t("payments.result.waiting.message", words),
          ] as const)
        : payment.status === "pending"
          ? ([
              "waiting",
              t("payments.result.pending.title"),
              t("payments.result.pending.message", {
                ...words,
                expiry: formatDateTime(payment.voucher?.expiresAt ?? payment.expiresAt, { language }),
              }),
            ] as const)
          : payment.status === "failed"
            ? (["failed", t("payments.result.failed.title"), t("payments.result.failed.message")] as const)
            : payment.status === "expired"
              ? ([
                  "failed",
                  t("payments.result.expired.title"),
                  t("payments.result.expired.message"),
                ] as const)
              : ([
                  "paid",
                  t("payments.result.refunded.title"),
                  t("payments.result.refunded.message"),
                ] as const);
  const actionError = again.error ?? cash.error;

  return (
    <>
      <div role="status" className={`rounded-xl p-4 ring-1 ${TONE[tone]}`}>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-2">{switchedToCash ? t("payments.result.failed.cashDone") : message}</p>
        {payment.status === "pending" && payment.voucher?.token && (
          <p className="mt-2 font-mono" dir="ltr">
            {t("payments.result.pending.token", { token: payment.voucher.token })}
          </p>
        )}
        {payment.providerMessage && payment.status !== "paid" && (
          <p className="mt-2 text-sm">
            {t("payments.result.providerSaid", { method, words: payment.providerMessage })}
          </p>
        )}
      </div>
      {payment.status === "failed" && !switchedToCash && (
        <div className="flex flex-wrap gap-3">
          <Button
            loading={again.isPending}
            onClick={async () => {
              const next = await again.mutateAsync({
                orderIds: orders.map((o) => o._id),
                provider: payment.provider,
              });
              postToProvider(next.redirect);
            }}
          >
            {t("payments.result.failed.again", { method })}
          </Button>
          <Button variant="secondary" loading={cash.isPending} onClick={() => cash.mutate()}>
            {t("payments.result.failed.cash")}
          </Button>
        </div>
      )}
      {actionError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {t("payments.result.actionFailed")}: {actionError.message}
        </p>
      )}
      <PaymentOrdersList orders={orders} />
      <Link to={ownOrdersPath} className={buttonClasses("secondary")}>
        {t("payments.result.goToOrders")}
      </Link>
    </>
  );
}
