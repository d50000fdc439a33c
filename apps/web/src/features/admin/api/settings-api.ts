import type { SettingsInput } from "@marketplace/shared/admin-contracts";
import type { MarketplaceAccountsInput } from "@marketplace/shared/marketplace-accounts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useAdminSession } from "../session/admin-session.tsx";
import { adminKeys, useRefreshConsole } from "./admin-keys.ts";

export function useMarketplaceSettings() {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: adminKeys.settings(),
    queryFn: ({ signal }) => request("GET /api/admin/settings", { signal }),
  });
}

export function useSaveSettings() {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (input: SettingsInput) => request("PUT /api/admin/settings", { body: input }),
    onSuccess: refresh,
  });
}

/** Where sellers pay Hunarmand what they owe it (issue 34, item 4). */
export function useMarketplaceAccounts() {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: adminKeys.accounts(),
    queryFn: ({ signal }) => request("GET /api/admin/settings/accounts", { signal }),
  });
}

export function useSaveMarketplaceAccounts() {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (input: MarketplaceAccountsInput) =>
      request("PUT /api/admin/settings/accounts", { body: input }),
    onSuccess: refresh,
  });
}
