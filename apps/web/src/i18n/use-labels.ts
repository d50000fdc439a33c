import { type Category, categorySlug } from "@marketplace/shared/categories";
import type { SettlementMethod } from "@marketplace/shared/ledger-contracts";
import type { Country, OrderStatus, PaymentMethod, PaymentStatus } from "@marketplace/shared/order-statuses";
import type { ProductSort } from "@marketplace/shared/product-sorts";
import { useMemo } from "react";
import messages from "./catalogs/en/labels.json";
import { useT } from "./use-t.ts";

type Key = keyof typeof messages;

/**
 * The names of the shared lists' values in the reader's language. The values themselves (sent to and
 * stored by the API) stay English: "Handmade Clothing", "Shipped", "Cash on Delivery".
 */
export function useLabels() {
  const { t } = useT(messages);
  return useMemo(() => {
    const label = (kind: string, value: string) => t(`labels.${kind}.${categorySlug(value)}` as Key);
    return {
      category: (value: Category) => label("category", value),
      orderStatus: (value: OrderStatus) => label("orderStatus", value),
      paymentStatus: (value: PaymentStatus) => label("paymentStatus", value),
      paymentMethod: (value: PaymentMethod) => label("paymentMethod", value),
      /** How money was sent back or settled: a refund's, a remittance's. */
      settlementMethod: (value: SettlementMethod) => label("settlementMethod", value),
      country: (value: Country) => label("country", value),
      sort: (value: ProductSort) => t(`labels.sort.${value}` as Key),
    };
  }, [t]);
}
