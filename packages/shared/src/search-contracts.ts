import { z } from "zod";
import { SEARCH_MAX } from "./search-limits.ts";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "./text-rules.ts";

export { SEARCH_MAX };

/**
 * Search text as the lists and suggestions take it, under the one text rule for every field (no
 * NUL or other control characters: PostgreSQL cannot hold NUL).
 */
export const SearchText = z
  .string()
  .trim()
  .max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters.`)
  .refine((text) => !hasControlCharacters(text), CONTROL_CHARACTER_MESSAGE);

/** `GET /api/search/suggestions?q=`: something to search for. */
export const SuggestionsQuery = z.object({
  q: z
    .string({ error: "Type something to search for." })
    .trim()
    .min(1, "Type something to search for.")
    .pipe(SearchText),
});

/** What the header's search box suggests: up to 5 products, stores and categories. */
export const SuggestionsAnswer = z.object({
  success: z.literal(true),
  products: z.array(
    z.object({ _id: z.string(), name: z.string(), image: z.string().nullable(), price: z.number() }),
  ),
  stores: z.array(z.object({ _id: z.string(), name: z.string(), slug: z.string() })),
  categories: z.array(z.object({ name: z.string(), slug: z.string() })),
});
export type SuggestionsAnswer = z.infer<typeof SuggestionsAnswer>;
