import type { ReactNode } from "react";
import { useParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/helpers.json";
import { useT } from "@/i18n/use-t.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { useMyStores } from "../api/dashboard-api.ts";
import { useStoreHelpers } from "../api/helpers-api.ts";
import { SellerSignInRequired } from "../components/seller-sign-in-required.tsx";
import { StorePageLayout } from "../components/store-page-layout.tsx";
import { HelperActivity } from "../helpers/helper-activity.tsx";
import { HelperInviteForm } from "../helpers/helper-invite-form.tsx";
import { HelperList } from "../helpers/helper-list.tsx";

/**
 * A store's helpers (issue 32, part 4): the owner invites someone with a role, sees her helpers and
 * the invitations waiting, removes one in a tap, and reads what they did.
 */
export default function HelpersPage() {
  const { t } = useT(messages);
  return (
    <>
      <PageHead title={t("helpers.title")} noindex />
      <HelpersScreen />
    </>
  );
}

function HelpersScreen() {
  const { storeId = "" } = useParams();
  const { seller, sellerToken, stores } = useSession();
  const { t } = useT(messages);
  const helpers = useStoreHelpers(storeId);
  const myStores = useMyStores();

  if (!seller || !sellerToken) return <SellerSignInRequired pageTitle={t("helpers.title")} />;
  const ownStores = (myStores.data ?? stores).map(({ _id, name }) => ({ _id, name }));
  const store = ownStores.find((s) => s._id === storeId);

  let body: ReactNode;
  if (helpers.isPending) body = <LoadingState label={t("helpers.loading")} />;
  else if (helpers.isError) {
    body = (
      <ErrorState
        title={t("helpers.loadFailed")}
        message={errorMessageOf(helpers.error)}
        onRetry={() => helpers.refetch()}
        retrying={helpers.isFetching}
      />
    );
  } else {
    body = (
      <>
        {store && <HelperInviteForm store={store} ownStores={ownStores} />}
        <Card>
          <CardTitle>{t("helpers.list.title")}</CardTitle>
          <div className="mt-2">
            <HelperList storeId={storeId} helpers={helpers.data.helpers} />
          </div>
        </Card>
        <Card>
          <CardTitle>{t("helpers.activity.title")}</CardTitle>
          <div className="mt-2">
            <HelperActivity storeId={storeId} actions={helpers.data.actions} />
          </div>
        </Card>
      </>
    );
  }

  return (
    <StorePageLayout
      storeId={storeId}
      backLabel={t("helpers.back")}
      title={t("helpers.title")}
      storeName={store?.name}
      intro={t("helpers.intro")}
    >
      {body}
    </StorePageLayout>
  );
}
