import { useQuery } from "@tanstack/react-query";
import { useAdminSession } from "../session/admin-session.tsx";
import { adminKeys } from "./admin-keys.ts";

/** The overview's window: the figures and the chart cover the last 30 days. */
export const OVERVIEW_DAYS = 30;

export function useAdminOverview() {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: adminKeys.overview(OVERVIEW_DAYS),
    queryFn: ({ signal }) => request("GET /api/admin/overview", { query: { days: OVERVIEW_DAYS }, signal }),
  });
}
