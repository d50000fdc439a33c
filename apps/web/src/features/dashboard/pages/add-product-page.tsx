import { KeyRound, Store } from "lucide-react";
import { useLocation, useNavigate, useParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { useSession } from "@/features/auth/session/session-provider.tsx";
import { toast } from "@/lib/notify.ts";
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
  return (
    <>
      <PageHead title="Add Product" noindex />
      <AddProductScreen />
    </>
  );
}

function AddProductScreen() {
  const { sellerToken, stores } = useSession();
  const navigate = useNavigate();
  const navState = (useLocation().state ?? {}) as NavState;
  // The store: the address, else navigation state, else this tab's current store, else the first (spec section 4).
  const storeId = useParams().storeId ?? navState.storeId ?? rememberedStoreId() ?? stores[0]?._id ?? null;
  const token = navState.token ?? sellerToken;
  const create = useCreateProduct(token);
  const { authFailed, saveFailed } = useProductSaveErrors("add");

  if (!storeId) {
    return (
      <PageNotice
        pageTitle="Add Product"
        title="Store Not Found"
        message="We could not tell which store to add the product to. Open your dashboard and choose Add product there."
        icon={<Store className="h-7 w-7" aria-hidden="true" />}
      />
    );
  }
  if (!token) {
    return (
      <PageNotice
        pageTitle="Add Product"
        title="Authentication Required"
        message="Please sign in to your seller account to add products."
        icon={<KeyRound className="h-7 w-7" aria-hidden="true" />}
      />
    );
  }

  const storeName = stores.find((s) => s._id === storeId)?.name;
  const backToDashboard = (state: Record<string, unknown> = {}) =>
    navigate("/dashboard", { state: { storeId, ...state } });

  return (
    <FormPageLayout
      title="Add Product"
      subtitle={storeName ? `A new product for ${storeName}.` : "List a new product in your store."}
    >
      <ProductForm
        storeId={storeId}
        token={token}
        initialValues={EMPTY_PRODUCT_FORM}
        submitLabel="Add Product"
        busyLabel="Adding Product..."
        onCancel={() => backToDashboard()}
        onAuthFailed={authFailed}
        onSubmit={async (payload) => {
          try {
            await create.mutateAsync(payload);
          } catch (error) {
            return saveFailed(error);
          }
          toast.success("Product added successfully!");
          backToDashboard({ productAdded: true });
          return undefined;
        }}
      />
    </FormPageLayout>
  );
}
