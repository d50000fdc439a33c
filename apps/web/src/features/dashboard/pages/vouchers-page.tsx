import { TicketPercent } from "lucide-react";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/vouchers.json";
import { useT } from "@/i18n/use-t.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { useMyStores } from "../api/dashboard-api.ts";
import { useStoreVouchers } from "../api/vouchers-api.ts";
import { SellerSignInRequired } from "../components/seller-sign-in-required.tsx";
import { StorePageLayout } from "../components/store-page-layout.tsx";
import { CampaignOffers } from "../vouchers/campaign-offers.tsx";
import { VoucherForm } from "../vouchers/voucher-form.tsx";
import { VoucherList } from "../vouchers/voucher-list.tsx";

/** A store's voucher codes (issue 31): make one, and see, pause, resume or end those she made. */
export default function VouchersPage() {
  const { t } = useT(messages);
  return (
    <>
      <PageHead title={t("vouchers.title")} noindex />
      <VouchersScreen />
    </>
  );
}

function VouchersScreen() {
  const { storeId = "" } = useParams();
  const { seller, sellerToken } = useSession();
  const { t } = useT(messages);
  const vouchers = useStoreVouchers(storeId);
  const myStores = useMyStores();

  if (!seller || !sellerToken) return <SellerSignInRequired pageTitle={t("vouchers.title")} />;
  const storeName = myStores.data?.find((store) => store._id === storeId)?.name;

  let list: ReactNode;
  if (vouchers.isPending) list = <LoadingState label={t("vouchers.loading")} />;
  else if (vouchers.isError) {
    list = (
      <ErrorState
        title={t("vouchers.loadFailed")}
        message={errorMessageOf(vouchers.error)}
        onRetry={() => vouchers.refetch()}
        retrying={vouchers.isFetching}
      />
    );
  } else if (vouchers.data.vouchers.length === 0) {
    list = (
      <EmptyState
        title={t("vouchers.empty.title")}
        message={t("vouchers.empty.message")}
        icon={<TicketPercent className="h-7 w-7" aria-hidden="true" />}
      />
    );
  } else list = <VoucherList storeId={storeId} vouchers={vouchers.data.vouchers} />;

  return (
    <StorePageLayout
      storeId={storeId}
      backLabel={t("vouchers.back")}
      title={t("vouchers.title")}
      storeName={storeName}
      intro={t("vouchers.intro")}
    >
      <VoucherForm storeId={storeId} />
      <Card>
        <CardTitle>{t("vouchers.list.title")}</CardTitle>
        <div className="mt-2">{list}</div>
      </Card>
      <CampaignOffers storeId={storeId} />
    </StorePageLayout>
  );
}
