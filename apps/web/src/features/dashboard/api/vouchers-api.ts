import type { CreateVoucherInput, UpdateVoucherInput } from "@marketplace/shared/vouchers-contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "@/lib/session/session-provider.tsx";
import { dashboardKeys } from "./dashboard-api.ts";

export const voucherKeys = {
  /** Under the dashboard's keys and keyed by seller, like the rest of her dashboard. */
  store: (sellerId: string, storeId: string) =>
    [...dashboardKeys.all, "vouchers", sellerId, storeId] as const,
};

/** A store's voucher codes, newest first, with their uses and the discount they gave. */
export function useStoreVouchers(storeId: string) {
  const { seller, sellerRequest } = useSession();
  return useQuery({
    queryKey: voucherKeys.store(seller?._id ?? "", storeId),
    enabled: Boolean(seller && storeId),
    // Buyers use codes at any time: read the uses afresh on every visit.
    staleTime: 0,
    queryFn: ({ signal }) =>
      sellerRequest("GET /api/seller/stores/:id/vouchers", { params: { id: storeId }, signal }),
  });
}

function useRefreshVouchers(storeId: string) {
  const queryClient = useQueryClient();
  const { seller } = useSession();
  return () => queryClient.invalidateQueries({ queryKey: voucherKeys.store(seller?._id ?? "", storeId) });
}

export function useCreateVoucher(storeId: string) {
  const { sellerRequest } = useSession();
  const refresh = useRefreshVouchers(storeId);
  return useMutation({
    mutationFn: (body: CreateVoucherInput) =>
      sellerRequest("POST /api/seller/stores/:id/vouchers", { params: { id: storeId }, body }),
    onSuccess: refresh,
  });
}

/** Pauses, resumes or ends a code (or changes its terms). */
export function useUpdateVoucher(storeId: string) {
  const { sellerRequest } = useSession();
  const refresh = useRefreshVouchers(storeId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateVoucherInput }) =>
      sellerRequest("PUT /api/seller/vouchers/:id", { params: { id }, body }),
    onSuccess: refresh,
  });
}
