import { CATEGORIES } from "@marketplace/shared/categories";
import type { ProductSort } from "@marketplace/shared/products-contracts";
import { LayoutGrid, List, Search } from "lucide-react";
import { useId } from "react";
import { Input } from "@/components/ui/input.tsx";
import { cn } from "@/lib/cn.ts";

export const SORT_OPTIONS: Array<{ value: ProductSort; label: string }> = [
  { value: "name", label: "Name (A to Z)" },
  { value: "price-low", label: "Price: Low to High" },
  { value: "price-high", label: "Price: High to Low" },
  { value: "rating", label: "Top Rated" },
  { value: "newest", label: "Newest" },
];

export type ProductLayout = "grid" | "list";

interface StoreProductToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  category: string;
  onCategory: (value: string) => void;
  sort: ProductSort;
  onSort: (value: ProductSort) => void;
  layout: ProductLayout;
  onLayout: (value: ProductLayout) => void;
}

const SELECT_CLASSES =
  "h-11 w-full min-w-0 truncate rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none";

function LayoutToggle({
  layout,
  onLayout,
  className,
}: Pick<StoreProductToolbarProps, "layout" | "onLayout"> & { className?: string }) {
  return (
    <fieldset className={cn("flex shrink-0 gap-1", className)}>
      <legend className="sr-only">Layout</legend>
      {(
        [
          { value: "grid", label: "Grid view", Icon: LayoutGrid },
          { value: "list", label: "List view", Icon: List },
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
  return (
    <div className="grid grid-cols-2 items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/80 lg:grid-cols-[2fr_1fr_1fr_auto]">
      <div className="col-span-2 space-y-1 lg:col-span-1">
        <label htmlFor={`${id}-search`} className="text-xs font-medium text-stone-600">
          Search this store
        </label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-400"
              aria-hidden="true"
            />
            <Input
              id={`${id}-search`}
              type="search"
              placeholder="Search products..."
              value={props.search}
              onChange={(e) => props.onSearch(e.target.value)}
              className="h-11 pl-9"
              maxLength={100}
            />
          </div>
          {/* On phones the switch sits beside the search box; on wide screens at the end of the row. */}
          <LayoutToggle layout={props.layout} onLayout={props.onLayout} className="lg:hidden" />
        </div>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-category`} className="text-xs font-medium text-stone-600">
          Category
        </label>
        <select
          id={`${id}-category`}
          className={SELECT_CLASSES}
          value={props.category}
          onChange={(e) => props.onCategory(e.target.value)}
        >
          <option value="">All Categories</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-sort`} className="text-xs font-medium text-stone-600">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          className={SELECT_CLASSES}
          value={props.sort}
          onChange={(e) => props.onSort(e.target.value as ProductSort)}
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <LayoutToggle layout={props.layout} onLayout={props.onLayout} className="hidden lg:flex" />
    </div>
  );
}
