import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { useAdminT } from "../admin-words.ts";
import { useAdminCouriers } from "../api/couriers-admin-api.ts";
import { AddCourierForm } from "../components/add-courier-form.tsx";
import { AdminPage } from "../components/admin-page.tsx";
import { CourierCard } from "../components/courier-card.tsx";
import { CourierCashSection } from "../components/courier-cash-section.tsx";
import { useAdminSession } from "../session/admin-session.tsx";

/** The couriers sellers ship with (issue 28): their tracking pages, who is offered, booking keys. */
export default function AdminCouriersPage() {
  const { t } = useAdminT();
  const couriers = useAdminCouriers();
  // Operations books the couriers, finance reconciles their cash (decision 0043); the owner does both.
  const role = useAdminSession().admin?.role ?? "owner";
  const books = role !== "finance";
  const reconciles = role !== "operations";
  return (
    <AdminPage title={t("admin.sections.couriers")} intro={t("admin.couriers.intro")}>
      {couriers.isError ? (
        <ErrorState
          message={t("admin.couriers.loadError", { error: errorMessageOf(couriers.error) })}
          onRetry={() => couriers.refetch()}
          retrying={couriers.isFetching}
        />
      ) : !couriers.data ? (
        <LoadingState label={t("admin.couriers.loading")} />
      ) : (
        <div className="space-y-4">
          {books &&
            (couriers.data.length === 0 ? (
              <EmptyState title={t("admin.couriers.empty")} />
            ) : (
              couriers.data.map((courier) => <CourierCard key={courier.code} courier={courier} />)
            ))}
          {books && <AddCourierForm />}
          {reconciles && <CourierCashSection />}
        </div>
      )}
    </AdminPage>
  );
}
