import type { SettlementInput } from "@marketplace/shared/ledger-contracts";
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
