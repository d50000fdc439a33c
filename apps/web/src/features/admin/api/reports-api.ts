import type { ProductVisibilityInput } from "@marketplace/shared/admin-contracts";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { Query } from "@/lib/api-endpoints.ts";
import { useAdminSession } from "../session/admin-session.tsx";
import { adminKeys, useRefreshConsole } from "./admin-keys.ts";

export function useAdminReports(filters: Query<"GET /api/admin/reports">) {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: adminKeys.reports(filters),
    queryFn: ({ signal }) => request("GET /api/admin/reports", { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDismissReport() {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (reportId: string) =>
      request("PUT /api/admin/reports/:id", { params: { id: reportId }, body: { status: "dismissed" } }),
    onSuccess: refresh,
  });
}

/** Hiding a listing also resolves its open reports (the server does both at once). */
export function useSetProductVisibility() {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: ({ productId, input }: { productId: string; input: ProductVisibilityInput }) =>
      request("PUT /api/admin/products/:id/visibility", { params: { id: productId }, body: input }),
    onSuccess: refresh,
  });
}
