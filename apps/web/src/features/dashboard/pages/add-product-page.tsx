import { KeyRound, Store } from "lucide-react";
import { useLocation, useNavigate, useParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import { toast } from "@/lib/notify.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { useCreateProduct } from "../api/dashboard-api.ts";
import { FormPageLayout } from "../components/form-page-layout.tsx";
import { PageNotice } from "../components/page-notice.tsx";
import { ProductForm } from "../components/product-form.tsx";
import { useProductSaveErrors } from "../components/use-product-save-errors.ts";
import { rememberedStoreId } from "../current-store.ts";
import { EMPTY_PRODUCT_FORM } from "../product-form-values.ts";

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
  const { sellerToken, stores } = useSession();
  const navigate = useNavigate();
  const { t } = useT(messages);
  const navState = (useLocation().state ?? {}) as NavState;
  // The store: the address, else navigation state, else this tab's current store, else the first (spec section 4).
  const storeId = useParams().storeId ?? navState.storeId ?? rememberedStoreId() ?? stores[0]?._id ?? null;
  const token = navState.token ?? sellerToken;
  const create = useCreateProduct(token);
  const { authFailed, saveFailed } = useProductSaveErrors("add");

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
      <ProductForm
        storeId={storeId}
        token={token}
        initialValues={EMPTY_PRODUCT_FORM}
        submitLabel={t("dashboard.add.submit")}
        busyLabel={t("dashboard.add.busy")}
        onCancel={() => backToDashboard()}
        onAuthFailed={authFailed}
        onSubmit={async (payload) => {
          try {
            await create.mutateAsync(payload);
          } catch (error) {
            return saveFailed(error);
          }
          toast.success(t("dashboard.add.added"));
          backToDashboard({ productAdded: true });
          return undefined;
        }}
      />
    </FormPageLayout>
  );
}
