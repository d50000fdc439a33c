/**
 * The longest search anyone types; the search boxes stop there and the API refuses more. Kept apart
 * from search-contracts.ts, which builds zod schemas, so the web's header can import it without zod.
 */
export const SEARCH_MAX = 100;
