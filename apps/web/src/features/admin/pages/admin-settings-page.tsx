import { Card, CardTitle } from "@/components/ui/card.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { useAdminT } from "../admin-words.ts";
import { useMarketplaceSettings } from "../api/settings-api.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { SettingsForm } from "../components/settings-form.tsx";

export default function AdminSettingsPage() {
  const { t } = useAdminT();
  const settings = useMarketplaceSettings();
  return (
    <AdminPage title={t("admin.sections.settings")} intro={t("admin.settings.intro")}>
      {settings.isError ? (
        <ErrorState
          message={t("admin.settings.loadError", { error: errorMessageOf(settings.error) })}
          onRetry={() => settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : !settings.data ? (
        <LoadingState label={t("admin.settings.loading")} />
      ) : (
        <Card>
          <CardTitle>{t("admin.settings.commissionTitle")}</CardTitle>
          <div className="mt-4">
            <SettingsForm settings={settings.data.settings} />
          </div>
        </Card>
      )}
    </AdminPage>
  );
}
