import type { AdminSellerListQuery, SellerStatusInput } from "@marketplace/shared/admin-contracts";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useAdminSession } from "../session/admin-session.tsx";
import { adminKeys, useRefreshConsole } from "./admin-keys.ts";

export function useAdminSellers(filters: Partial<AdminSellerListQuery>) {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: adminKeys.sellers(filters),
    queryFn: ({ signal }) => request("GET /api/admin/sellers", { query: filters, signal }),
    // Paging and switching tabs keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useSetSellerStatus() {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: ({ sellerId, input }: { sellerId: string; input: SellerStatusInput }) =>
      request("PUT /api/admin/sellers/:id/status", { params: { id: sellerId }, body: input }),
    onSuccess: refresh,
  });
}
