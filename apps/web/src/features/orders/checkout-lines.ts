import { formatRupees } from "@marketplace/shared/money";
import type { PaymentMethod } from "@marketplace/shared/order-statuses";
import { methodsForAllStores } from "@marketplace/shared/payment-instructions";
import { unitPrice } from "@marketplace/shared/pricing";
import type { Product } from "@/features/catalog/api/products-api.ts";
import type messages from "@/i18n/catalogs/en/checkout.json";
import type { useT } from "@/i18n/use-t.ts";
import type { CartLine, CartProduct } from "@/lib/cart-lines.ts";
import { lineKey, refreshLines, snapshotFor } from "@/lib/cart-lines.ts";

/** The checkout catalog's `t`, for helpers that word what they return. */
export type CheckoutT = ReturnType<typeof useT<typeof messages>>["t"];

/** What changed about one line since the customer put it in her cart. */
export interface LineChange {
  /**
   * Removed from the shop (or its size is), sold out, or a line without a size for a product that now
   * has sizes (a cart saved before the seller added them): it cannot be bought as it is.
   */
  unavailable: "removed" | "sold-out" | "choose-options" | null;
  /** The unit price she saw before, when the price (or the sale) changed. */
  priceWas: number | null;
  /** How many are left, when she wanted more than that (her quantity came down to it). */
  onlyLeft: number | null;
}

export interface CheckedLine {
  /** The line with the product as the server has it now. */
  line: CartLine;
  change: LineChange;
}

/**
 * The checkout's lines against the server's products now. `seen` is each line's product as the
 * customer last saw it (the cart's snapshot when the checkout opened, by `lineKey`), so a change stays
 * marked after the cart takes the fresh prices. A variant's line is checked against the variant.
 */
export function checkLines(
  lines: CartLine[],
  seen: ReadonlyMap<string, CartProduct>,
  fresh: ReadonlyMap<string, Product | null>,
  now: Date = new Date(),
): CheckedLine[] {
  const refreshed = refreshLines(lines, fresh);
  return lines.map((line, i) => {
    const found = fresh.get(line.product._id);
    const product = found ? snapshotFor(found, line.variant?._id) : null;
    const needsChoice = !!found && !line.variant && (found.variants?.length ?? 0) > 0;
    const current = refreshed[i] as CartLine;
    const before = seen.get(lineKey(line)) ?? line.product;
    const was = unitPrice(before, now);
    return {
      line: current,
      change: {
        unavailable: needsChoice
          ? "choose-options"
          : !product
            ? "removed"
            : product.quantity === 0
              ? "sold-out"
              : null,
        priceWas: product && unitPrice(product, now) !== was ? was : null,
        onlyLeft:
          product && product.quantity > 0 && line.quantity > product.quantity ? product.quantity : null,
      },
    };
  });
}

/** The sentences the checkout shows under a changed line, in the reader's language. */
export function lineChangeNotes(checked: CheckedLine, t: CheckoutT, now: Date = new Date()): string[] {
  const { change, line } = checked;
  if (change.unavailable === "removed") return [t("checkout.change.removed")];
  if (change.unavailable === "sold-out") return [t("checkout.change.soldOut")];
  if (change.unavailable === "choose-options") return [t("checkout.change.chooseOptions")];
  const notes: string[] = [];
  if (change.priceWas !== null) {
    notes.push(
      t("checkout.change.price", {
        was: formatRupees(change.priceWas),
        now: formatRupees(unitPrice(line.product, now)),
      }),
    );
  }
  if (change.onlyLeft !== null) notes.push(t("checkout.change.onlyLeft", { count: change.onlyLeft }));
  return notes;
}

/** Cash on Delivery, plus the methods every store of the buyable lines accepts (never cards). */
export function offeredPaymentMethods(
  fresh: ReadonlyMap<string, Product | null> | null,
  lines: CartLine[],
): PaymentMethod[] {
  if (!fresh) return ["Cash on Delivery"];
  const stores = lines.flatMap((line) => {
    const product = fresh.get(line.product._id);
    return product ? [product.store_id.acceptedPaymentMethods] : [];
  });
  return methodsForAllStores(stores);
}
