import type { StockFigures, StockMovedAnswer } from "@marketplace/shared/products-contracts";
import type { Product } from "@/features/catalog/api/products-api.ts";
import type { FieldError } from "@/lib/api-client.ts";

/**
 * The stock an edit form shows, sent back with the edit as `stockSeen` so that what sells while she
 * edits stays sold (issue 37): a figure she leaves as shown is not written.
 */
export function stockFiguresOf(product: Pick<Product, "quantity" | "variants">): StockFigures {
  return {
    quantity: product.quantity,
    variants: (product.variants ?? []).map((v) => ({ options: { ...v.options }, quantity: v.quantity })),
  };
}

const sameOptions = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/**
 * The stock a 409 answered, when it did: the figures as they are now, which become what the form
 * was shown, so that saving again writes what she typed.
 */
export function stockNowOf(body: Record<string, unknown>): StockFigures | undefined {
  return (body as Partial<StockMovedAnswer>).stock;
}

/**
 * One message under each stock field she typed, saying what is in stock now; her figures stay in the
 * inputs. `sent` is what the form saved, in the form's order.
 */
export function stockNowErrors(
  now: StockFigures,
  sent: { quantity?: number; variants?: { options: Record<string, string>; quantity: number }[] },
  say: (count: number) => string,
): FieldError[] {
  if (sent.variants && sent.variants.length > 0) {
    return sent.variants.flatMap((row, i) => {
      const current = now.variants?.find((v) => sameOptions(v.options, row.options));
      return current && current.quantity !== row.quantity
        ? [{ field: `variants.${i}.quantity`, message: say(current.quantity) }]
        : [];
    });
  }
  return now.quantity === undefined ? [] : [{ field: "quantity", message: say(now.quantity) }];
}
