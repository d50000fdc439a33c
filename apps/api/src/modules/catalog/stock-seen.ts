import type { StockFigures } from "@marketplace/shared/products-contracts";
import type { Executor } from "../../db/create-db.ts";
import { HttpError } from "../../lib/http-error.ts";
import * as repo from "./products.repository.ts";

/**
 * Keeps a product edit from undoing sales made while its form was open (issue 37): the form sends
 * the stock it was shown (`stockSeen`). A figure she left as shown is not written, so what sold
 * meanwhile stays sold; one she changed is written only when the stock is still what she saw, and
 * otherwise the edit is refused with the figures as they are now. Runs under the product's row lock,
 * which a checkout takes before it takes stock, so no sale slips between the check and the write.
 */
export async function stockToWrite(
  tx: Executor,
  locked: repo.ProductRow,
  seen: StockFigures | undefined,
  sent: { quantity: number | undefined; variants: repo.VariantValues[] | undefined },
): Promise<{ quantity: number | undefined; variants: repo.VariantValues[] | undefined }> {
  if (!seen) return sent;
  const stored = sent.variants || seen.variants ? await repo.findVariants(tx, locked.id) : [];
  const storedByKey = new Map(stored.map((v) => [repo.optionsKey(v.options), v.quantity]));
  const seenByKey = new Map((seen.variants ?? []).map((v) => [repo.optionsKey(v.options), v.quantity]));
  let soldMeanwhile = 0;
  let moved = false;

  /** The figure to write for one stock count: now, as seen, and as sent. */
  const decide = (now: number | undefined, shown: number | undefined, wanted: number) => {
    if (now === undefined || shown === undefined) return wanted;
    if (wanted === shown) return now;
    if (now !== shown) {
      moved = true;
      soldMeanwhile += shown - now;
    }
    return wanted;
  };

  const variants = sent.variants?.map((v) => {
    const key = repo.optionsKey(v.options);
    return { ...v, quantity: decide(storedByKey.get(key), seenByKey.get(key), v.quantity ?? 0) };
  });
  const quantity =
    sent.quantity === undefined ? undefined : decide(locked.quantity, seen.quantity, sent.quantity);
  if (moved) throw stockMoved(soldMeanwhile, locked.quantity, stored);
  return { quantity, variants };
}

function stockMoved(sold: number, quantity: number, variants: repo.ProductVariantRow[]): HttpError {
  const message =
    sold > 0
      ? `This product sold ${sold} while you were editing. The stock shows what is left now; check it and save again.`
      : "The stock of this product changed while you were editing. Check the figures and save again.";
  const stock: StockFigures = {
    quantity,
    variants: variants.map((v) => ({ options: v.options, quantity: v.quantity })),
  };
  return new HttpError(409, message, undefined, { body: { stock } });
}
