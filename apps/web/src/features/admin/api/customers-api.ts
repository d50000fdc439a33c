import type { AdminCustomerListQuery, ClearRefusalsInput } from "@marketplace/shared/cod-confirmation";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useAdminSession } from "../session/admin-session.tsx";
import { adminKeys, useRefreshConsole } from "./admin-keys.ts";

/** The console's customer search (issue 27): by name or e-mail, a page at a time. */
export function useAdminCustomers(filters: Partial<AdminCustomerListQuery>) {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: adminKeys.customers(filters),
    queryFn: ({ signal }) => request("GET /api/admin/customers", { query: filters, signal }),
    // Paging and a new search keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** One customer's Cash-on-Delivery standing: her refusals, her deliveries, whether COD is hers. */
export function useAdminCustomer(customerId: string) {
  const { request } = useAdminSession();
  return useQuery({
    queryKey: adminKeys.customer(customerId),
    queryFn: ({ signal }) =>
      request("GET /api/admin/customers/:id", { params: { id: customerId }, signal }).then((a) => a.customer),
  });
}

export function useClearRefusals(customerId: string) {
  const { request } = useAdminSession();
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (body: ClearRefusalsInput) =>
      request("PUT /api/admin/customers/:id/refusals", { params: { id: customerId }, body }),
    onSuccess: refresh,
  });
}
