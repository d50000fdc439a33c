import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client.ts";

/** `GET /api/search/suggestions`: at most five of each, closest first. */
export interface SearchSuggestions {
  success: true;
  products: Array<{ _id: string; name: string; image: string | null; price: number }>;
  stores: Array<{ _id: string; name: string; slug: string }>;
  categories: Array<{ name: string; slug: string }>;
}

export const searchKeys = {
  all: ["search"] as const,
  suggestions: (text: string) => [...searchKeys.all, "suggestions", text] as const,
};

export const fetchSearchSuggestions = (text: string, signal?: AbortSignal) =>
  apiRequest<SearchSuggestions>(`/api/search/suggestions?q=${encodeURIComponent(text)}`, { signal });

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
