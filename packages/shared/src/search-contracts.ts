import { z } from "zod";

/** The longest search anyone types; the search boxes stop there and the API refuses more. */
export const SEARCH_MAX = 100;

/**
 * Search text as the lists and suggestions take it. PostgreSQL cannot hold a NUL character in
 * text, so one is refused here with a message instead of failing in the database.
 */
export const SearchText = z
  .string()
  .trim()
  .max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters.`)
  .refine((text) => !text.includes("\u0000"), "Search must not contain NUL characters.");

/** `GET /api/search/suggestions?q=`: something to search for. */
export const SuggestionsQuery = z.object({
  q: z
    .string({ error: "Type something to search for." })
    .trim()
    .min(1, "Type something to search for.")
    .pipe(SearchText),
});
