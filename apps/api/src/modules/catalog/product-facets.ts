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

  const statement = sql`with listed as materialized (
      select ${products.id} as id, ${products.category} as category, ${products.storeId} as store_id,
        ${price} as price,
        ${holds(filters.category ? eq(products.category, filters.category) : undefined)} as by_category,
        ${holds(
          filters.minPricePaisa !== undefined || filters.maxPricePaisa !== undefined
            ? sql`(${price} >= ${filters.minPricePaisa ?? 0} and ${price} <= ${filters.maxPricePaisa ?? Number.MAX_SAFE_INTEGER})`
            : undefined,
        )} as by_price,
        ${cityKeySql(sql`${stores.location}`)} as city_key,
        ${cityNameSql(sql`${stores.location}`)} as city_name,
        ${
          options.length > 0
            ? sql`exists (select 1 from product_variants v where v.product_id = ${products.id} ${inStockVariant}
                and ${variantMatches("v", null)})`
            : sql`true`
        } as by_options
      from ${products} inner join ${stores} on ${stores.id} = ${products.storeId}
      where ${holds(where)}
    ),
    rated as (
      select rated.store_id,
        round(sum(rated.rating_sum)::numeric / nullif(sum(rated.rating_count), 0), 1) as rating
      from products rated
      where not rated.hidden and rated.store_id in (select distinct store_id from listed)
      group by rated.store_id
    ),
    counted as materialized (
      select listed.*, coalesce(rated.rating, 0) as rating,
        ${filters.cityKey !== undefined ? sql`listed.city_key = ${filters.cityKey}` : sql`true`} as by_city,
        ${filters.minRating !== undefined ? sql`coalesce(rated.rating, 0) >= ${filters.minRating}` : sql`true`} as by_rating
      from listed left join rated on rated.store_id = listed.store_id
    )
    select 'category' as facet, category as value, category as label, count(*)::int as n from counted
      where by_price and by_city and by_rating and by_options group by category
    union all
    select 'price', band.key, band.key, count(counted.id)::int from (values ${sql.join(
      PRICE_BANDS.map(
        (band) =>
          sql`(${priceBandKey(band)}, ${rupeesToPaisa(band.min)}::bigint, ${band.max === null ? null : rupeesToPaisa(band.max)}::bigint)`,
      ),
      sql`, `,
    )}) as band(key, low, high)
      left join counted on by_category and by_city and by_rating and by_options
        and counted.price >= band.low and (band.high is null or counted.price <= band.high)
      group by band.key
    union all
    select 'city', city_key, min(city_name), count(*)::int from counted
      where by_category and by_price and by_rating and by_options and city_key <> '' group by city_key
    union all
    select 'rating', step::text, step::text, count(counted.id)::int
      from unnest(array[${sql.raw(RATING_STEPS.join(", "))}]) as step
      left join counted on by_category and by_price and by_city and by_options and counted.rating >= step
      group by step
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
