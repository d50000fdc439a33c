import { useQuery } from "@tanstack/react-query";
import { useSession } from "@/lib/session/session-provider.tsx";

/**
 * Her identity check's cache keys, under the dashboard's ("dashboard", as `dashboardKeys.all`), so
 * whatever refreshes her dashboard refreshes these too. Kept apart from `dashboard-api.ts`, so that
 * the public store page, which asks whether its owner is listed yet, loads no more than this.
 */
export const identityKeys = {
  kyc: (sellerId: string) => ["dashboard", "kyc", sellerId] as const,
  payouts: (sellerId: string) => ["dashboard", "payouts", sellerId] as const,
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
