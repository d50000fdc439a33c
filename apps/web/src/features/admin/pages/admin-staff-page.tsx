import { UserCog } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { useAdminT } from "../admin-words.ts";
import { useStaff } from "../api/staff-api.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { StaffMemberRow } from "../components/staff-member-row.tsx";
import { useAdminSession } from "../session/admin-session.tsx";

/** The owner's Staff screen (issue 36, decision 0043): every member of staff and her role. */
export default function AdminStaffPage() {
  const { t } = useAdminT();
  const { admin } = useAdminSession();
  const staff = useStaff();
  return (
    <AdminPage title={t("admin.sections.staff")} intro={t("admin.staff.intro")}>
      {staff.isError ? (
        <ErrorState
          message={t("admin.staff.loadError", { error: errorMessageOf(staff.error) })}
          onRetry={() => staff.refetch()}
          retrying={staff.isFetching}
        />
      ) : !staff.data ? (
        <LoadingState label={t("admin.staff.loading")} />
      ) : staff.data.length === 0 ? (
        <EmptyState
          title={t("admin.staff.empty")}
          message={t("admin.staff.emptyMessage")}
          icon={<UserCog className="h-7 w-7" aria-hidden="true" />}
        />
      ) : (
        <ul className="space-y-3">
          {staff.data.map((member) => (
            <StaffMemberRow key={member._id} member={member} isYou={member._id === admin?._id} />
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
