import type { ShipmentInput } from "@marketplace/shared/couriers-contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-endpoints.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { orderKeys } from "./orders-api.ts";

/** The active couriers a seller ships with (issue 28); public, so fetched without a token. */
export function useCouriers() {
  return useQuery({
    queryKey: ["couriers"] as const,
    queryFn: ({ signal }) => api("GET /api/couriers", { signal }).then((answer) => answer.couriers),
    staleTime: 5 * 60_000,
  });
}

/** Ships the store's order with a courier: a typed consignment number or a booked pickup. */
export function useShipOrder(storeId: string) {
  const { sellerRequest } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: ShipmentInput & { orderId: string }) =>
      sellerRequest("POST /api/orders/:id/shipment", { params: { id: orderId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.storeList(storeId) }),
  });
}
