import { findCategory } from "@marketplace/shared/categories";
import { cityKey } from "@marketplace/shared/delivery-estimate";
import { paisaToRupees, rupeesToPaisa } from "@marketplace/shared/money";
import {
  matchVariantOptions,
  type ProductOption,
  type VariantInput,
  variantImageProblem,
  variantProblems,
} from "@marketplace/shared/product-variants";
import type {
  CreateProductInput,
  Product,
  ProductListAnswer,
  ProductListQuery,
  StoreStats,
  UpdateProductInput,
} from "@marketplace/shared/products-contracts";
import type { Database, Executor } from "../../db/create-db.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import type { ImageUrls } from "../../lib/public-urls.ts";
import { isUuid } from "../../lib/uuid.ts";
import { type ImageStorage, removeImages, type StoredImage } from "../media/image-storage.ts";
import { claimUploads, recordUpload, removeUnusedImages } from "../media/pending-uploads.service.ts";
import { recordHelperAction } from "../store-helpers/helper-actions.ts";
import { requireNotSuspended } from "../stores/seller-suspension.ts";
import { requireOwnerNotSuspended, requireStoreAccess, seesStoreAsOwner } from "../stores/store-ownership.ts";
import { withCampaigns } from "./campaign-prices.ts";
import { resolveImages } from "./product-images.ts";
import { averageRating, toProductJson, toProductJsonList } from "./product-json.ts";
import * as repo from "./products.repository.ts";
import { searchOutcome } from "./search.outcome.ts";
import { stockToWrite } from "./stock-seen.ts";

export type ProductPage = Pick<ProductListAnswer, "products" | "pagination" | "search">;

/**
 * The list's filters as the repository reads them, from its query; a category that is not one of the
 * twelve is refused (400). Shared by the list and its facets (issue 33).
 */
export function listFilters(
  query: ProductListQuery,
  ownerView = false,
  scope: { campaignId?: string } = {},
): repo.ProductFilters {
  const category = query.category ? findCategory(query.category) : undefined;
  if (query.category && !category) {
    throw badRequest("Unknown category.", [
      { field: "category", message: "Please choose one of the 12 categories." },
    ]);
  }
  const city = query.city ? cityKey(query.city) : "";
  return {
    category,
    storeId: query.store_id,
    search: query.search?.trim() || undefined,
    exactSearch: query.exact,
    minPricePaisa: query.minPrice === undefined ? undefined : rupeesToPaisa(query.minPrice),
    maxPricePaisa: query.maxPrice === undefined ? undefined : rupeesToPaisa(query.maxPrice),
    onSale: query.onSale,
    inStock: query.inStock,
    options: query.optionFilters,
    cityKey: city || undefined,
    minRating: query.minRating,
    ownerView,
    campaignId: scope.campaignId,
  };
}

/** Listed products; `ownerView` (a store's owner reading her store) holds her unlisted ones, marked. */
export async function listProducts(
  db: Database,
  query: ProductListQuery,
  imageUrls: ImageUrls,
  ownerView = false,
  /** A campaign's page lists only the products joined to it. */
  scope: { campaignId?: string } = {},
): Promise<ProductPage> {
  const filters = listFilters(query, ownerView, scope);
  if (query.store_id && !isUuid(query.store_id)) return emptyPage(query);
  const now = new Date();
  const { rows, total, totalIsLowerBound, search } = await repo.findProductPage(
    db,
    filters,
    query.sort,
    query.limit,
    (query.page - 1) * query.limit,
    now,
  );
  return {
    products: await withCampaigns(db, toProductJsonList(rows, imageUrls, ownerView), now),
    pagination: {
      current_page: query.page,
      total_pages: Math.ceil(total / query.limit),
      total_products: total,
      total_is_lower_bound: totalIsLowerBound,
      products_per_page: query.limit,
    },
    // What became of the search's words: corrected ones, and the nearest when nothing was found.
    ...(search ? { search: await searchOutcome(db, search, total) } : {}),
  };
}

function emptyPage(query: ProductListQuery): ProductPage {
  return {
    products: [],
    pagination: {
      current_page: query.page,
      total_pages: 0,
      total_products: 0,
      total_is_lower_bound: false,
      products_per_page: query.limit,
    },
  };
}

