import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Query } from "@/lib/api-endpoints.ts";
import { useAdminSession } from "../session/admin-session.tsx";
import { adminKeys } from "./admin-keys.ts";

export function useAuditLog(filters: Query<"GET /api/admin/audit">) {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ signal }) => request("GET /api/admin/audit", { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}
