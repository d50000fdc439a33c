import { CATEGORIES, type Category } from "@marketplace/shared/categories";
import type { ProductSort } from "@marketplace/shared/products-contracts";
import { LayoutGrid, List, Search } from "lucide-react";
import { useId } from "react";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import messages from "@/i18n/catalogs/en/stores.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";

/** The store page's sorts, in the order its menu lists them. */
export const STORE_SORTS = [
  "name",
  "price-low",
  "price-high",
  "rating",
  "newest",
] as const satisfies readonly ProductSort[];

export type ProductLayout = "grid" | "list";

interface StoreProductToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  category: Category | "";
  onCategory: (value: Category | "") => void;
  sort: ProductSort;
  onSort: (value: ProductSort) => void;
  layout: ProductLayout;
  onLayout: (value: ProductLayout) => void;
}

const SELECT_BOX = "h-11 w-full min-w-0 truncate px-3 py-0 text-sm";

function LayoutToggle({
  layout,
  onLayout,
  className,
}: Pick<StoreProductToolbarProps, "layout" | "onLayout"> & {
  /** Sets its display: the toolbar has one toggle for phones and one for wide screens. */
  className: string;
}) {
  const { t } = useT(messages);
  return (
    <fieldset className={cn("shrink-0 gap-1", className)}>
      <legend className="sr-only">{t("stores.toolbar.layout")}</legend>
      {(
        [
          { value: "grid", label: t("stores.toolbar.grid"), Icon: LayoutGrid },
          { value: "list", label: t("stores.toolbar.list"), Icon: List },
        ] as const
      ).map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={layout === value}
          aria-label={label}
          title={label}
          onClick={() => onLayout(value)}
          className={cn(
            "grid h-11 w-11 place-items-center rounded-xl ring-1 transition",
            layout === value
              ? "bg-brand-700 text-white ring-brand-700"
              : "bg-white text-stone-600 ring-stone-300 hover:bg-stone-50",
          )}
        >
          <Icon className="h-5 w-5" aria-hidden="true" />
        </button>
      ))}
    </fieldset>
  );
}

/** Search, category, sort and the grid/list switch above a store's products. */
export function StoreProductToolbar(props: StoreProductToolbarProps) {
  const id = useId();
  const { t } = useT(messages);
  const labels = useLabels();
  return (
    <div className="grid grid-cols-2 items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/80 lg:grid-cols-[2fr_1fr_1fr_auto]">
      <div className="col-span-2 space-y-1 lg:col-span-1">
        <label htmlFor={`${id}-search`} className="text-xs font-medium text-stone-600">
          {t("stores.toolbar.search")}
        </label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 start-3 h-4 w-4 -translate-y-1/2 text-stone-400"
              aria-hidden="true"
            />
            <Input
              id={`${id}-search`}
              type="search"
              placeholder={t("stores.toolbar.searchPlaceholder")}
              value={props.search}
              onChange={(e) => props.onSearch(e.target.value)}
              className="h-11 ps-9"
              maxLength={100}
            />
          </div>
          {/* On phones the switch sits beside the search box; on wide screens at the end of the row. */}
          <LayoutToggle layout={props.layout} onLayout={props.onLayout} className="flex lg:hidden" />
        </div>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-category`} className="text-xs font-medium text-stone-600">
          {t("stores.toolbar.category")}
        </label>
        <Select
          id={`${id}-category`}
          box={SELECT_BOX}
          choices={CATEGORIES}
          labelOf={labels.category}
          blankLabel={t("stores.toolbar.allCategories")}
          value={props.category}
          onValueChange={props.onCategory}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-sort`} className="text-xs font-medium text-stone-600">
          {t("stores.toolbar.sortBy")}
        </label>
        <Select
          id={`${id}-sort`}
          box={SELECT_BOX}
          choices={STORE_SORTS}
          labelOf={labels.sort}
          value={props.sort}
          onValueChange={(sort) => sort && props.onSort(sort)}
        />
      </div>
      <LayoutToggle layout={props.layout} onLayout={props.onLayout} className="hidden lg:flex" />
    </div>
  );
}
