import messages from "@/i18n/catalogs/en/home.json";
import { useT } from "@/i18n/use-t.ts";
import { useLayoutSlots } from "@/lib/layout-slots.tsx";

/**
 * A phone's first screen starts with search and goods, not a call to sellers (issue 34, item 6):
 * the header's search box fits only wide screens, so below `sm` the home page opens with the same box,
 * lent by the site's frame. Wider screens hide it (display: none keeps it out of the accessibility tree).
 */
export function HomeSearch() {
  const { t } = useT(messages);
  const { SearchBox } = useLayoutSlots();
  if (!SearchBox) return null;
  return (
    <section aria-label={t("home.search.label")} className="px-4 pt-4 sm:hidden">
      <SearchBox className="w-full" />
    </section>
  );
}
