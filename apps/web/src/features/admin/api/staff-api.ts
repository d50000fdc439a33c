import type { StaffRole } from "@marketplace/shared/admin-contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT, useAdminSession } from "../session/admin-session.tsx";
import { useRefreshConsole } from "./admin-keys.ts";

const staffKey = [...ADMIN_QUERY_ROOT, "staff"] as const;

/** Every member of staff with her role (the owner's Staff screen, decision 0043). */
export function useStaff() {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: staffKey,
    queryFn: ({ signal }) => request("GET /api/admin/staff", { signal }).then((answer) => answer.staff),
  });
}

/** Gives one member of staff another role; the list and the audit log are read afresh after it. */
export function useChangeStaffRole(id: string) {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (role: StaffRole) =>
      request("PUT /api/admin/staff/:id/role", { params: { id }, body: { role } }),
    onSuccess: refresh,
  });
}
