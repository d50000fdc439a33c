import type { Category } from "@marketplace/shared/categories";
import { optionNamesOf, type ProductSort } from "@marketplace/shared/products-contracts";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, notInArray, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/create-db.ts";
import { PLAN_EACH_TIME } from "../../db/named-statements.ts";
import { productImages, products, productVariants, stores } from "../../db/schema/index.ts";
import { paymentDetailsColumns } from "../../db/store-payment-details.ts";
import { productIsListed, storeSellerIsVerified } from "./public-listing.ts";
import { refreshSearchKeys, saveSearchKeys } from "./search.keys.ts";
import { rankedSearchPageIds, searchMatches, searchOrder } from "./search.match.ts";
import { type ResolvedSearch, resolveSearch } from "./search.words.ts";

export type ProductRow = typeof products.$inferSelect;
export type ProductImageRow = typeof productImages.$inferSelect;
export type ProductVariantRow = typeof productVariants.$inferSelect;

export interface ProductFilters {
  category?: Category;
  storeId?: string;
  search?: string;
  minPricePaisa?: number;
  maxPricePaisa?: number;
  onSale?: boolean;
  inStock?: boolean;
  /**
   * Option filters (decision 0030): lower-cased option name → lower-cased values, any of which will
   * do; all names must hold on one variant (in stock, with `inStock`).
   */
  options?: Record<string, string[]>;
  /** Search the words as typed: no catalog word stands in for one the catalog lacks. */
  exactSearch?: boolean;
  /** The store's city, as `cityKey` writes it ("lahore"; issue 33). */
  cityKey?: string;
  /** Stores whose average rating (to one decimal, as their page shows it) is at least this. */
  minRating?: number;
  /** Only the products joined to this campaign (its page, issue 31). */
  campaignId?: string;
  /**
   * The store's owner reading her own store: her hidden products, and all of them while she is
   * suspended, are in it (marked); every other read sees only listed products.
   */
  ownerView?: boolean;
}

/** A sale counts while its price is set, below the price and not past its end. */
export const activeSale = (now: Date) =>
  sql`(${products.salePricePaisa} is not null and ${products.salePricePaisa} < ${products.pricePaisa}
    and (${products.saleEndsAt} is null or ${products.saleEndsAt} > ${now.toISOString()}::timestamptz))`;

/** What one unit costs now, in SQL, so lists can filter and sort by it. */
export const unitPricePaisa = (now: Date) =>
  sql<number>`(case when ${activeSale(now)} then ${products.salePricePaisa} else ${products.pricePaisa} end)`;

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A store's city key in SQL, as the shared `cityKey` computes it in TypeScript: the location's first
 * part (before a comma, Latin or Urdu), lower case, without a word "city", spaces, dots, dashes or
 * underscores ("Karachi City, Sindh" → "karachi").
 */
export const cityKeySql = (location: SQL) =>
  sql<string>`regexp_replace(regexp_replace(lower(split_part(replace(${location}, '،', ','), ',', 1)), '\\mcity\\M', '', 'g'), '[[:space:]._-]', '', 'g')`;

/** The store's city as its seller wrote it, in SQL (the shared `storeCity`). */
export const cityNameSql = (location: SQL) =>
  sql<string>`btrim(split_part(replace(${location}, '،', ','), ',', 1))`;

/**
 * The stores rated at least `rating`: their listed products' reviews averaged and rounded to one
 * decimal, as the store's page shows it (reviews.service's averageRating).
 */
export const storesRatedAtLeast = (rating: number) =>
  sql`(select rated.store_id from products rated where not rated.hidden group by rated.store_id
    having sum(rated.rating_count) > 0
      and round(sum(rated.rating_sum)::numeric / sum(rated.rating_count), 1) >= ${rating})`;

/**
 * A variant (`alias`) has one of the values of every option filter (decision 0030); a key that is a
 * facet's ("size", "colour") reads every name of its facet ("Size", "سائز"; "Color", "رنگ").
 */
export function variantHasOptions(alias: string, options: Array<[string, string[]]>): SQL {
  const matches = options.map(
    ([name, values]) => sql`exists (select 1 from jsonb_each_text(${sql.raw(alias)}.options) filter_option
        where lower(filter_option.key) in (${sql.join(
          optionNamesOf(name).map((n) => sql`${n}`),
          sql`, `,
        )})
        and lower(filter_option.value) in (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )}))`,
  );
  return matches.length > 0 ? sql.join(matches, sql` and `) : sql`true`;
}

/**
 * The list's conditions. A search's words are looked up in the catalog's words first
 * (`resolveSearch`), and the result passed as `search`.
 */
