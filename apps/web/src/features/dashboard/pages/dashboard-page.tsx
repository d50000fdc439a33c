import { LogOut } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { Button } from "@/components/ui/button.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { OfflineNotice } from "@/pwa/offline-notice.tsx";
import { useOnline } from "@/pwa/use-online.ts";
import {
  useAllStoreProducts,
  useMyStores,
  useSellerProfile,
  useStoreDashboard,
} from "../api/dashboard-api.ts";
import { useHelpedStores } from "../api/helpers-api.ts";
import { useKeepLastSeenProducts } from "../api/last-seen.ts";
import { DashboardProductList } from "../components/dashboard-product-list.tsx";
import { LastSeenPanel } from "../components/last-seen-panel.tsx";
import { LowStockCard } from "../components/low-stock-card.tsx";
import { QuickActions } from "../components/quick-actions.tsx";
import { SalesOverview } from "../components/sales-overview.tsx";
import { SellerSignInRequired } from "../components/seller-sign-in-required.tsx";
import { SellerStatusBadge, SellerStatusNotice } from "../components/seller-status-notice.tsx";
import { StatCards } from "../components/stat-cards.tsx";
import { StoreInfoCard } from "../components/store-info-card.tsx";
import { chooseStoreId, rememberedStoreId, rememberStoreId } from "../current-store.ts";
import { DraftOutbox } from "../drafts/draft-outbox.tsx";
import { HelpedStoresSwitch, HelpedStoreView } from "../helpers/helped-store-view.tsx";
import { IdentityNotice } from "../identity/identity-notice.tsx";
import { PhoneNotifications } from "../push/phone-notifications.tsx";
import { sellerStandingOf } from "../seller-standing.ts";

export default function DashboardPage() {
  const { t } = useT(messages);
  return (
    <>
      <PageHead title={t("dashboard.page.title")} noindex />
      <DashboardScreen />
    </>
  );
}

function DashboardScreen() {
  const { seller, sellerToken, stores: sessionStores, signOutSeller } = useSession();
  const navigate = useNavigate();
  const { t } = useT(messages);
  const navStoreId = (useLocation().state as { storeId?: string } | null)?.storeId ?? null;
  const myStores = useMyStores();

  // The session's list paints at once. While the server's list is on its way, a store only the
  // session knows (one just opened) still counts; once it has arrived, the server's list decides.
  const fresh = myStores.data && !myStores.isFetching ? myStores.data : null;
  const ownIds = [...new Set([...(fresh ?? [...(myStores.data ?? []), ...sessionStores]).map((s) => s._id)])];
  // The stores she helps (decision 0054) may be chosen too; each shows only what her role allows.
  const helped = useHelpedStores();
  const helpedStores = (helped.data ?? []).filter((s) => !ownIds.includes(s._id));
  const storeId = chooseStoreId({ fromNavigation: navStoreId, remembered: rememberedStoreId() }, [
    ...ownIds,
    ...helpedStores.map((s) => s._id),
  ]);
  const helpedStore = helpedStores.find((s) => s._id === storeId);
  // The takings are the owner's: a store she helps has no figures to read.
  const dashboard = useStoreDashboard(helpedStore ? null : storeId);
  const profile = useSellerProfile();
  const standing = sellerStandingOf(profile.data, seller);
  const locked = standing.status === "suspended";
  const signedIn = Boolean(seller && sellerToken);
  const hasNoStore =
    myStores.isSuccess && myStores.data.length === 0 && helped.isSuccess && helped.data.length === 0;
  const online = useOnline();
  // What she sees is kept on the phone for when the connection goes (issue 32).
  useKeepLastSeenProducts(storeId, useAllStoreProducts(storeId).data);

  useEffect(() => {
    if (storeId) rememberStoreId(storeId);
  }, [storeId]);

  useEffect(() => {
    if (signedIn && hasNoStore) navigate("/seller/createStore", { replace: true });
  }, [signedIn, hasNoStore, navigate]);

  if (!seller || !sellerToken) return <SellerSignInRequired pageTitle={t("dashboard.page.title")} />;

  const store = myStores.data?.find((s) => s._id === storeId);
  const failure = myStores.error ?? dashboard.error;
  const switchTo = (id: string) => {
    rememberStoreId(id);
    // Replaces the handed-over store too, so a reload keeps the store just chosen.
    navigate("/dashboard", { replace: true, state: { storeId: id } });
  };

  let body: ReactNode;
  if (helpedStore) {
    body = <HelpedStoreView store={helpedStore} />;
  } else if (!online && (failure || !dashboard.data)) {
    body = <LastSeenPanel accountId={seller._id} storeId={storeId} />;
  } else if (failure) {
    body = (
      <ErrorState
        title={t("dashboard.page.loadFailedTitle")}
        message={t("dashboard.page.loadFailedMessage", { reason: errorMessageOf(failure) })}
        onRetry={() => {
          if (myStores.isError) myStores.refetch();
          if (dashboard.isError) dashboard.refetch();
        }}
        retrying={myStores.isFetching || dashboard.isFetching}
      />
    );
  } else if (!store || !storeId || !dashboard.data) {
    body = <LoadingState label={t("dashboard.page.loading")} />;
  } else {
    body = (
      <div className="space-y-6">
        <StoreInfoCard store={store} stores={myStores.data ?? []} locked={locked} onSwitch={switchTo} />
        <StatCards stats={dashboard.data.stats} />
        <QuickActions store={store} locked={locked} />
        <SalesOverview dashboard={dashboard.data} />
        <LowStockCard entries={dashboard.data.lowStock} locked={locked} />
        <DashboardProductList storeId={storeId} locked={locked} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm text-stone-600">{t("dashboard.page.title")}</p>
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold text-stone-900 sm:text-3xl">
            {t("dashboard.page.welcome", { name: seller.name })}
            <SellerStatusBadge status={standing.status} />
          </h1>
        </div>
        <Button
          variant="secondary"
          onClick={() => {
            signOutSeller();
            navigate("/");
          }}
        >
          <LogOut className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" /> {t("dashboard.page.logout")}
        </Button>
      </header>
      <OfflineNotice />
      <DraftOutbox />
      {/* Her standing and identity check are about selling from stores of her own, not helping. */}
      {ownIds.length > 0 && <SellerStatusNotice standing={standing} />}
      {signedIn && ownIds.length > 0 && <IdentityNotice />}
      {helpedStores.length > 0 && (
        <HelpedStoresSwitch
          own={(myStores.data ?? []).map(({ _id, name }) => ({ _id, name }))}
          helped={helpedStores}
          current={storeId}
          onSwitch={switchTo}
        />
      )}
      {body}
      {signedIn && <PhoneNotifications />}
    </div>
  );
}
