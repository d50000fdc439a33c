/**
 * The meta descriptions of the public pages: what a search result or a chat preview shows under the
 * title, so each names its product, store or category. Each takes the page's `t` (`useT` of the
 * common catalog) to be written in the visitor's language; without one it is English.
 */
import { formatRupees } from "@marketplace/shared/money";
import { unitPrice } from "@marketplace/shared/pricing";
import type { Product } from "@marketplace/shared/products-contracts";
import type { Store } from "@marketplace/shared/stores-contracts";
import { type CommonT, englishCommon } from "./common-words.ts";

/** Search engines show about this many characters; a longer description is cut. */
export const DESCRIPTION_MAX = 160;

/** The text on one line, cut on a word with an ellipsis when longer than `max` characters. */
export function clipOnWord(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const room = line.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(" ");
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,.;:!?–-]+$/, "")}…`;
}

/** "Ajrak Shawl, Rs 3,200 from Sindhi Rilli Crafts. Hand-printed…" */
export function productDescription(
  product: Product,
  t: CommonT = englishCommon,
  now: Date = new Date(),
): string {
  const lead = t("common.describe.product", {
    name: product.name,
    price: formatRupees(unitPrice(product, now)),
    store: product.store_id.name,
  });
  return clipOnWord(`${lead} ${product.description}`);
}

/** "Sindhi Rilli Crafts, handmade in Thatta, Sindh. Rilli quilts from…" */
export function storeDescription(
  store: Pick<Store, "name" | "location" | "description">,
  t: CommonT = englishCommon,
): string {
  const location = store.location.trim();
  const lead = location
    ? t("common.describe.storeIn", { name: store.name, location })
    : t("common.describe.storeWomenRun", { name: store.name });
  return clipOnWord(`${lead} ${store.description}`);
}

/** `category` as the page shows it: the visitor's word for it (`useLabels().category`). */
export function categoryDescription(category: string, t: CommonT = englishCommon): string {
  return clipOnWord(t("common.describe.category", { category }));
}
