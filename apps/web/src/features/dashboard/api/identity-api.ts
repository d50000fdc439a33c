import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Body } from "@/lib/api-endpoints.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { dashboardKeys } from "./dashboard-api.ts";

export const identityKeys = {
  /** Under the dashboard's keys, so whatever refreshes her dashboard refreshes these too. */
  kyc: (sellerId: string) => [...dashboardKeys.all, "kyc", sellerId] as const,
  payouts: (sellerId: string) => [...dashboardKeys.all, "payouts", sellerId] as const,
};

/**
 * Her identity check (issue 30): its status, what she sent and short-lived links to her photos. Read
 * afresh on each visit: an admin decides it at any time, and the photos' links last 5 minutes.
 */
export function useOwnKyc() {
  const { seller, sellerRequest } = useSession();
  return useQuery({
    queryKey: identityKeys.kyc(seller?._id ?? ""),
    enabled: Boolean(seller),
    staleTime: 0,
    queryFn: ({ signal }) => sellerRequest("GET /api/seller/kyc", { signal }),
  });
}

export function useSubmitKyc() {
  const { seller, sellerRequest } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<"PUT /api/seller/kyc">) => sellerRequest("PUT /api/seller/kyc", { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(identityKeys.kyc(seller?._id ?? ""), answer);
      // Her status badge and the dashboard's notices follow.
      return queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}

/** What the next run would pay each of her stores, and her payouts with their references. */
export function useSellerPayouts() {
  const { seller, sellerRequest } = useSession();
  return useQuery({
    queryKey: identityKeys.payouts(seller?._id ?? ""),
    enabled: Boolean(seller),
    staleTime: 0,
    queryFn: ({ signal }) => sellerRequest("GET /api/seller/payouts", { signal }),
  });
}
