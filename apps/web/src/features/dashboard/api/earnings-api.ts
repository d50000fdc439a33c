import type { LedgerQuery } from "@marketplace/shared/ledger-contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { downloadFile } from "@/lib/api-download.ts";
import { saveFile } from "@/lib/save-file.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { dashboardKeys } from "./dashboard-api.ts";

export const earningsKeys = {
  /** Under the dashboard's keys, so whatever refreshes her dashboard refreshes her earnings too. */
  all: [...dashboardKeys.all, "earnings"] as const,
  ledger: (sellerId: string, storeId: string, range: LedgerQuery) =>
    [...earningsKeys.all, sellerId, storeId, range] as const,
};

/** Only the set sides of a range go to the server. */
function rangeQuery({ from, to }: { from: string; to: string }): LedgerQuery {
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** Her store's balance now and its statement between `from` and `to` ("" leaves a side open). */
export function useStoreLedger(storeId: string, range: { from: string; to: string }, enabled = true) {
  const { seller, sellerRequest } = useSession();
  const query = rangeQuery(range);
  return useQuery({
    queryKey: earningsKeys.ledger(seller?._id ?? "", storeId, query),
    enabled: Boolean(seller && storeId) && enabled,
    // Admins record settlements at any time: read the balance afresh on every visit.
    staleTime: 0,
    queryFn: ({ signal }) =>
      sellerRequest("GET /api/seller/stores/:storeId/ledger", { params: { storeId }, query, signal }),
  });
}

/** Downloads the same statement as a CSV file and hands it to the browser to save. */
export function useDownloadLedger(storeId: string) {
  const { sellerToken } = useSession();
  return useMutation({
    mutationFn: async (range: { from: string; to: string }) => {
      const query = rangeQuery(range);
      const file = await downloadFile("GET /api/seller/stores/:storeId/ledger.csv", {
        params: { storeId },
        query,
        token: sellerToken,
      });
      const dates = [query.from, query.to].filter(Boolean).join("-to-");
      saveFile(file.blob, file.filename ?? `hunarmand-statement${dates ? `-${dates}` : ""}.csv`);
    },
  });
}
