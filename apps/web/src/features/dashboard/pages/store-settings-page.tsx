import { useNavigate, useParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError, NetworkError } from "@/lib/api-client.ts";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { toast } from "@/lib/notify.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { useMyStores, useUpdateStore } from "../api/dashboard-api.ts";
import { FormPageLayout } from "../components/form-page-layout.tsx";
import { PageNotice } from "../components/page-notice.tsx";
import { SellerSignInRequired } from "../components/seller-sign-in-required.tsx";
import { StoreSettingsForm } from "../components/store-settings-form.tsx";

export default function StoreSettingsPage() {
  const { t } = useT(messages);
  return (
    <>
      <PageHead title={t("dashboard.settings.title")} noindex />
      <StoreSettingsScreen />
    </>
  );
}

function StoreSettingsScreen() {
  const storeId = useParams().storeId ?? "";
  const { seller, sellerToken, stores, setStores } = useSession();
  const navigate = useNavigate();
  const { t } = useT(messages);
  const myStores = useMyStores();
  const update = useUpdateStore(storeId);

  if (!seller || !sellerToken) return <SellerSignInRequired pageTitle={t("dashboard.settings.title")} />;
  if (myStores.isPending) return <LoadingState label={t("dashboard.settings.loading")} />;
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
        pageTitle={t("dashboard.settings.title")}
        title={t("dashboard.settings.notFound")}
        message={t("dashboard.settings.notFoundMessage")}
      />
    );
  }

  return (
    <FormPageLayout
      title={t("dashboard.settings.title")}
      subtitle={t("dashboard.settings.subtitle", { store: store.name })}
    >
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
            toast.success(t("dashboard.settings.updated"), {
              description: t("dashboard.savedMessage", { name: saved.name }),
            });
            navigate("/dashboard", { state: { storeId } });
            return undefined;
          } catch (error) {
            if (error instanceof ApiError && error.status === 409) {
              toast.error(t("dashboard.settings.nameTaken"), {
                description: t("dashboard.settings.nameTakenMessage"),
              });
              return [{ field: "name", message: t("dashboard.settings.nameTakenField") }];
            }
            if (error instanceof ApiError && error.status === 400) {
              toast.error(t("dashboard.settings.checkForm"), { description: error.message });
              return error.errors;
            }
            toast.error(t("dashboard.settings.saveFailed"), {
              description:
                error instanceof NetworkError || error instanceof ApiError
                  ? error.message
                  : t("dashboard.settings.tryAgain"),
            });
            return undefined;
          }
        }}
      />
    </FormPageLayout>
  );
}
