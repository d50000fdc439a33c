import type { CampaignProductsInput } from "@marketplace/shared/campaigns-contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { productKeys } from "@/features/catalog/api/products-api.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { dashboardKeys } from "./dashboard-api.ts";

const sellerCampaignsKey = (sellerId: string) => [...dashboardKeys.all, "campaigns", sellerId] as const;

/** The marketplace's running and coming campaigns, each with which of her products joined (issue 31). */
export function useSellerCampaigns() {
  const { seller, sellerRequest } = useSession();
  return useQuery({
    queryKey: sellerCampaignsKey(seller?._id ?? ""),
    enabled: Boolean(seller),
    queryFn: ({ signal }) => sellerRequest("GET /api/seller/campaigns", { signal }),
  });
}

/** Joins her products to a campaign, or takes them out (`leave`). */
export function useChangeCampaignProducts() {
  const { seller, sellerRequest } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignId, body }: { campaignId: string; body: CampaignProductsInput }) =>
      sellerRequest("POST /api/seller/campaigns/:id/products", { params: { id: campaignId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sellerCampaignsKey(seller?._id ?? "") });
      // Her products now sell at the campaign's price.
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
