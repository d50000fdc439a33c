/**
 * The meta descriptions of the public pages: what a search result or a chat preview shows under the
 * title, so each names its product, store or category.
 */
import { formatRupees } from "@marketplace/shared/money";
import { unitPrice } from "@marketplace/shared/pricing";
import type { Product } from "@marketplace/shared/products-contracts";
import type { Store } from "@marketplace/shared/stores-contracts";
import { SITE_NAME } from "./site-identity.ts";

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
export function productDescription(product: Product, now: Date = new Date()): string {
  const lead = `${product.name}, ${formatRupees(unitPrice(product, now))} from ${product.store_id.name}.`;
  return clipOnWord(`${lead} ${product.description}`);
}

/** "Sindhi Rilli Crafts, handmade in Thatta, Sindh. Rilli quilts from…" */
export function storeDescription(store: Pick<Store, "name" | "location" | "description">): string {
  const where = store.location.trim() ? `handmade in ${store.location.trim()}` : "a women-run store";
  return clipOnWord(`${store.name}, ${where}, on ${SITE_NAME}. ${store.description}`);
}

export function categoryDescription(category: string): string {
  return clipOnWord(`Handmade ${category} from women-run stores across Pakistan, on ${SITE_NAME}.`);
}
