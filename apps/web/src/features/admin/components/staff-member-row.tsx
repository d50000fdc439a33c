import { STAFF_ROLES, type StaffMember, type StaffRole } from "@marketplace/shared/admin-contracts";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { Select } from "@/components/ui/select.tsx";
import { errorMessageOf } from "@/lib/error-messages.ts";
import { toast } from "@/lib/notify.ts";
import { useAdminT } from "../admin-words.ts";
import { useChangeStaffRole } from "../api/staff-api.ts";

/**
 * One member of staff on the owner's Staff screen: picking another role asks first, then saves that
 * one change; the server's refusal (the last owner, say) stays in the question until she backs out.
 * Her own role she cannot change here (the API refuses it too), so the console keeps an owner.
 */
export function StaffMemberRow({ member, isYou }: { member: StaffMember; isYou: boolean }) {
  const { t } = useAdminT();
  const change = useChangeStaffRole(member._id);
  const [picked, setPicked] = useState<StaffRole | null>(null);
  const selectId = useId();
  const roleName = (role: StaffRole) => t(`admin.role.${role}`);

  const backOut = () => {
    setPicked(null);
    change.reset();
  };
  const confirm = async () => {
    if (!picked) return;
    try {
      await change.mutateAsync(picked);
      toast.success(t("admin.staff.done", { name: member.name, role: roleName(picked) }));
      setPicked(null);
    } catch {
      // The refusal is shown in the dialog, from the mutation's error.
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words text-stone-900">
          <bdi>{member.name}</bdi>
          {isYou && <span className="ms-2 text-sm font-normal text-stone-600">({t("admin.staff.you")})</span>}
        </p>
        <p className="text-sm break-all text-stone-600" dir="ltr">
          {member.email}
        </p>
      </div>
      <div className="sm:w-48 sm:shrink-0">
        <label htmlFor={selectId} className="sr-only">
          {t("admin.staff.roleOf", { name: member.name })}
        </label>
        <Select
          id={selectId}
          choices={STAFF_ROLES}
          labelOf={roleName}
          value={picked ?? member.role}
          disabled={isYou}
          aria-describedby={isYou ? `${selectId}-own` : undefined}
          onValueChange={(role) => {
            if (role && role !== member.role) setPicked(role);
          }}
        />
        {isYou && (
          <p id={`${selectId}-own`} className="mt-1 text-sm text-stone-600">
            {t("admin.staff.ownRole")}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={picked !== null}
        onOpenChange={(open) => !open && backOut()}
        title={t("admin.staff.confirmTitle", { name: member.name, role: picked ? roleName(picked) : "" })}
        description={t("admin.staff.confirmDescription", {
          name: member.name,
          from: roleName(member.role),
          role: picked ? roleName(picked) : "",
        })}
        confirmLabel={t("admin.staff.confirm")}
        busyLabel={t("admin.staff.busy")}
        busy={change.isPending}
        onConfirm={confirm}
      >
        <FormAlert message={change.isError ? errorMessageOf(change.error) : undefined} />
      </ConfirmDialog>
    </li>
  );
}
