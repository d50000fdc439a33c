import { Button } from "@/components/ui/button.tsx";
import { Sheet, SheetClose } from "@/components/ui/sheet.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import type { UrlFilters } from "@/lib/use-url-filters.ts";
import { CatalogFilterPanel } from "./catalog-filter-panel.tsx";

interface CatalogFilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: UrlFilters;
  onChange: (next: UrlFilters) => void;
  /** How many products match, once known for these filters; null while they load. */
  total: number | null;
  loading: boolean;
}

/** The filters on a phone or tablet: a sheet up from the bottom, closed by "Show N products". */
export function CatalogFilterSheet({
  open,
  onOpenChange,
  filters,
  onChange,
  total,
  loading,
}: CatalogFilterSheetProps) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="bottom"
      title="Filters"
      description="Narrow the products by category, price and availability, and choose their order."
      descriptionHidden
      closeLabel="Close filters"
    >
      <div className="flex-1 overflow-y-auto px-5 py-5">
        <CatalogFilterPanel filters={filters} onChange={onChange} />
      </div>
      <div className="border-t border-stone-200 px-5 py-4">
        <SheetClose asChild>
          <Button className="w-full">
            {loading && <Spinner className="h-4 w-4" />}
            {total === null ? "Show products" : `Show ${total} ${total === 1 ? "product" : "products"}`}
          </Button>
        </SheetClose>
      </div>
    </Sheet>
  );
}
