import { useSearchParams } from "react-router";
import {
  readUrlFilters,
  URL_FILTER_PARAMS,
  type UrlFilters,
  writeUrlFilters,
} from "@/lib/use-url-filters.ts";

interface KeptFilterFieldsProps {
  /** The filters the form asks for itself; the others in the address travel as hidden fields. */
  asked: ReadonlyArray<keyof UrlFilters>;
}

/**
 * A GET form sends only its own fields, so a search sent without JavaScript would drop the chosen
 * category and sort: these carry the filters the form does not ask for. Any change starts again at
 * the list's first page, so the page is never carried.
 */
export function KeptFilterFields({ asked }: KeptFilterFieldsProps) {
  const [params] = useSearchParams();
  const skipped = new Set<string>([...asked, "page" as const].map((filter) => URL_FILTER_PARAMS[filter]));
  const kept = [...writeUrlFilters(readUrlFilters(params))].filter(([name]) => !skipped.has(name));
  return kept.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
