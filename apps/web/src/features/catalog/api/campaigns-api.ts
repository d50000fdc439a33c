import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-endpoints.ts";

/** A campaign's page (issue 31): the campaign and the listed products that joined it. */
export const campaignPageQuery = (slug: string) =>
  queryOptions({
    queryKey: ["campaigns", "page", slug] as const,
    queryFn: ({ signal }) => api("GET /api/campaigns/:slug", { params: { slug }, signal }),
  });

export function useCampaignPage(slug: string) {
  return useQuery(campaignPageQuery(slug));
}
