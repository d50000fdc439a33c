import { formatRupees } from "@marketplace/shared/money";
import type { SellerPayoutsAnswer } from "@marketplace/shared/payouts-contracts";
import { Banknote, CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { PayoutStatusBadge, usePayoutAccountLabel } from "@/components/payouts/payout-words.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/payouts.json";
import { useT } from "@/i18n/use-t.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { formatDate } from "@/lib/format-date.ts";
import { pagePath } from "@/lib/page-paths.ts";
import { useOwnKyc, useSellerPayouts } from "../api/identity-api.ts";

type SellerPayout = SellerPayoutsAnswer["payouts"][number];

/**
 * The store's payouts on her Earnings page (issue 30): what the next weekly run would pay it, and
 * each payout with its status, amount and references. Her identity check must be approved first.
 */
export function PayoutList({ storeId }: { storeId: string }) {
  const { t, language } = useT(messages);
  const payouts = useSellerPayouts();
  const kyc = useOwnKyc().data?.kyc;

  let body: React.ReactNode;
  if (payouts.isPending) {
    body = <LoadingState label={t("payouts.seller.loading")} />;
  } else if (payouts.isError) {
    body = (
      <ErrorState
        title={t("payouts.seller.loadFailed")}
        message={errorMessageOf(payouts.error)}
        onRetry={() => payouts.refetch()}
        retrying={payouts.isFetching}
      />
    );
  } else {
    const next = payouts.data.upcoming.find((store) => store.storeId === storeId)?.amount ?? 0;
    const mine = payouts.data.payouts.filter((payout) => payout.storeId === storeId);
    body = (
      <>
        <div className="flex items-start gap-3 rounded-xl bg-brand-50 p-3 text-brand-950">
          <CalendarClock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <div className="min-w-0 space-y-1">
            <p className="font-semibold">{t("payouts.seller.next", { amount: formatRupees(next) })}</p>
            <p className="text-sm">{t("payouts.seller.nextHint")}</p>
            {kyc && kyc.status !== "approved" && (
              <p className="text-sm">
                {t("payouts.seller.verifyFirst")}{" "}
                <Link to={pagePath("identity")} className="font-semibold underline">
                  {t("payouts.seller.verifyLink")}
                </Link>
              </p>
            )}
          </div>
        </div>
        {mine.length === 0 ? (
          <EmptyState
            title={t("payouts.seller.none")}
            message={t("payouts.seller.noneMessage")}
            icon={<Banknote className="h-7 w-7" aria-hidden="true" />}
          />
        ) : (
          <ul className="divide-y divide-stone-100" aria-label={t("payouts.seller.past")}>
            {mine.map((payout) => (
              <PayoutRow key={payout._id} payout={payout} language={language} />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <Card padding="none" className="space-y-3 p-4 sm:p-5">
      <CardTitle>{t("payouts.seller.title")}</CardTitle>
      {body}
    </Card>
  );
}

function PayoutRow({
  payout,
  language,
}: {
  payout: SellerPayout;
  language: ReturnType<typeof useT>["language"];
}) {
  const { t } = useT(messages);
  const accountLabel = usePayoutAccountLabel();
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
          <time dateTime={payout.createdAt}>{formatDate(payout.createdAt, { language })}</time>
          <PayoutStatusBadge status={payout.status} />
        </p>
        <p className="text-sm text-stone-600">
          <bdi dir="ltr">{payout.reference}</bdi> · {accountLabel(payout.account)}
        </p>
        {payout.status === "paid" && payout.bankReference && (
          <p className="text-sm text-stone-600">
            {t("payouts.seller.bankReference", { reference: payout.bankReference })}
          </p>
        )}
        {(payout.status === "failed" || payout.status === "held") && payout.reason && (
          <p className="text-sm break-words text-stone-600">
            {t("payouts.seller.reason", { reason: payout.reason })}
          </p>
        )}
        {payout.status === "failed" && (
          <p className="text-sm text-stone-600">{t("payouts.seller.failedNote")}</p>
        )}
      </div>
      <p className="font-semibold whitespace-nowrap text-stone-900">{formatRupees(payout.amount)}</p>
    </li>
  );
}
