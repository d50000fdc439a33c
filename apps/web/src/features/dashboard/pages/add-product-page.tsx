import { HardDriveDownload, KeyRound, Store } from "lucide-react";
import { useLocation, useNavigate, useParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { Button } from "@/components/ui/button.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/dashboard.json";
import draftMessages from "@/i18n/catalogs/en/drafts.json";
import { useT } from "@/i18n/use-t.ts";
import { NetworkError } from "@/lib/api-client.ts";
import { toast } from "@/lib/notify.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { OfflineNotice } from "@/pwa/offline-notice.tsx";
import { useCreateProduct } from "../api/dashboard-api.ts";
import { FormPageLayout } from "../components/form-page-layout.tsx";
import { PageNotice } from "../components/page-notice.tsx";
import { ProductForm } from "../components/product-form.tsx";
import { useProductSaveErrors } from "../components/use-product-save-errors.ts";
import { rememberedStoreId } from "../current-store.ts";
import { holdsKeptPhotos, valuesToShow } from "../drafts/product-drafts.ts";
import { useProductDraft } from "../drafts/use-product-draft.ts";

interface NavState {
  storeId?: string;
  token?: string;
}

export default function AddProductPage() {
  const { t } = useT(messages);
  return (
    <>
      <PageHead title={t("dashboard.add.title")} noindex />
      <AddProductScreen />
    </>
  );
}

function AddProductScreen() {
  const { seller, sellerToken, stores } = useSession();
  const navigate = useNavigate();
  const { t } = useT(messages);
  const navState = (useLocation().state ?? {}) as NavState;
  // The store: the address, else navigation state, else this tab's current store, else the first (spec section 4).
  const storeId = useParams().storeId ?? navState.storeId ?? rememberedStoreId() ?? stores[0]?._id ?? null;
  const token = navState.token ?? sellerToken;
  const create = useCreateProduct(token);
  const { authFailed, saveFailed } = useProductSaveErrors("add");
  const words = useT(draftMessages).t;
  const writing = useProductDraft(seller?._id ?? "", storeId);
  const { draft } = writing;

  if (!storeId) {
    return (
      <PageNotice
        pageTitle={t("dashboard.add.title")}
        title={t("dashboard.add.storeNotFound")}
        message={t("dashboard.add.storeNotFoundMessage")}
        icon={<Store className="h-7 w-7" aria-hidden="true" />}
      />
    );
  }
  if (!token) {
    return (
      <PageNotice
        pageTitle={t("dashboard.add.title")}
        title={t("dashboard.add.authRequired")}
        message={t("dashboard.add.authRequiredMessage")}
        icon={<KeyRound className="h-7 w-7" aria-hidden="true" />}
      />
    );
  }

  const storeName = stores.find((s) => s._id === storeId)?.name;
  const backToDashboard = (state: Record<string, unknown> = {}) =>
    navigate("/dashboard", { state: { storeId, ...state } });

  return (
    <FormPageLayout
      title={t("dashboard.add.title")}
      subtitle={
        storeName ? t("dashboard.add.subtitleForStore", { store: storeName }) : t("dashboard.add.subtitle")
      }
    >
      {draft ? (
        <>
          <div className="mb-5 empty:hidden">
            <OfflineNotice />
          </div>
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-stone-50 p-3 text-sm text-stone-700 ring-1 ring-stone-200">
            <p className="flex items-start gap-2">
              <HardDriveDownload className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {words("drafts.kept")}
            </p>
            <Button variant="secondary" size="sm" onClick={() => void writing.finish()}>
              {words("drafts.startAgain")}
            </Button>
          </div>
          <ProductForm
            key={draft.id}
            storeId={storeId}
            token={token}
            initialValues={valuesToShow(draft)}
            submitLabel={t("dashboard.add.submit")}
            busyLabel={t("dashboard.add.busy")}
            onCancel={() => backToDashboard()}
            onAuthFailed={authFailed}
            onValuesChange={writing.onValuesChange}
            keeper={writing.keeper}
            onSubmit={async (payload) => {
              const waitForConnection = async () => {
                await writing.queue(payload);
                toast.success(words("drafts.queued"));
                backToDashboard({ productWaiting: true });
              };
              // Offline, or with photos only this phone has: it goes from the dashboard when online.
              if (!navigator.onLine || holdsKeptPhotos(payload)) {
                await waitForConnection();
                return undefined;
              }
              try {
                await create.mutateAsync({ body: payload, key: draft.id });
              } catch (error) {
                if (error instanceof NetworkError) {
                  await waitForConnection();
                  return undefined;
                }
                return saveFailed(error);
              }
              await writing.finish();
              toast.success(t("dashboard.add.added"));
              backToDashboard({ productAdded: true });
              return undefined;
            }}
          />
        </>
      ) : (
        <LoadingState label={words("drafts.loading")} />
      )}
    </FormPageLayout>
  );
}
