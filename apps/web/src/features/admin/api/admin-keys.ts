import type { AdminSellerListQuery } from "@marketplace/shared/admin-contracts";
import type { AdminCustomerListQuery } from "@marketplace/shared/cod-confirmation";
import type { LedgerQuery } from "@marketplace/shared/ledger-contracts";
import { useQueryClient } from "@tanstack/react-query";
import type { Query } from "@/lib/api-endpoints.ts";
import { ADMIN_QUERY_ROOT } from "../session/admin-session.tsx";

/** The console's cache keys: everything under the admin root, which sign-out forgets. */
export const adminKeys = {
  all: ADMIN_QUERY_ROOT,
  overview: (days: number) => [...ADMIN_QUERY_ROOT, "overview", days] as const,
  sellers: (filters: Partial<AdminSellerListQuery>) => [...ADMIN_QUERY_ROOT, "sellers", filters] as const,
  customers: (filters: Partial<AdminCustomerListQuery>) =>
    [...ADMIN_QUERY_ROOT, "customers", filters] as const,
  customer: (id: string) => [...ADMIN_QUERY_ROOT, "customer", id] as const,
  reports: (filters: Query<"GET /api/admin/reports">) => [...ADMIN_QUERY_ROOT, "reports", filters] as const,
  balances: () => [...ADMIN_QUERY_ROOT, "balances"] as const,
  ledger: (storeId: string, range: LedgerQuery) => [...ADMIN_QUERY_ROOT, "ledger", storeId, range] as const,
  settings: () => [...ADMIN_QUERY_ROOT, "settings"] as const,
  accounts: () => [...ADMIN_QUERY_ROOT, "settings", "accounts"] as const,
  audit: (filters: Query<"GET /api/admin/audit">) => [...ADMIN_QUERY_ROOT, "audit", filters] as const,
};

/**
 * After any admin action: one action moves several figures (suspending a seller changes the
 * sellers list, the overview's counts and the audit), so every console answer is read afresh.
 */
export function useRefreshConsole() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT });
}
