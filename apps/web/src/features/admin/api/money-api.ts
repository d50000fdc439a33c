import type { LedgerQuery, SettlementInput } from "@marketplace/shared/ledger-contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useAdminSession } from "../session/admin-session.tsx";
import { adminKeys, useRefreshConsole } from "./admin-keys.ts";

export function useStoreBalances() {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: adminKeys.balances(),
    queryFn: ({ signal }) => request("GET /api/admin/balances", { signal }),
  });
}

export function useRecordSettlement() {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (input: SettlementInput) => request("POST /api/admin/settlements", { body: input }),
    onSuccess: refresh,
  });
}

/** A store's balance now and its statement between `from` and `to` ("" leaves a side open). */
export function useStoreStatement(storeId: string, range: { from: string; to: string }, enabled = true) {
  const { request } = useAdminSession();
  // Only the set sides of the range go to the server.
  const query: LedgerQuery = {
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
  };
  return useQuery({
    queryKey: adminKeys.ledger(storeId, query),
    enabled: Boolean(storeId) && enabled,
    queryFn: ({ signal }) =>
      request("GET /api/admin/stores/:storeId/ledger", { params: { storeId }, query, signal }),
  });
}
