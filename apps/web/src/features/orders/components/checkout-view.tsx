import type { CartLine } from "@/features/cart/cart-lines.ts";

export interface CheckoutViewProps {
  /** What is being bought: the cart's lines, or one product with its quantity for Buy Now. */
  lines: CartLine[];
  /** Shows a "Back to Product" (or back to shopping) button that calls this. */
  onBack?: () => void;
  backLabel?: string;
  /** Buy Now leaves the cart alone; the cart checkout empties the cart after success. */
  source: "cart" | "buy-now";
}

// Interface agreed between the catalog and orders features; the orders feature builds the view.
export function CheckoutView(_props: CheckoutViewProps) {
  return null;
}
