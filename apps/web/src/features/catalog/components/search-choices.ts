import type { SuggestionsAnswer } from "@marketplace/shared/search-contracts";
import type messages from "@/i18n/catalogs/en/catalog.json";
import { categoryPath, productPath, storePath } from "@/lib/app-paths.ts";
import { DEFAULT_URL_FILTERS, writeUrlFilters } from "@/lib/use-url-filters.ts";

/** What the header's search box offers as she types: its kinds, their groups and where each goes. */
export type Kind = "product" | "store" | "category" | "all";

export interface Choice {
  kind: Kind;
  key: string;
  label: string;
  href: string;
  price?: number;
  image?: string | null;
}

export const GROUPS: Array<{ kind: Exclude<Kind, "all">; title: keyof typeof messages }> = [
  { kind: "product", title: "catalog.combobox.products" },
  { kind: "store", title: "catalog.combobox.stores" },
  { kind: "category", title: "catalog.combobox.categories" },
];

/** Where a search goes: the All Products list. */
export const ALL_PRODUCTS_PATH = "/AllProduct";

/** The All Products list searching for `text`, in the URL form that page reads. */
export function allProductsSearchPath(text: string): string {
  return `${ALL_PRODUCTS_PATH}?${writeUrlFilters({ ...DEFAULT_URL_FILTERS, search: text })}`;
}

/** The words a choice is shown with: a category's name and "Search all products for …". */
export interface ChoiceWords {
  category: (name: string) => string;
  searchAll: (text: string) => string;
}

export function choicesFor(data: SuggestionsAnswer | undefined, text: string, words: ChoiceWords): Choice[] {
  const choices: Choice[] = [
    ...(data?.products ?? []).map((p) => ({
      kind: "product" as const,
      key: `product-${p._id}`,
      label: p.name,
      href: productPath(p._id),
      price: p.price,
      image: p.image,
    })),
    ...(data?.stores ?? []).map((s) => ({
      kind: "store" as const,
      key: `store-${s._id}`,
      label: s.name,
      href: storePath(s),
    })),
    ...(data?.categories ?? []).map((c) => ({
      kind: "category" as const,
      key: `category-${c.slug}`,
      label: words.category(c.name),
      href: categoryPath(c.name),
    })),
  ];
  choices.push({
    kind: "all",
    key: "all",
    label: words.searchAll(text),
    href: allProductsSearchPath(text),
  });
  return choices;
}
