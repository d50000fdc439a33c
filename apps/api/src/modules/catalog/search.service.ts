import { CATEGORIES, type Category, categorySlug } from "@marketplace/shared/categories";
import { paisaToRupees } from "@marketplace/shared/money";
import { CATEGORY_NAMES_IN_URDU } from "@marketplace/shared/search/category-words";
import { GLOSSARY, type GlossaryEntry } from "@marketplace/shared/search/glossary";
import { isUrdu, searchWords, wordKeys } from "@marketplace/shared/search/normalise";
import { glossarySenses, isStopWord } from "@marketplace/shared/search/search-plan";
import type { SuggestionsAnswer } from "@marketplace/shared/search-contracts";
import type { Database } from "../../db/create-db.ts";
import type { ImageUrls } from "../../lib/public-urls.ts";
import { findImages } from "./products.repository.ts";
import * as repo from "./search.repository.ts";
import { searchGlossary } from "./search-glossary.ts";

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
    categories: matchingCategories(text, await searchGlossary(db))
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

/** A typed English word points to a category word: its start ("jewel", "kni"), or its first five letters. */
const close = (word: string, categoryWord: string) =>
  categoryWord.startsWith(word) || (word.length >= 5 && categoryWord.slice(0, 5) === word.slice(0, 5));

const urduKey = (word: string) => wordKeys(word)?.exact ?? "";
const URDU_CATEGORY_WORDS = new Map(
  CATEGORIES.map((category) => [category, searchWords(CATEGORY_NAMES_IN_URDU[category]).map(urduKey)]),
);

/** One typed word points to the category: in English, in Urdu, or through a glossary sense ("zewar"). */
function pointsTo(word: string, category: Category, glossary: readonly GlossaryEntry[]): boolean {
  if (isUrdu(word)) {
    const key = urduKey(word);
    if (key && URDU_CATEGORY_WORDS.get(category)?.some((own) => own.startsWith(key))) return true;
  } else {
    const typed = words(word);
    if (typed.length > 0 && typed.every((w) => words(category).some((own) => close(w, own)))) return true;
  }
  return glossarySenses(word, glossary).some((sense) => {
    const senseWords = words(sense);
    return (
      senseWords.length > 0 &&
      senseWords.every((w) => words(category).some((own) => own === w || close(w, own)))
    );
  });
}

/**
 * Categories every typed word points to (issue 33: in either script): the start of one of its words
 * ("jewel", "kni", "زیور"), a spelling of it that shares its first five letters ("jewellery" for
 * Jewelry, "clothes"), or a glossary word whose English sense is one of its words ("zewar").
 */
export function matchingCategories(text: string, glossary: readonly GlossaryEntry[] = GLOSSARY): string[] {
  const typed = searchWords(text.replace(/&/g, " ")).filter((w) => !isStopWord(w));
  if (typed.length === 0) return [];
  return CATEGORIES.filter((category) => typed.every((word) => pointsTo(word, category, glossary)));
}
