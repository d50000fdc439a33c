import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Body } from "@/lib/api-endpoints.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { dashboardKeys } from "./dashboard-api.ts";
import { identityKeys, useOwnKyc } from "./own-kyc-api.ts";

export { identityKeys, useOwnKyc };

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
