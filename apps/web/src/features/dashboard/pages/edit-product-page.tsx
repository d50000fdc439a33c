import { ShieldAlert } from "lucide-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import type { Product } from "@/features/catalog/api/products-api.ts";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError } from "@/lib/api-client.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { toast } from "@/lib/notify.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { useOwnProduct, useUpdateProduct } from "../api/dashboard-api.ts";
import { roleMay, useHelpedStores } from "../api/helpers-api.ts";
import { FormPageLayout } from "../components/form-page-layout.tsx";
import { HiddenListingNotice } from "../components/hidden-listing-notice.tsx";
import { PageNotice } from "../components/page-notice.tsx";
import { ProductForm } from "../components/product-form.tsx";
import { SellerSignInRequired } from "../components/seller-sign-in-required.tsx";
import { useProductSaveErrors } from "../components/use-product-save-errors.ts";
import { productFormValues } from "../product-form-values.ts";
import { stockFiguresOf, stockNowErrors, stockNowOf } from "../stock-seen.ts";

export default function EditProductPage() {
  const { t } = useT(messages);
  return (
    <>
      <PageHead title={t("dashboard.edit.title")} noindex />
      <EditProductScreen />
    </>
  );
}

function EditProductScreen() {
  const productId = useParams().productId ?? "";
  const { seller, sellerToken, stores } = useSession();
  const { t } = useT(messages);
  // Read as its owner: a listing an operator hid is still hers to edit, and she sees why it is hidden.
  const product = useOwnProduct(productId);
  const helped = useHelpedStores();
  const helpedCatalog = (helped.data ?? [])
    .filter((store) => roleMay(store.role, "products"))
    .map((store) => store._id);

  if (!seller || !sellerToken) return <SellerSignInRequired pageTitle={t("dashboard.edit.title")} />;
  if (product.isPending) return <LoadingState label={t("dashboard.edit.loading")} />;
  if (product.isError) {
    const missing = product.error instanceof ApiError && product.error.status === 404;
    return missing ? (
      <PageNotice
        pageTitle={t("dashboard.edit.title")}
        title={t("dashboard.edit.notFound")}
        message={t("dashboard.edit.notFoundMessage")}
      />
    ) : (
      <ErrorState
        message={errorMessageOf(product.error)}
        onRetry={() => product.refetch()}
        retrying={product.isFetching}
      />
    );
  }

  const storeId = product.data.store_id._id;
  // The server refuses others' products too (403); this only spares the seller a form they cannot save.
  // A catalog helper of the store edits it too (decision 0054).
  if (!stores.some((s) => s._id === storeId) && !helpedCatalog.includes(storeId)) {
    if (helped.isPending) return <LoadingState label={t("dashboard.edit.loading")} />;
    return (
      <PageNotice
        pageTitle={t("dashboard.edit.title")}
        title={t("dashboard.edit.notYours")}
        message={t("dashboard.edit.notYoursMessage")}
        icon={<ShieldAlert className="h-7 w-7" aria-hidden="true" />}
      />
    );
  }

  return (
    <FormPageLayout
      title={t("dashboard.edit.title")}
      subtitle={t("dashboard.edit.subtitle", {
        product: product.data.name,
        store: product.data.store_id.name,
      })}
    >
      {product.data.hidden && (
        <div className="mb-4">
          <HiddenListingNotice reason={product.data.hiddenReason ?? null} />
        </div>
      )}
      <EditProductForm key={product.data.updatedAt} product={product.data} token={sellerToken} />
    </FormPageLayout>
  );
}

/**
 * The form over one saved version of the product; it remembers the stock it showed, so that what
 * sells while she edits stays sold, and a stock she changed meanwhile is checked again with her.
 */
function EditProductForm({ product, token }: { product: Product; token: string }) {
  const navigate = useNavigate();
  const { t } = useT(messages);
  const update = useUpdateProduct(token);
  const { authFailed, saveFailed } = useProductSaveErrors("edit");
  const [stockSeen, setStockSeen] = useState(() => stockFiguresOf(product));
  const storeId = product.store_id._id;

  return (
    <ProductForm
      storeId={storeId}
      token={token}
      initialValues={productFormValues(product)}
      submitLabel={t("dashboard.edit.submit")}
      busyLabel={t("dashboard.saving")}
      onCancel={() => navigate("/dashboard", { state: { storeId } })}
      onAuthFailed={authFailed}
      onSubmit={async ({ store_id: _store, ...changes }) => {
        try {
          await update.mutateAsync({ id: product._id, body: { ...changes, stockSeen } });
        } catch (error) {
          const now = error instanceof ApiError && error.status === 409 ? stockNowOf(error.body) : undefined;
          if (!now) return saveFailed(error);
          setStockSeen(now);
          toast.error(t("dashboard.error"), { description: (error as ApiError).message });
          return stockNowErrors(now, changes, (count) => t("dashboard.edit.stockNow", { count }));
        }
        toast.success(t("dashboard.edit.updated"), {
          description: t("dashboard.savedMessage", { name: changes.name }),
        });
        navigate("/dashboard", { state: { storeId } });
        return undefined;
      }}
    />
  );
}
