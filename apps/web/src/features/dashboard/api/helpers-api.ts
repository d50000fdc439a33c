import {
  type HelperRole,
  helperMay,
  type InviteHelperInput,
  type StoreWork,
} from "@marketplace/shared/store-helpers-contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "@/lib/session/session-provider.tsx";
import { dashboardKeys } from "./dashboard-api.ts";

/** Under the dashboard's keys and keyed by seller, like the rest of her dashboard. */
export const helperKeys = {
  store: (sellerId: string, storeId: string) => [...dashboardKeys.all, "helpers", sellerId, storeId] as const,
  helped: (sellerId: string) => [...dashboardKeys.all, "helped-stores", sellerId] as const,
};

/** A store's helpers, invitations waiting and what helpers did lately (the owner's Helpers page). */
export function useStoreHelpers(storeId: string) {
  const { seller, sellerRequest } = useSession();
  return useQuery({
    queryKey: helperKeys.store(seller?._id ?? "", storeId),
    enabled: Boolean(seller && storeId),
    // Helpers act at any time: read them afresh on every visit.
    staleTime: 0,
    queryFn: ({ signal }) =>
      sellerRequest("GET /api/seller/stores/:id/helpers", { params: { id: storeId }, signal }),
  });
}

function useRefreshHelpers(storeId: string) {
  const queryClient = useQueryClient();
  const { seller } = useSession();
  return () => queryClient.invalidateQueries({ queryKey: helperKeys.store(seller?._id ?? "", storeId) });
}

/** Invites to one store; the form calls it once for each store she chose. */
export function useInviteHelper() {
  const { sellerRequest, seller } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, body }: { storeId: string; body: InviteHelperInput }) =>
      sellerRequest("POST /api/seller/stores/:id/helpers", { params: { id: storeId }, body }),
    onSuccess: (_answer, { storeId }) =>
      queryClient.invalidateQueries({ queryKey: helperKeys.store(seller?._id ?? "", storeId) }),
  });
}

/** Removes a helper, or takes back an invitation: her access ends with the answer. */
export function useRemoveHelper(storeId: string) {
  const { sellerRequest } = useSession();
  const refresh = useRefreshHelpers(storeId);
  return useMutation({
    mutationFn: (helperId: string) =>
      sellerRequest("DELETE /api/seller/stores/:id/helpers/:helperId", { params: { id: storeId, helperId } }),
    onSuccess: refresh,
  });
}

/** The stores the signed-in seller helps, with her role in each. */
export function useHelpedStores() {
  const { seller, sellerRequest } = useSession();
  return useQuery({
    queryKey: helperKeys.helped(seller?._id ?? ""),
    enabled: Boolean(seller),
    // An owner may remove her at any time: read afresh on every visit.
    staleTime: 0,
    queryFn: async ({ signal }) => (await sellerRequest("GET /api/seller/helped-stores", { signal })).stores,
  });
}

export function useAcceptInvitation() {
  const { sellerRequest, seller } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => sellerRequest("POST /api/seller/helpers/accept", { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helperKeys.helped(seller?._id ?? "") }),
  });
}

/**
 * What the signed-in seller is on a store: its owner, a helper in her role, or neither (null);
 * undefined while her helped stores are on their way. Pages use it to offer only what the server
 * will allow (decision 0054); the server refuses the rest anyway.
 */
export function useStoreRole(storeId: string | null): "owner" | HelperRole | null | undefined {
  const { stores } = useSession();
  const helped = useHelpedStores();
  if (!storeId) return null;
  if (stores.some((s) => s._id === storeId)) return "owner";
  if (!helped.data) return helped.isError ? null : undefined;
  return helped.data.find((s) => s._id === storeId)?.role ?? null;
}

/** Whether that role may do this work on the store. */
export function roleMay(role: "owner" | HelperRole | null | undefined, work: StoreWork): boolean {
  if (role === "owner") return true;
  return role != null && helperMay(role, work);
}
