import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-endpoints.ts";

export const searchKeys = {
  all: ["search"] as const,
  suggestions: (text: string) => [...searchKeys.all, "suggestions", text] as const,
};

/** `GET /api/search/suggestions`: at most five of each, closest first. */
export const fetchSearchSuggestions = (text: string, signal?: AbortSignal) =>
  api("GET /api/search/suggestions", { query: { q: text }, signal });

export const searchSuggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(text),
    queryFn: ({ signal }) => fetchSearchSuggestions(text, signal),
    // The last answer stays up while the next word loads, so the list does not flicker.
    placeholderData: keepPreviousData,
  });

/** Suggestions for settled text; nothing is asked for while the box is empty. */
export function useSearchSuggestions(text: string) {
  return useQuery({ ...searchSuggestionsQuery(text), enabled: text !== "" });
}