export async function storeStats(db: Database, storeId: string, ownerView = false): Promise<StoreStats> {
  const row = isUuid(storeId) ? await repo.storeProductStats(db, storeId, new Date(), ownerView) : undefined;
  return {
    total: row?.total ?? 0,
    inStock: row?.inStock ?? 0,
    averagePrice: row?.averagePricePaisa ? Math.round(row.averagePricePaisa) / 100 : 0,
    averageRating: averageRating(row?.ratingSum ?? 0, row?.ratingCount ?? 0),
    onSale: row?.onSale ?? 0,
  };
}

/**
 * One product: 404 for the public when it is hidden or its seller is suspended (decision 0019); its
 * owner (`readerId`) still reads it, with `hidden` and `hiddenReason`.
 */
export async function getProduct(
  db: Database,
  id: string,
  imageUrls: ImageUrls,
  readerId?: string,
): Promise<Product> {
  const row = isUuid(id) ? await repo.findProductById(db, id) : undefined;
  // Her hidden listings are shown to the owner and to her catalog helpers (decision 0054).
  const ownerView = row !== undefined && (await seesStoreAsOwner(db, row.store, readerId));
  if (!row || !(row.listed || ownerView)) throw notFound("Product not found");
  const [product] = await withCampaigns(db, [
    toProductJson(row.product, row.store, row.images, row.variants, imageUrls, ownerView),
  ]);
  return product as Product;
}

/**
 * A save's variants as stored: their options in the product's own spelling and order (the schema
 * checked they fit), prices in paisa or null to take the product's.
 */
function variantValues(options: ProductOption[], variants: VariantInput[]): repo.VariantValues[] {
  return variants.map((variant) => {
    const match = matchVariantOptions(options, variant.options);
    if ("problem" in match) throw badRequest(match.problem, [{ field: "variants", message: match.problem }]);
    return {
      options: match.options,
      pricePaisa: variant.price == null ? null : rupeesToPaisa(variant.price),
      salePricePaisa: variant.sale_price == null ? null : rupeesToPaisa(variant.sale_price),
      quantity: variant.quantity,
      sku: variant.sku ? variant.sku : null,
      imageUrl: null,
    };
  });
}

/**
 * The variants with the pictures they name (`image`, a URL as the product's `images` carry it in
 * answers or in this save), stored as the product image's own stored URL; a 400 naming the variant
 * when the picture is none of the product's images after the save. `sent` are the save's images in
 * stored form, in the order of `images` (undefined when the save keeps the product's images).
 */
function linkVariantImages(
  variants: repo.VariantValues[],
  input: VariantInput[],
  images: Array<{ url: string; thumbUrl: string }>,
  sent: string[] | undefined,
  imageUrls: ImageUrls,
): repo.VariantValues[] {
  return variants.map((variant, i) => {
    const chosen = input[i]?.image;
    if (chosen == null || chosen === "") return { ...variant, imageUrl: null };
    const stored = imageUrls.toStored(chosen);
    const at = sent ? sent.indexOf(stored) : -1;
    const image = images[at] ?? images.find((img) => img.url === stored || img.thumbUrl === stored);
    if (!image) {
      const message = variantImageProblem(variant.options);
      throw badRequest(message, [{ field: `variants.${i}.image`, message }]);
    }
    return { ...variant, imageUrl: image.url };
  });
}

/** The product's stock when it has variants: theirs together. */
const stockOf = (variants: repo.VariantValues[]) => variants.reduce((sum, v) => sum + (v.quantity ?? 0), 0);

/** The options as saved: trimmed by the schema, in the seller's order. */
const optionsOf = (options: ProductOption[]) => options.map((o) => ({ name: o.name, values: [...o.values] }));

/**
 * Takes the images a product save names out of the pending uploads, in the save's transaction: those
 * uploaded beforehand and those its data URLs just stored (noted as pending before their files were
 * written, so that a crash before the save commits leaves them to the sweep). One that is gone (swept
 * after a day unused) or another account's is refused by its position. `known` are the product's
 * own images already.
 */
