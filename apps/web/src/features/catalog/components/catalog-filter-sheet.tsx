import type { ProductFacets } from "@marketplace/shared/products-contracts";
import { Button } from "@/components/ui/button.tsx";
import { Sheet, SheetClose } from "@/components/ui/sheet.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import messages from "@/i18n/catalogs/en/filters.json";
import { useT } from "@/i18n/use-t.ts";
import type { UrlFilters } from "@/lib/use-url-filters.ts";
import { CatalogFilterPanel } from "./catalog-filter-panel.tsx";

interface CatalogFilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: UrlFilters;
  onChange: (next: UrlFilters) => void;
  /** "24 products" once the list for these filters is known; null while it loads. */
  total: string | null;
  loading: boolean;
  /** The counts beside each choice; undefined until they are known. */
  facets?: ProductFacets;
}

/**
 * The filters on a phone or tablet: a sheet up from the bottom, closed by "Show N products". The
 * server renders this layout for every screen (it cannot know the width) and without JavaScript the
 * sheet cannot open, so the panel is also in the page then, as its plain GET form.
 */
export function CatalogFilterSheet({
  open,
  onOpenChange,
  filters,
  onChange,
  total,
  loading,
  facets,
}: CatalogFilterSheetProps) {
  const { t } = useT(messages);
  return (
    <>
      <noscript>
        <section aria-label={t("filters.title")} className="mx-auto max-w-7xl px-4 pb-10">
          <h2 className="mb-4 text-lg font-semibold text-stone-900">{t("filters.title")}</h2>
          <div className="max-w-md rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80">
            <CatalogFilterPanel filters={filters} onChange={onChange} facets={facets} />
          </div>
        </section>
      </noscript>
      <Sheet
        open={open}
        onOpenChange={onOpenChange}
        side="bottom"
        title={t("filters.title")}
        description={t("filters.sheetDescription")}
        descriptionHidden
        closeLabel={t("filters.close")}
      >
        <div className="flex-1 overflow-y-auto px-5 py-5">
          <CatalogFilterPanel filters={filters} onChange={onChange} facets={facets} />
        </div>
        <div className="border-t border-stone-200 px-5 py-4">
          <SheetClose asChild>
            <Button className="w-full">
              {loading && <Spinner size="sm" />}
              {total === null ? t("filters.showProducts") : t("filters.show", { total })}
            </Button>
          </SheetClose>
        </div>
      </Sheet>
    </>
  );
}
