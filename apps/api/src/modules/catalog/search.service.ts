import { CATEGORIES, categorySlug } from "@marketplace/shared/categories";
import { paisaToRupees } from "@marketplace/shared/money";
import type { SuggestionsAnswer } from "@marketplace/shared/search-contracts";
import type { Database } from "../../db/create-db.ts";
import type { ImageUrls } from "../../lib/public-urls.ts";
import { findImages } from "./products.repository.ts";
import * as repo from "./search.repository.ts";

/** At most this many of each kind: a short list to choose from while typing, not a results page. */
export const SUGGESTIONS_PER_KIND = 5;

export type SearchSuggestions = Omit<SuggestionsAnswer, "success">;

export async function searchSuggestions(
  db: Database,
  text: string,
  imageUrls: ImageUrls,
  now = new Date(),
): Promise<SearchSuggestions> {
  const [products, stores] = await Promise.all([
    repo.findProductSuggestions(db, text, SUGGESTIONS_PER_KIND, now),
    repo.findStoreSuggestions(db, text, SUGGESTIONS_PER_KIND),
  ]);
  // Images come in position order, so the first one seen per product is its cover.
  const covers = new Map<string, string>();
  for (const image of await findImages(
    db,
    products.map((p) => p.id),
  )) {
    if (!covers.has(image.productId)) covers.set(image.productId, imageUrls.toPublic(image.thumbUrl));
  }
  return {
    products: products.map((p) => ({
      _id: p.id,
      name: p.name,
      image: covers.get(p.id) ?? null,
      price: paisaToRupees(Number(p.pricePaisa)),
    })),
    stores: stores.map((s) => ({ _id: s.id, name: s.name, slug: s.slug })),
    categories: matchingCategories(text)
      .slice(0, SUGGESTIONS_PER_KIND)
      .map((name) => ({ name, slug: categorySlug(name) })),
  };
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, " ")
    .split(/[^a-z0-9]+/)
    .filter((w) => w && w !== "and");

/**
 * Categories every typed word points to: the start of one of its words ("jewel", "kni"), or a
 * spelling of it that shares its first five letters ("jewellery" for Jewelry, "clothes").
 */
export function matchingCategories(text: string): string[] {
  const typed = words(text);
  if (typed.length === 0) return [];
  const close = (word: string, categoryWord: string) =>
    categoryWord.startsWith(word) || (word.length >= 5 && categoryWord.slice(0, 5) === word.slice(0, 5));
  return CATEGORIES.filter((category) => {
    const own = words(category);
    return typed.every((word) => own.some((categoryWord) => close(word, categoryWord)));
  });
}
