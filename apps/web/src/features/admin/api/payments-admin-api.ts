import type { PaymentRefundedInput } from "@marketplace/shared/payments-contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT, useAdminSession } from "../session/admin-session.tsx";
import { useRefreshConsole } from "./admin-keys.ts";

/** Online payments (issue 29), all or only those flagged for refund; under the console's root. */
export function useAdminPayments(flagged: boolean) {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: [...ADMIN_QUERY_ROOT, "payments", flagged] as const,
    queryFn: ({ signal }) =>
      request("GET /api/admin/payments", { query: flagged ? { flagged: "true" } : {}, signal }),
  });
}

/** Finance refunded a late payment in the provider's portal: it is marked refunded with that reference. */
export function useMarkPaymentRefunded() {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PaymentRefundedInput }) =>
      request("POST /api/admin/payments/:id/refunded", { params: { id }, body }),
    onSuccess: refresh,
  });
}
