import { spellingsPerWord } from "@marketplace/shared/search/search-plan";
import { and, desc, ilike, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { products, stores } from "../../db/schema/index.ts";
import { escapeLike, filterConditions, unitPricePaisa } from "./products.repository.ts";
import { storeIsListed } from "./public-listing.ts";
import { searchRank } from "./search.match.ts";
import { resolveSearch } from "./search.words.ts";
import { searchGlossary } from "./search-glossary.ts";

/**
 * Listed products the list's own search finds (any script, words, partial names, typos): the closest
 * matches first (decision 0047), then the most similar names.
 */
export async function findProductSuggestions(db: Executor, search: string, limit: number, now: Date) {
  const resolved = await resolveSearch(db, search);
  return db
    .select({
      id: products.id,
      name: products.name,
      pricePaisa: unitPricePaisa(now),
    })
    .from(products)
    .where(filterConditions({ search }, now, resolved))
    .orderBy(
      sql`${searchRank(resolved)}`,
      desc(sql`word_similarity(${search}, ${products.name})`),
      desc(products.createdAt),
      desc(products.id),
    )
    .limit(limit);
}

/**
 * Listed stores whose name contains the typed text, or a word close to it (the name's trigram index),
 * or for every typed word one of its glossary spellings in either script ("رلی" finds "Sindhi Rilli
 * Crafts"; decision 0047).
 */
export async function findStoreSuggestions(db: Executor, search: string, limit: number) {
  const contains = (text: string) => ilike(stores.name, `%${escapeLike(text)}%`);
  const words = spellingsPerWord(search, undefined, await searchGlossary(db));
  const bySpellings =
    words.length > 0 ? and(...words.map((spellings) => or(...spellings.map(contains)))) : undefined;
  return db
    .select({ id: stores.id, name: stores.name, slug: stores.slug })
    .from(stores)
    .where(and(storeIsListed, or(contains(search), sql`${search} <% ${stores.name}`, bySpellings)))
    .orderBy(desc(sql`word_similarity(${search}, ${stores.name})`), desc(stores.createdAt), desc(stores.id))
    .limit(limit);
}
