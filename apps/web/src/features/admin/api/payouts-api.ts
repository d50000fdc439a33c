import type { KycDecisionInput } from "@marketplace/shared/kyc-contracts";
import type { PayoutRunActionInput, PayoutUpdateInput } from "@marketplace/shared/payouts-contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { downloadFile } from "@/lib/api-download.ts";
import { saveFile } from "@/lib/save-file.ts";
import { ADMIN_QUERY_ROOT, useAdminSession } from "../session/admin-session.tsx";
import { useRefreshConsole } from "./admin-keys.ts";

/** Under the console's root, which sign-out forgets. */
const payoutKeys = {
  runs: () => [...ADMIN_QUERY_ROOT, "payout-runs"] as const,
  kyc: (sellerId: string) => [...ADMIN_QUERY_ROOT, "seller-kyc", sellerId] as const,
};

/** A seller's identity check with short-lived links to her photos: read afresh on every visit. */
export function useSellerKyc(sellerId: string) {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: payoutKeys.kyc(sellerId),
    staleTime: 0,
    queryFn: ({ signal }) => request("GET /api/admin/sellers/:id/kyc", { params: { id: sellerId }, signal }),
  });
}

export function useDecideKyc(sellerId: string) {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (input: KycDecisionInput) =>
      request("PUT /api/admin/sellers/:id/kyc", { params: { id: sellerId }, body: input }),
    onSuccess: refresh,
  });
}

/** The last 20 payout runs, newest first, with their lines. */
export function usePayoutRuns() {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: payoutKeys.runs(),
    queryFn: ({ signal }) => request("GET /api/admin/payout-runs", { signal }),
  });
}

export function useProposeRun() {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: () => request("POST /api/admin/payout-runs", {}),
    onSuccess: refresh,
  });
}

export function useActOnRun() {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: ({ runId, input }: { runId: string; input: PayoutRunActionInput }) =>
      request("PUT /api/admin/payout-runs/:id", { params: { id: runId }, body: input }),
    onSuccess: refresh,
  });
}

export function useUpdatePayout() {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: ({ payoutId, input }: { payoutId: string; input: PayoutUpdateInput }) =>
      request("PUT /api/admin/payouts/:id", { params: { id: payoutId }, body: input }),
    onSuccess: refresh,
  });
}

/** Downloads an approved run's bank file and hands it to the browser to save. */
export function useDownloadBankFile() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: async (runId: string) => {
      const file = await downloadFile("GET /api/admin/payout-runs/:id/bank-file.csv", {
        params: { id: runId },
        token,
      });
      saveFile(file.blob, file.filename ?? "payouts.csv");
    },
  });
}
