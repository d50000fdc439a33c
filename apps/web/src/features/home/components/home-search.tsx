import { SearchCombobox } from "@/features/catalog/components/search-combobox.tsx";
import messages from "@/i18n/catalogs/en/home.json";
import { useT } from "@/i18n/use-t.ts";

/**
 * A phone's first screen starts with search and goods, not a call to sellers (issue 34, item 6):
 * the header's search box fits only wide screens, so below `sm` the home page opens with its own.
 * Wider screens hide it (display: none keeps it out of the accessibility tree as well).
 */
export function HomeSearch() {
  const { t } = useT(messages);
  return (
    <section aria-label={t("home.search.label")} className="px-4 pt-4 sm:hidden">
      <SearchCombobox className="w-full" />
    </section>
  );
}
