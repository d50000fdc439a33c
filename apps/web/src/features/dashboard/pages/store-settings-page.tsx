import { useNavigate, useParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { errorMessageOf } from "@/features/auth/auth-errors.ts";
import { useSession } from "@/features/auth/session/session-provider.tsx";
import { ApiError, NetworkError } from "@/lib/api-client.ts";
import { toast } from "@/lib/notify.ts";
import { useMyStores, useUpdateStore } from "../api/dashboard-api.ts";
import { FormPageLayout } from "../components/form-page-layout.tsx";
import { PageNotice } from "../components/page-notice.tsx";
import { SellerSignInRequired } from "../components/seller-sign-in-required.tsx";
import { StoreSettingsForm } from "../components/store-settings-form.tsx";

export default function StoreSettingsPage() {
  return (
    <>
      <PageHead title="Store Settings" noindex />
      <StoreSettingsScreen />
    </>
  );
}

function StoreSettingsScreen() {
  const storeId = useParams().storeId ?? "";
  const { seller, sellerToken, stores, setStores } = useSession();
  const navigate = useNavigate();
  const myStores = useMyStores();
  const update = useUpdateStore(storeId);

  if (!seller || !sellerToken) return <SellerSignInRequired pageTitle="Store Settings" />;
  if (myStores.isPending) return <LoadingState label="Loading your store..." />;
  if (myStores.isError) {
    return (
      <ErrorState
        message={errorMessageOf(myStores.error)}
        onRetry={() => myStores.refetch()}
        retrying={myStores.isFetching}
      />
    );
  }
  const store = myStores.data.find((s) => s._id === storeId);
  if (!store) {
    return (
      <PageNotice
        pageTitle="Store Settings"
        title="Store Not Found"
        message="This store does not exist or is not one of yours."
      />
    );
  }

  return (
    <FormPageLayout title="Store Settings" subtitle={`How ${store.name} appears to customers.`}>
      <StoreSettingsForm
        key={store.updatedAt}
        store={store}
        busy={update.isPending}
        onCancel={() => navigate("/dashboard", { state: { storeId } })}
        onSubmit={async (changes) => {
          try {
            const { store: saved } = await update.mutateAsync(changes);
            setStores(
              stores.map((s) =>
                s._id === saved._id ? { _id: saved._id, name: saved.name, category: saved.category } : s,
              ),
            );
            toast.success("Store updated", { description: `${saved.name} was saved.` });
            navigate("/dashboard", { state: { storeId } });
            return undefined;
          } catch (error) {
            if (error instanceof ApiError && error.status === 409) {
              toast.error("Store Name Taken", {
                description: "A store with this name already exists. Please choose a different store name.",
              });
              return [{ field: "name", message: "This store name is taken. Please choose another." }];
            }
            if (error instanceof ApiError && error.status === 400) {
              toast.error("Please check the form", { description: error.message });
              return error.errors;
            }
            toast.error("Could not save the store", {
              description:
                error instanceof NetworkError || error instanceof ApiError
                  ? error.message
                  : "Please try again.",
            });
            return undefined;
          }
        }}
      />
    </FormPageLayout>
  );
}
