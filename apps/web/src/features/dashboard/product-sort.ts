import { unitPrice } from "@marketplace/shared/pricing";
import type { Product } from "@/features/catalog/api/products-api.ts";

/** The sorts with the catalog keys of their names. */
export const DASHBOARD_SORTS = [
  { value: "name", label: "dashboard.products.sortName" },
  { value: "price", label: "dashboard.products.sortPrice" },
  { value: "rating", label: "dashboard.products.sortRating" },
] as const;
export type DashboardSort = (typeof DASHBOARD_SORTS)[number]["value"];

type Sortable = Pick<Product, "name" | "price" | "sale_price" | "saleEndingDate" | "rating" | "reviewCount">;

const byName = (a: Sortable, b: Sortable) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" });

/** The dashboard's three sorts (spec section 9): name; price descending by what a unit costs now; rating descending. Ties go by name. */
export function sortDashboardProducts<T extends Sortable>(
  products: readonly T[],
  sort: DashboardSort,
  now = new Date(),
): T[] {
  const list = [...products];
  if (sort === "name") return list.sort(byName);
  if (sort === "price") return list.sort((a, b) => unitPrice(b, now) - unitPrice(a, now) || byName(a, b));
  return list.sort((a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || byName(a, b));
}