export function filterConditions(
  filters: ProductFilters,
  now: Date,
  search?: ResolvedSearch,
): SQL | undefined {
  const conditions: Array<SQL | undefined> = [
    filters.ownerView ? undefined : productIsListed,
    filters.category ? eq(products.category, filters.category) : undefined,
    filters.storeId ? eq(products.storeId, filters.storeId) : undefined,
    filters.campaignId
      ? sql`${products.id} in (select product_id from campaign_products where campaign_id = ${filters.campaignId})`
      : undefined,
    filters.onSale ? activeSale(now) : undefined,
    filters.inStock ? gt(products.quantity, 0) : undefined,
    filters.minPricePaisa !== undefined ? sql`${unitPricePaisa(now)} >= ${filters.minPricePaisa}` : undefined,
    filters.maxPricePaisa !== undefined ? sql`${unitPricePaisa(now)} <= ${filters.maxPricePaisa}` : undefined,
    filters.cityKey !== undefined
      ? sql`${products.storeId} in (select city_store.id from stores city_store
          where ${cityKeySql(sql`city_store.location`)} = ${filters.cityKey})`
      : undefined,
    filters.minRating !== undefined
      ? sql`${products.storeId} in ${storesRatedAtLeast(filters.minRating)}`
      : undefined,
  ];
  const optionNames = Object.entries(filters.options ?? {});
  if (optionNames.length > 0) {
    conditions.push(
      sql`exists (select 1 from ${productVariants} filter_variant
        where filter_variant.product_id = ${sql.raw('"products"."id"')}
        ${filters.inStock ? sql`and filter_variant.quantity > 0` : sql``}
        and ${variantHasOptions("filter_variant", optionNames)})`,
    );
  }
  if (filters.search) {
    if (search?.text !== filters.search)
      throw new Error("a search's words are resolved before its conditions");
    // Planned for its words each time (decision 0032): how many products they match decides the plan.
    conditions.push(sql`${sql.raw(PLAN_EACH_TIME)} ${searchMatches(search)}`);
  }
  return and(...conditions);
}

function orderBy(sort: ProductSort, now: Date): SQL[] {
  switch (sort) {
    case "price-low":
      return [asc(unitPricePaisa(now)), desc(products.id)];
    case "price-high":
      return [desc(unitPricePaisa(now)), desc(products.id)];
    case "name":
      return [asc(products.name), desc(products.id)];
    case "rating":
      return [
        sql`(${products.ratingSum}::float / nullif(${products.ratingCount}, 0)) desc nulls last`,
        desc(products.ratingCount),
        desc(products.createdAt),
      ];
    default:
      return [desc(products.createdAt), desc(products.id)];
  }
}

export const productWithStore = {
  product: products,
  store: {
    id: stores.id,
    name: stores.name,
    slug: stores.slug,
    category: stores.category,
    description: stores.description,
    sellerId: stores.sellerId,
    verified: storeSellerIsVerified,
    // Read only to tell which payment methods the store accepts; the accounts never leave the server here.
    ...paymentDetailsColumns,
  },
};

/** What an answer shows of an image: the full-size file and its thumbnail. */
export type ImageFiles = Pick<ProductImageRow, "url" | "thumbUrl">;

/** A product's images in their order, as one JSON array in the product's own row: no second query. */
const imagesInOrder = sql<ImageFiles[]>`coalesce((
  select json_agg(json_build_object('url', i.url, 'thumbUrl', i.thumb_url) order by i.position)
  from ${productImages} i where i.product_id = ${products.id}), '[]'::json)`;

/** What an answer shows of a variant, read with its product. */
export type VariantFiles = Pick<
  ProductVariantRow,
  "id" | "options" | "pricePaisa" | "salePricePaisa" | "quantity" | "sku" | "imageUrl"
>;

/**
 * A product's variants in their order, as one JSON array in the product's own row, like its images:
 * a list page reads its products' variants without a query per product (decision 0024).
 */
const variantsInOrder = sql<VariantFiles[]>`coalesce((
  select json_agg(json_build_object('id', v.id, 'options', v.options, 'pricePaisa', v.price_paisa,
    'salePricePaisa', v.sale_price_paisa, 'quantity', v.quantity, 'sku', v.sku, 'imageUrl', v.image_url)
    order by v.position)
  from ${productVariants} v where v.product_id = ${sql.raw('"products"."id"')}), '[]'::json)`;

/** A product as answers show it: with its store, its images and its variants. */
export const productWithStoreAndImages = {
  ...productWithStore,
  images: imagesInOrder,
  variants: variantsInOrder,
};

/**
 * A list counts its matches only this far past the end of the page asked for (decision 0024): the
 * count is exact below that, and "at least this many" above it, so that no list counts a whole catalog.
 */
