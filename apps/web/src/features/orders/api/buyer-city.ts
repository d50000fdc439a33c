import { useSession } from "@/lib/session/session-provider.tsx";
import { useCustomerOrders } from "./orders-api.ts";

/**
 * The city the signed-in customer's latest order went to, or "" (a visitor, or no order yet): where
 * the product and store pages estimate delivery to (issue 34, items 7 and 8). Read after the page
 * hydrates, so the server's page and the browser's first render agree.
 */
export function useBuyerCity(): string {
  const { customer } = useSession();
  const orders = useCustomerOrders(customer?._id ?? "");
  return orders.data?.[0]?.shippingAddress.city ?? "";
}
