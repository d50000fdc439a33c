import { SEARCH_MAX } from "@marketplace/shared/search-limits";
import { Search } from "lucide-react";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button.tsx";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";
import { URL_FILTER_PARAMS } from "@/lib/use-url-filters.ts";
import { KeptFilterFields } from "./kept-filter-fields.tsx";

interface CatalogSearchBoxProps {
  text: string;
  onTextChange: (text: string) => void;
  /** Enter or the Search button: search at once rather than after the typing pause. */
  onSubmit: () => void;
}

/** The big search box in the catalog's banner; the page applies the text once typing pauses. */
export function CatalogSearchBox({ text, onTextChange, onSubmit }: CatalogSearchBoxProps) {
  const { t } = useT(messages);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <search>
      {/* Without JavaScript, a plain GET of this page with the words in the address. */}
      <form method="get" onSubmit={submit} className="mx-auto mt-6 flex max-w-xl items-center gap-2">
        {/* New words are corrected again: "search instead for" (`exact`) held for the old ones only. */}
        <KeptFilterFields asked={["search", "exact"]} />
        <label htmlFor="catalog-search" className="sr-only">
          {t("catalog.search.label")}
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 start-4 h-5 w-5 -translate-y-1/2 text-stone-400"
            aria-hidden="true"
          />
          <input
            id="catalog-search"
            name={URL_FILTER_PARAMS.search}
            type="search"
            value={text}
            maxLength={SEARCH_MAX}
            onChange={(event) => onTextChange(event.target.value)}
            placeholder={t("catalog.search.placeholder")}
            className="h-12 w-full rounded-full border-0 bg-white pe-4 ps-12 text-base text-stone-900 shadow-sm placeholder:text-stone-400 focus:ring-2 focus:ring-accent-300 focus:outline-none"
          />
        </div>
        <Button type="submit" variant="accent" size="lg" padding="none" className="px-4 sm:px-7">
          <Search className="h-5 w-5 sm:hidden" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t("catalog.search.submit")}</span>
        </Button>
      </form>
    </search>
  );
}