export const COUNT_AHEAD = 1000;

/**
 * A price-sorted page's ids, in the order of `orderBy`. What a buyer pays is the price without a
 * sale, and the sale price during an open-ended sale (products_sale_below_price keeps it below the
 * price): each of those is read in order from its own index, and only the time-limited sales are
 * priced and sorted; the page is the first `offset + limit` of the three merged.
 */
function pricePageIds(
  db: Executor,
  where: SQL | undefined,
  sort: "price-low" | "price-high",
  limit: number,
  offset: number,
  now: Date,
) {
  const direction = sort === "price-low" ? asc : desc;
  const part = (condition: SQL | undefined, paid: SQL) =>
    db
      .select({ id: products.id, paid: sql<number>`${paid}`.as("paid") })
      .from(products)
      .where(and(where, condition))
      .orderBy(direction(paid), desc(products.id))
      .limit(offset + limit);
  return unionAll(
    part(isNull(products.salePricePaisa), sql`${products.pricePaisa}`),
    part(
      and(isNotNull(products.salePricePaisa), isNull(products.saleEndsAt)),
      sql`${products.salePricePaisa}`,
    ),
    part(and(isNotNull(products.salePricePaisa), isNotNull(products.saleEndsAt)), unitPricePaisa(now)),
  )
    .orderBy(direction(sql`paid`), desc(sql`id`))
    .limit(limit)
    .offset(offset)
    .as("page");
}

/** One of these ids: a single parameter however many, so that every page is one statement. */
const idAmong = (ids: string[]) => sql`${products.id} = any(string_to_array(${ids.join(",")}, ',')::uuid[])`;

export async function findProductPage(
  db: Executor,
  filters: ProductFilters,
  sort: ProductSort,
  limit: number,
  offset: number,
  now: Date,
) {
  const search = filters.search
    ? await resolveSearch(db, filters.search, { exact: filters.exactSearch })
    : undefined;
  const where = filterConditions(filters, now, search);
  // The list's other conditions: a ranked search's parts each state their own match (search.match.ts).
  const others = filterConditions({ ...filters, search: undefined }, now);
  // A search in the default order puts its closest matches first (decision 0047).
  const rankedSearch = search && sort === "newest" ? search : undefined;
  const order = rankedSearch ? searchOrder(rankedSearch) : orderBy(sort, now);
  // The page's ids first, so that the rows skipped before a deep page are read from the list's index
  // alone; only the page's own rows are then read whole, with their stores.
  const page = rankedSearch
    ? db
        .select({ id: products.id })
        .from(products)
        .where(idAmong(await rankedSearchPageIds(db, others, rankedSearch, limit, offset)))
        .as("page")
    : sort === "price-low" || sort === "price-high"
      ? pricePageIds(db, where, sort, limit, offset, now)
      : db
          .select({ id: products.id })
          .from(products)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
          .as("page");
  const countUpTo = offset + limit + COUNT_AHEAD;
  const matches = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .limit(countUpTo + 1)
    .as("matches");
  const [rows, [counted]] = await Promise.all([
    db
      .select(productWithStoreAndImages)
      .from(page)
      .innerJoin(products, eq(products.id, page.id))
      .innerJoin(stores, eq(stores.id, products.storeId))
      .orderBy(...order),
    db.select({ n: sql<number>`count(*)::int` }).from(matches),
  ]);
  const n = counted?.n ?? 0;
  return { rows, total: Math.min(n, countUpTo), totalIsLowerBound: n > countUpTo, search };
}

/**
 * One product whether listed or not: `listed` tells whether the public may see it. The most asked
 * read of the catalog, so it is prepared once per database (or transaction) and only executed after.
 */
export async function findProductById(db: Executor, id: string) {
  let query = productByIdQueries.get(db);
  if (!query) {
    query = prepareProductById(db);
    productByIdQueries.set(db, query);
  }
  const [row] = await query.execute({ id });
  return row;
}

const productByIdQueries = new WeakMap<Executor, ReturnType<typeof prepareProductById>>();

function prepareProductById(db: Executor) {
  return db
    .select({ ...productWithStoreAndImages, listed: sql<boolean>`${productIsListed}` })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(products.id, sql.placeholder("id")))
    .prepare("product_by_id");
}

export async function findImages(db: Executor, productIds: string[]): Promise<ProductImageRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.position));
}

