import { useQuery } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT, useAdminSession } from "../session/admin-session.tsx";

/** Online payments (issue 29), all or only those flagged for refund; under the console's root. */
export function useAdminPayments(flagged: boolean) {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: [...ADMIN_QUERY_ROOT, "payments", flagged] as const,
    queryFn: ({ signal }) =>
      request("GET /api/admin/payments", { query: flagged ? { flagged: "true" } : {}, signal }),
  });
}
