import type { AuditQuery } from "@marketplace/shared/admin-contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAdminSession } from "../session/admin-session.tsx";
import { adminKeys } from "./admin-keys.ts";

export function useAuditLog(filters: AuditQuery) {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ signal }) => request("GET /api/admin/audit", { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}