/** The store page's five figures, over the store's listed products (all of them for its owner). */
export async function storeProductStats(db: Executor, storeId: string, now: Date, ownerView: boolean) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      inStock: sql<number>`count(*) filter (where ${products.quantity} > 0)::int`,
      averagePricePaisa: sql<number | null>`avg(${unitPricePaisa(now)})::float`,
      ratingSum: sql<number>`coalesce(sum(${products.ratingSum}), 0)::int`,
      ratingCount: sql<number>`coalesce(sum(${products.ratingCount}), 0)::int`,
      onSale: sql<number>`count(*) filter (where ${activeSale(now)})::int`,
    })
    .from(products)
    .where(and(eq(products.storeId, storeId), ownerView ? undefined : productIsListed));
  return row;
}

export async function insertProduct(db: Executor, values: typeof products.$inferInsert): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  if (!row) throw new Error("product insert returned no row");
  await saveSearchKeys(db, row);
  return row;
}

export async function updateProduct(db: Executor, id: string, patch: Partial<typeof products.$inferInsert>) {
  await db.update(products).set(patch).where(eq(products.id, id));
  if (patch.name !== undefined || patch.description !== undefined || patch.category !== undefined) {
    await refreshSearchKeys(db, id);
  }
}

/** The product's images become exactly these, in this order (the first is the cover). */
export async function replaceImages(
  db: Executor,
  productId: string,
  images: Array<{ url: string; thumbUrl: string }>,
): Promise<void> {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (images.length > 0) {
    // Only the URLs are taken: a kept image arrives as its old row, whose old position must not win.
    await db
      .insert(productImages)
      .values(images.map((img, position) => ({ productId, position, url: img.url, thumbUrl: img.thumbUrl })));
  }
}

/** A variant as a save writes it; `options` in the product's own spelling. */
export type VariantValues = Pick<
  typeof productVariants.$inferInsert,
  "options" | "pricePaisa" | "salePricePaisa" | "quantity" | "sku" | "imageUrl"
>;

/** The same combination whatever the spelling's case: "size: m" is "Size: M". */
export const optionsKey = (options: Record<string, string>) =>
  JSON.stringify(
    Object.entries(options)
      .map(([name, value]) => [name.toLowerCase(), value.toLowerCase()])
      .sort(([a = ""], [b = ""]) => a.localeCompare(b)),
  );

/**
 * The product's variants become exactly these, in this order. A combination it had already keeps
 * its row and id (carts and orders name it); the others are removed (orders that name one keep its
 * options, and lose only the link) and new ones added. Called after the product's row is locked or
 * written in the same transaction, so stock changes of its variants wait for it.
 */
export async function replaceVariants(
  db: Executor,
  productId: string,
  storeId: string,
  variants: VariantValues[],
): Promise<void> {
  const existing = await db
    .select({ id: productVariants.id, options: productVariants.options })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const byKey = new Map(existing.map((v) => [optionsKey(v.options), v.id]));
  const kept = new Set<string>();
  const plan = variants.map((values, position) => {
    const id = byKey.get(optionsKey(values.options));
    if (id) kept.add(id);
    return { id, values: { ...values, position } };
  });
  const removed = existing.filter((v) => !kept.has(v.id)).map((v) => v.id);
  if (removed.length > 0) await db.delete(productVariants).where(inArray(productVariants.id, removed));
  for (const { id, values } of plan) {
    if (id) {
      await db
        .update(productVariants)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(productVariants.id, id));
    }
  }
  const added = plan.filter((p) => !p.id).map((p) => ({ ...p.values, productId, storeId }));
  if (added.length > 0) await db.insert(productVariants).values(added);
}

/**
 * Variants whose picture is no longer one of the product's images (`kept`, stored URLs) lose the
 * link: an edit that removes an image leaves the variants without a picture, not broken.
 */
export async function unlinkRemovedVariantImages(db: Executor, productId: string, kept: string[]) {
  await db
    .update(productVariants)
    .set({ imageUrl: null })
    .where(
      and(
        eq(productVariants.productId, productId),
        isNotNull(productVariants.imageUrl),
        kept.length > 0 ? notInArray(productVariants.imageUrl, kept) : undefined,
      ),
    );
}

/** Locks the product's row for a change of its variants or stock; the row as it is now. */
export async function lockProduct(db: Executor, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).for("update");
  return row;
}

export async function findVariants(db: Executor, productId: string): Promise<ProductVariantRow[]> {
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));
}

export async function deleteProduct(db: Executor, id: string): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

/**
 * When the next sale ends, if one is running with an end: from then on price sorts, price filters
 * and a store's sale figures answer differently although nothing was written. Reads the few
 * time-limited sales only (the partial index of migration 0008).
 */
export async function nextSaleEnd(db: Executor, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${products.saleEndsAt})` })
    .from(products)
    .where(
      and(sql`not ${products.hidden}`, isNotNull(products.salePricePaisa), gt(products.saleEndsAt, now)),
    );
  return row?.at ? new Date(row.at) : null;
}
