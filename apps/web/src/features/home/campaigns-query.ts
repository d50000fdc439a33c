import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-endpoints.ts";

/** The running and coming campaigns (issue 31): the home page's banner shows the first running one. */
export const openCampaignsQuery = () =>
  queryOptions({
    queryKey: ["campaigns", "open"] as const,
    queryFn: ({ signal }) => api("GET /api/campaigns", { signal }),
  });