async function takeUploadedImages(
  tx: Executor,
  sellerId: string,
  images: StoredImage[],
  known: StoredImage[],
) {
  const knownUrls = new Set(known.map((i) => i.url));
  const { missing, foreign } = await claimUploads(
    tx,
    sellerId,
    images.filter((i) => !knownUrls.has(i.url)),
  );
  const [notHers] = foreign;
  if (notHers) {
    const position = images.indexOf(notHers) + 1;
    throw badRequest(`Image ${position} is not one of your uploads. Please upload your own picture.`, [
      { field: `images.${position - 1}`, message: "Please upload your own picture." },
    ]);
  }
  const [first] = missing;
  if (!first) return;
  const position = images.indexOf(first) + 1;
  throw badRequest(`Image ${position} is no longer available. Please upload it again.`, [
    { field: `images.${position - 1}`, message: "Please upload this image again." },
  ]);
}

function saleEnd(value: string | null | undefined): Date | null | undefined {
  return value === undefined ? undefined : value === null ? null : new Date(value);
}

export async function createProduct(
  db: Database,
  storage: ImageStorage,
  imageUrls: ImageUrls,
  sellerId: string,
  input: CreateProductInput,
  /** Runs in the product's transaction once its rows are written (its Idempotency-Key, decision 0049). */
  whileSaving?: (tx: Executor, productId: string) => Promise<void>,
): Promise<Product> {
  await requireNotSuspended(db, sellerId);
  const access = await requireStoreAccess(db, input.store_id, sellerId, "products");
  await requireOwnerNotSuspended(db, access);
  const options = optionsOf(input.options ?? []);
  const unlinked = variantValues(options, input.variants ?? []);
  const sent = input.images.map(imageUrls.toStored);
  const { images, added } = await resolveImages(storage, sent, [], (image) =>
    recordUpload(db, sellerId, image),
  );
  try {
    const variants = linkVariantImages(unlinked, input.variants ?? [], images, sent, imageUrls);
    const id = await db.transaction(async (tx) => {
      await takeUploadedImages(tx, sellerId, images, []);
      const row = await repo.insertProduct(tx, {
        storeId: input.store_id,
        name: input.name,
        description: input.description,
        category: input.category,
        pricePaisa: rupeesToPaisa(input.price),
        salePricePaisa: input.sale_price === null ? null : rupeesToPaisa(input.sale_price),
        saleEndsAt: input.sale_price === null ? null : (saleEnd(input.saleEndingDate) ?? null),
        quantity: variants.length > 0 ? stockOf(variants) : (input.quantity ?? 0),
        options,
      });
      await repo.replaceImages(tx, row.id, images);
      if (variants.length > 0) await repo.replaceVariants(tx, row.id, input.store_id, variants);
      await recordHelperAction(tx, access, "product_added", { id: row.id, detail: input.name });
      await whileSaving?.(tx, row.id);
      return row.id;
    });
    return getProduct(db, id, imageUrls, sellerId);
  } catch (error) {
    await removeImages(storage, added);
    throw error;
  }
}

/**
 * Loads a product for a change by its store's owner, or (`"products"`, an edit) a catalog helper of
 * hers: 403 while either is suspended, 404 when unknown, 403 for anyone else (decision 0054).
 */
async function ownProduct(db: Database, sellerId: string, id: string, work: "products" | "owner") {
  await requireNotSuspended(db, sellerId);
  const row = isUuid(id) ? await repo.findProductById(db, id) : undefined;
  if (!row) throw notFound("Product not found");
  const access = await requireStoreAccess(db, row.product.storeId, sellerId, work);
  await requireOwnerNotSuspended(db, access);
  return { ...row, access };
}

