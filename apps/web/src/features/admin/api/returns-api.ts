import type { MarketplaceRefundInput, ReturnDecisionInput } from "@marketplace/shared/returns-contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useAdminSession } from "../session/admin-session.tsx";
import { adminKeys, useRefreshConsole } from "./admin-keys.ts";

/** The operator's queue: returns a buyer escalated after the maker declined them. */
export function useEscalatedReturns() {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: [...adminKeys.all, "returns", "escalated"],
    queryFn: ({ signal }) =>
      request("GET /api/admin/returns", { query: { status: "escalated" }, signal }).then((a) => a.returns),
  });
}

/**
 * The team's refunds to send (decision 0053): received returns of orders paid online (JazzCash,
 * Easypaisa) with money still to refund.
 */
export function useOnlineRefundsDue() {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: [...adminKeys.all, "returns", "online-refund-due"],
    queryFn: ({ signal }) =>
      request("GET /api/admin/returns", { query: { onlineRefundDue: "true" }, signal }).then(
        (a) => a.returns,
      ),
  });
}

export function useDecideReturn() {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReturnDecisionInput }) =>
      request("PUT /api/admin/returns/:id", { params: { id }, body }),
    onSuccess: refresh,
  });
}

/** The team records the refund it made in the provider's portal for a return of an order paid online. */
export function useTeamRefund() {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MarketplaceRefundInput }) =>
      request("POST /api/admin/returns/:id/refund", { params: { id }, body }),
    onSuccess: refresh,
  });
}
