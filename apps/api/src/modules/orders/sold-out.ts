import { and, inArray, lte } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { products, productVariants } from "../../db/schema/index.ts";

/**
 * Whether any of these products, or any of their variants, has no stock left: an order that sold
 * one out changes which lists it is in and where (in-stock filters and counts, sold-out ones
 * last), so it forgets every kept list (decision 0059). One that did not changes only the
 * products' own pages and the lists that show them.
 */
export async function anySoldOut(db: Executor, productIds: string[]): Promise<boolean> {
  if (productIds.length === 0) return false;
  const product = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), lte(products.quantity, 0)))
    .limit(1);
  if (product.length > 0) return true;
  const variant = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(inArray(productVariants.productId, productIds), lte(productVariants.quantity, 0)))
    .limit(1);
  return variant.length > 0;
}