export async function updateProduct(
  db: Database,
  storage: ImageStorage,
  imageUrls: ImageUrls,
  sellerId: string,
  id: string,
  input: UpdateProductInput,
): Promise<Product> {
  const { product, access } = await ownProduct(db, sellerId, id, "products");
  const price = input.price ?? paisaToRupees(product.pricePaisa);
  const salePrice =
    input.sale_price === undefined
      ? product.salePricePaisa === null
        ? null
        : paisaToRupees(product.salePricePaisa)
      : input.sale_price;
  if (salePrice !== null && rupeesToPaisa(salePrice) >= rupeesToPaisa(price)) {
    throw badRequest("Sale price must be less than regular price", [
      { field: "sale_price", message: "Sale price must be less than regular price" },
    ]);
  }
  const variantChange = plannedVariants(product.options, input, price);
  const current = await repo.findImages(db, [id]);
  // The web sends back the images it was answered, absolute on PUBLIC_URL when that is set.
  const sent = input.images?.map(imageUrls.toStored);
  const resolved = sent
    ? await resolveImages(storage, sent, current, (image) => recordUpload(db, sellerId, image))
    : undefined;
  try {
    const variants =
      variantChange &&
      linkVariantImages(
        variantChange.variants,
        input.variants ?? [],
        resolved?.images ?? current,
        sent,
        imageUrls,
      );
    await db.transaction(async (tx) => {
      if (resolved) await takeUploadedImages(tx, sellerId, resolved.images, current);
      // The product's row first, as a checkout takes it before its variants: the two cannot deadlock.
      const locked = await repo.lockProduct(tx, id);
      if (!locked) throw notFound("Product not found");
      const hasVariants = variantChange ? variantChange.variants.length > 0 : locked.options.length > 0;
      const stock = await stockToWrite(tx, locked, input.stockSeen, {
        quantity: hasVariants ? undefined : input.quantity,
        variants: variants || undefined,
      });
      await repo.updateProduct(tx, id, {
        name: input.name,
        description: input.description,
        category: input.category,
        pricePaisa: rupeesToPaisa(price),
        salePricePaisa: salePrice === null ? null : rupeesToPaisa(salePrice),
        saleEndsAt: salePrice === null ? null : saleEnd(input.saleEndingDate),
        // With variants the stock is theirs; a quantity sent beside them is not the product's to set.
        quantity: variantChange && hasVariants ? stockOf(stock.variants ?? []) : stock.quantity,
        options: variantChange?.options,
        updatedAt: new Date(),
      });
      if (resolved) await repo.replaceImages(tx, id, resolved.images);
      if (stock.variants) await repo.replaceVariants(tx, id, locked.storeId, stock.variants);
      await recordHelperAction(tx, access, "product_edited", { id, detail: input.name ?? product.name });
      if (variants || resolved) {
        // Variants lose the pictures that are no longer the product's: those this edit removed, and
        // (read under the product's lock) any an edit saved meanwhile removed after ours was checked.
        const kept = resolved ? resolved.images : await repo.findImages(tx, [id]);
        await repo.unlinkRemovedVariantImages(
          tx,
          id,
          kept.map((i) => i.url),
        );
      }
    });
  } catch (error) {
    if (resolved) await removeImages(storage, resolved.added);
    throw error;
  }
  if (resolved) {
    const keptUrls = new Set(resolved.images.map((i) => i.url));
    await removeUnusedImages(
      db,
      storage,
      current.filter((img) => !keptUrls.has(img.url)),
    );
  }
  return getProduct(db, id, imageUrls, sellerId);
}

/**
 * What an edit makes of the product's variants, or undefined when it leaves them: `options` with
 * `variants` replace both; `variants` alone replace those of the options it has, checked against
 * them here (the schema cannot see the stored options). An empty pair makes it a product without
 * variants again.
 */
function plannedVariants(
  stored: ProductOption[],
  input: UpdateProductInput,
  price: number,
): { options: ProductOption[]; variants: repo.VariantValues[] } | undefined {
  if (input.variants === undefined) return undefined;
  const options = input.options ? optionsOf(input.options) : stored;
  const problems = variantProblems(options, input.variants, price);
  const [first] = problems;
  if (first) {
    throw badRequest(
      problems.length === 1 ? first.message : "Some fields are not valid.",
      problems.map((p) => ({ field: p.path.join("."), message: p.message })),
    );
  }
  return { options, variants: variantValues(options, input.variants) };
}

export async function deleteProduct(db: Database, storage: ImageStorage, sellerId: string, id: string) {
  // Deleting is the owner's: a catalog helper adds and edits (issue 32, part 4).
  await ownProduct(db, sellerId, id, "owner");
  const images = await repo.findImages(db, [id]);
  await repo.deleteProduct(db, id);
  await removeUnusedImages(db, storage, images);
}
