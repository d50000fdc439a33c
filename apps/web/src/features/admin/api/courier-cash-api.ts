import type { RemittanceImportInput } from "@marketplace/shared/courier-cash-contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT, useAdminSession } from "../session/admin-session.tsx";
import { useRefreshConsole } from "./admin-keys.ts";

const courierCashKey = [...ADMIN_QUERY_ROOT, "courier-cash"] as const;

/** Each booking courier's COD: collected, its fees and tax, remitted, and what it still owes (decision 0042). */
export function useCourierCash() {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: courierCashKey,
    queryFn: ({ signal }) =>
      request("GET /api/admin/courier-cash", { signal }).then((answer) => answer.couriers),
  });
}

/** Imports a courier's remittance statement; the console's figures (balances, positions) then refresh. */
export function useImportRemittances() {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: ({ code, csv }: RemittanceImportInput & { code: string }) =>
      request("POST /api/admin/couriers/:code/remittances", { params: { code }, body: { csv } }),
    onSuccess: () => refresh(),
  });
}
