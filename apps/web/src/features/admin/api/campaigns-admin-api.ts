import type { CreateCampaignInput, UpdateCampaignInput } from "@marketplace/shared/campaigns-contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT, useAdminSession } from "../session/admin-session.tsx";
import { useRefreshConsole } from "./admin-keys.ts";

const campaignsKey = [...ADMIN_QUERY_ROOT, "campaigns"] as const;

/** Every campaign (issue 31), the latest start first. */
export function useAdminCampaigns() {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: campaignsKey,
    queryFn: ({ signal }) =>
      request("GET /api/admin/campaigns", { signal }).then((answer) => answer.campaigns),
  });
}

function useCampaignChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const refresh = useRefreshConsole();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      // The shop's banner and prices follow a campaign.
      void queryClient.invalidateQueries({ queryKey: ["campaigns"] });
      void queryClient.invalidateQueries({ queryKey: campaignsKey });
      return refresh();
    },
  });
}

export function useAddCampaign() {
  const { request } = useAdminSession();
  return useCampaignChange((input: CreateCampaignInput) =>
    request("POST /api/admin/campaigns", { body: input }),
  );
}

export function useSaveCampaign() {
  const { request } = useAdminSession();
  return useCampaignChange(({ id, ...changes }: UpdateCampaignInput & { id: string }) =>
    request("PUT /api/admin/campaigns/:id", { params: { id }, body: changes }),
  );
}
