import { Card, CardTitle } from "@/components/ui/card.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { errorMessageOf } from "@/features/auth/auth-errors.ts";
import { useMarketplaceSettings } from "../api/settings-api.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { SettingsForm } from "../components/settings-form.tsx";

export default function AdminSettingsPage() {
  const settings = useMarketplaceSettings();
  return (
    <AdminPage title="Settings" intro="The marketplace's commission on new orders.">
      {settings.isError ? (
        <ErrorState
          message={`We couldn't load the settings. ${errorMessageOf(settings.error)}`}
          onRetry={() => settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : !settings.data ? (
        <LoadingState label="Loading settings..." />
      ) : (
        <Card>
          <CardTitle>Commission</CardTitle>
          <div className="mt-4">
            <SettingsForm settings={settings.data.settings} />
          </div>
        </Card>
      )}
    </AdminPage>
  );
}
