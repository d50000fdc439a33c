import { CATEGORIES } from "@marketplace/shared/categories";
import { rupeesToPaisa } from "@marketplace/shared/money";
import {
  OPTION_FACETS,
  type OptionFacet,
  PRICE_BANDS,
  type ProductFacets,
  type ProductListQuery,
  priceBandKey,
  RATING_STEPS,
} from "@marketplace/shared/products-contracts";
import { eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/create-db.ts";
import { products, stores } from "../../db/schema/index.ts";
import { isUuid } from "../../lib/uuid.ts";
import {
  cityKeySql,
  cityNameSql,
  filterConditions,
  type ProductFilters,
  unitPricePaisa,
  variantHasOptions,
} from "./products.repository.ts";
import { listFilters } from "./products.service.ts";
import { resolveSearch } from "./search.words.ts";

/** At most this many sizes, colours and cities are counted, the most products first. */
export const FACET_VALUES = 30;

const FacetRow = z.object({
  facet: z.string(),
  value: z.string(),
  label: z.string(),
  n: z.coerce.number(),
});

const sizeOrder = ["xxs", "xs", "s", "m", "l", "xl", "xxl", "2xl", "xxxl", "3xl", "4xl", "5xl"];

/** Sizes in the order a shop shows them: the lettered ones by size, then numbers, then the rest. */
function bySize(a: { value: string }, b: { value: string }): number {
  const rank = (v: string) => {
    const at = sizeOrder.indexOf(v);
    if (at !== -1) return [0, at] as const;
    const n = Number.parseFloat(v);
    return Number.isFinite(n) ? ([1, n] as const) : ([2, 0] as const);
  };
  const [ka, na] = rank(a.value);
  const [kb, nb] = rank(b.value);
  return ka - kb || na - nb || a.value.localeCompare(b.value);
}

/**
 * The facets of a list (issue 33, decision 0047): for the list's query, how many products each
 * category, price band, size, colour, store city and store rating would give. One statement: the
 * products the list's other filters allow (search, store, sale, stock, campaign, other options) are
 * read once into a materialized CTE with, per row, whether each facet's own filter holds; each
 * facet then counts the rows where every other facet's filter holds, so a facet's counts leave out
 * its own choice (a buyer can widen it, as shops let her) and keep the rest. Size and colour are
 * counted per variant: a product counts for "M" when one of its variants is an M that also has the
 * chosen colour (and stock, with `inStock`), as the list's option filters ask of one variant.
 */
export async function productFacets(db: Database, query: ProductListQuery): Promise<ProductFacets> {
  const empty: ProductFacets = { category: [], price: [], size: [], colour: [], city: [], rating: [] };
  const filters = listFilters(query);
  if (query.store_id && !isUuid(query.store_id)) return withFixedValues(empty);
  const now = new Date();
  const search = filters.search
    ? await resolveSearch(db, filters.search, { exact: filters.exactSearch })
    : undefined;
  const options = Object.entries(filters.options ?? {});
  const facetOptions = (facet: OptionFacet | null) =>
    options.filter(([name]) => name !== facet) as Array<[string, string[]]>;
  // Every filter but the facets' own: category, price, city, rating and the options.
  const common: ProductFilters = {
    ...filters,
    category: undefined,
    minPricePaisa: undefined,
    maxPricePaisa: undefined,
    cityKey: undefined,
    minRating: undefined,
    options: undefined,
  };
  const where = filterConditions(common, now, search);
  const price = unitPricePaisa(now);
  const holds = (condition: SQL | undefined) => condition ?? sql`true`;
  const inStockVariant = filters.inStock ? sql`and v.quantity > 0` : sql``;
  const variantMatches = (alias: string, facet: OptionFacet | null) =>
    variantHasOptions(alias, facetOptions(facet));

  const others = (...facets: string[]) =>
    sql.raw(
      ["by_category", "by_price", "by_city", "by_rating", "by_options"]
        .filter((f) => !facets.includes(f))
        .join(" and "),
    );
  const bandCounts = PRICE_BANDS.map(
    (band) => sql`count(*) filter (where ${others("by_price")} and price >= ${rupeesToPaisa(band.min)}::bigint
      ${band.max === null ? sql`` : sql`and price <= ${rupeesToPaisa(band.max)}::bigint`})::int`,
  );
  const ratingCounts = RATING_STEPS.map(
    (step) => sql`count(*) filter (where ${others("by_rating")} and rating >= ${step})::int`,
  );
  const fixed = [
    ...PRICE_BANDS.map((band, i) => sql`('price', ${priceBandKey(band)}, t.n[${sql.raw(String(i + 1))}])`),
    ...RATING_STEPS.map(
      (step, i) => sql`('rating', ${String(step)}, t.n[${sql.raw(String(PRICE_BANDS.length + i + 1))}])`,
    ),
  ];
  const statement = sql`with listed as materialized (
      select ${products.id} as id, ${products.category} as category, ${products.storeId} as store_id,
        ${price} as price,
        ${holds(filters.category ? eq(products.category, filters.category) : undefined)} as by_category,
        ${holds(
          filters.minPricePaisa !== undefined || filters.maxPricePaisa !== undefined
            ? sql`(${price} >= ${filters.minPricePaisa ?? 0} and ${price} <= ${filters.maxPricePaisa ?? Number.MAX_SAFE_INTEGER})`
            : undefined,
        )} as by_price,
        ${
          options.length > 0
            ? sql`exists (select 1 from product_variants v where v.product_id = ${products.id} ${inStockVariant}
                and ${variantMatches("v", null)})`
            : sql`true`
        } as by_options
      from ${products}
      where ${holds(where)}
    ),
    -- Each store's rating (its listed products' reviews, as its page shows it) in one pass.
    rated as (
      select rated.store_id,
        round(sum(rated.rating_sum)::numeric / nullif(sum(rated.rating_count), 0), 1) as rating
      from products rated
      where not rated.hidden and rated.store_id in (select store_id from listed)
      group by rated.store_id
    ),
    -- Each store's city and rating once, not once per product.
    store_facts as materialized (
      select ${stores.id} as store_id, ${cityKeySql(sql`${stores.location}`)} as city_key,
        ${cityNameSql(sql`${stores.location}`)} as city_name, coalesce(rated.rating, 0) as rating
      from ${stores} left join rated on rated.store_id = ${stores.id}
      where ${stores.id} in (select store_id from listed)
    ),
    counted as materialized (
      select listed.*, store_facts.city_key, store_facts.city_name, store_facts.rating,
        ${filters.cityKey !== undefined ? sql`store_facts.city_key = ${filters.cityKey}` : sql`true`} as by_city,
        ${filters.minRating !== undefined ? sql`store_facts.rating >= ${filters.minRating}` : sql`true`} as by_rating
      from listed inner join store_facts on store_facts.store_id = listed.store_id
    )
    -- The categories and the cities in one pass, each counted where the other facets' choices hold.
    select case when grouping(category) = 0 then 'category' else 'city' end as facet,
      coalesce(category, city_key) as value, coalesce(category, min(city_name)) as label,
      case when grouping(category) = 0 then count(*) filter (where ${others("by_category")})
        else count(*) filter (where ${others("by_city")}) end::int as n
      from counted group by grouping sets ((category), (city_key))
      having grouping(category) = 0 or city_key <> ''
    union all
    -- The price bands and the rating steps in one pass.
    select v.facet, v.value, v.value, v.n from (
      select array[${sql.join([...bandCounts, ...ratingCounts], sql`, `)}] as n from counted) as t
      cross join lateral (values ${sql.join(fixed, sql`, `)}) as v(facet, value, n)
    ${sql.join(
      (Object.keys(OPTION_FACETS) as OptionFacet[]).map(
        (facet) => sql`union all
    select ${facet}, lower(o.value), min(o.value), count(distinct counted.id)::int
      from counted inner join product_variants v on v.product_id = counted.id ${inStockVariant}
        and ${variantMatches("v", facet)}
      cross join lateral jsonb_each_text(v.options) as o
      where by_category and by_price and by_city and by_rating
        and lower(o.key) in (${sql.join(
          OPTION_FACETS[facet].map((name) => sql`${name}`),
          sql`, `,
        )})
      group by lower(o.value)`,
      ),
      sql` `,
    )}`;
  const found = FacetRow.array().parse(
    z.object({ rows: z.array(z.unknown()) }).parse(await db.execute(statement)).rows,
  );
  const facets = structuredClone(empty);
  for (const row of found) {
    const facet = facets[row.facet as keyof ProductFacets];
    if (facet && (row.n > 0 || row.facet === "price" || row.facet === "rating"))
      facet.push({ value: row.value, label: row.label, count: row.n });
  }
  const most = (values: ProductFacets["size"]) =>
    values.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)).slice(0, FACET_VALUES);
  return withFixedValues({
    category: facets.category.sort(
      (a, b) =>
        CATEGORIES.indexOf(a.value as (typeof CATEGORIES)[number]) -
        CATEGORIES.indexOf(b.value as (typeof CATEGORIES)[number]),
    ),
    price: facets.price,
    size: most(facets.size).sort(bySize),
    colour: most(facets.colour),
    city: most(facets.city),
    rating: facets.rating,
  });
}

/** The bands and rating steps always all there, in their own order, with 0 where none was counted. */
function withFixedValues(facets: ProductFacets): ProductFacets {
  const count = (values: ProductFacets["price"], value: string) =>
    values.find((v) => v.value === value)?.count ?? 0;
  return {
    ...facets,
    price: PRICE_BANDS.map((band) => {
      const key = priceBandKey(band);
      return { value: key, label: key, count: count(facets.price, key) };
    }),
    rating: RATING_STEPS.map((step) => ({
      value: String(step),
      label: String(step),
      count: count(facets.rating, String(step)),
    })),
  };
}
