import { z } from "zod";
import { ErrorAnswer } from "./api-answers.ts";
import { CATEGORIES } from "./categories.ts";
import { rupeesToPaisa } from "./money.ts";
import { PAYMENT_METHODS } from "./order-statuses.ts";
import { optionFacetOf } from "./product-facets.ts";
import { PRODUCT_SORTS, type ProductSort } from "./product-sorts.ts";
import {
  MAX_OPTION_VALUES,
  MAX_VARIANTS,
  OPTION_TEXT_MAX,
  ProductOptionAnswer,
  ProductOptionsInput,
  ProductVariant,
  VariantsInput,
  variantProblems,
} from "./product-variants.ts";
import { SearchText } from "./search-contracts.ts";

export const PRODUCT_NAME_MAX = 100;
export const PRODUCT_DESCRIPTION_MAX = 1000;
export const MAX_PRODUCT_IMAGES = 8;
export {
  OPTION_FACET_KEYS,
  OPTION_FACETS,
  type OptionFacet,
  optionFacetOf,
  optionNamesOf,
  PRICE_BANDS,
  type PriceBand,
  priceBandKey,
  RATING_STEPS,
} from "./product-facets.ts";
export { PRODUCT_SORTS, type ProductSort } from "./product-sorts.ts";
export {
  MAX_OPTION_VALUES,
  MAX_PRODUCT_OPTIONS,
  type ProductOption,
  ProductVariant,
  type VariantOptions,
} from "./product-variants.ts";

/** The add-product form (spec section 5, versions A and B together), shared by the form and the server. */
export const ProductFields = z.object({
  name: z
    .string({ error: "Product name is required" })
    .trim()
    .min(1, "Product name is required")
    .max(PRODUCT_NAME_MAX, `Product name must be at most ${PRODUCT_NAME_MAX} characters`),
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(1, "Description is required")
    .max(PRODUCT_DESCRIPTION_MAX, `Description must be at most ${PRODUCT_DESCRIPTION_MAX} characters`),
  price: z
    .number({ error: "Valid price is required" })
    // Stored in paisa: anything below one paisa would round to a free product.
    .min(0.01, "Valid price is required")
    .max(10_000_000, "Price is too high"),
  sale_price: z
    .number({ error: "Sale price must be a number" })
    .min(0, "Sale price cannot be negative")
    .nullable(),
  saleEndingDate: z.iso.datetime({ offset: true, error: "Sale end date must be a date and time" }).nullable(),
  category: z.enum(CATEGORIES, { error: "Category is required" }),
  quantity: z
    .number({ error: "Valid quantity is required" })
    .int("Valid quantity is required")
    .min(0, "Valid quantity is required")
    .max(1_000_000, "Quantity is too high"),
  images: z
    .array(z.string().min(1), { error: "At least one product image is required" })
    .min(1, "At least one product image is required")
    .max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images per product`),
});

/** A sale price is below the price; shared with the web's product form, which checks it as the seller types. */
export function saleBelowPrice(v: { price?: number; sale_price?: number | null }, ctx: z.RefinementCtx) {
  // Compared in paisa, as stored: 999.999 is not below 1000 once both are rounded.
  if (
    v.sale_price != null &&
    v.price !== undefined &&
    rupeesToPaisa(v.sale_price) >= rupeesToPaisa(v.price)
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["sale_price"],
      message: "Sale price must be less than regular price",
    });
  }
}

/** A product's options and variants fit together (product-variants.ts); their paths are the body's. */
function variantsFitOptions(
  v: {
    price?: number;
    options?: z.infer<typeof ProductOptionsInput>;
    variants?: z.infer<typeof VariantsInput>;
  },
  ctx: z.RefinementCtx,
) {
  if (v.options === undefined && v.variants === undefined) return;
  if (v.variants === undefined) {
    // A change of the options changes the combinations: the variants come with them.
    ctx.addIssue({
      code: "custom",
      path: ["variants"],
      message: "Add the variants: one for each combination of the options.",
    });
    return;
  }
  // Variants alone (an edit of their stock or prices) are checked against the stored options by the server.
  if (v.options === undefined) return;
  for (const problem of variantProblems(v.options, v.variants, v.price)) {
    ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
  }
}

/**
 * A new product. With variants, its stock is theirs (`quantity` is then left out, or ignored: the
 * product's quantity is the sum of its variants'); without, `quantity` is required as before.
 */
export const CreateProductInput = ProductFields.extend({
  sale_price: ProductFields.shape.sale_price.optional().default(null),
  saleEndingDate: ProductFields.shape.saleEndingDate.optional().default(null),
  store_id: z.string({ error: "Store is required" }).min(1, "Store is required"),
  quantity: ProductFields.shape.quantity.optional(),
  /** Left out: none (a product without variants). */
  options: ProductOptionsInput.optional(),
  variants: VariantsInput.optional(),
})
  .superRefine(saleBelowPrice)
  .superRefine((v, ctx) => {
    if (!v.variants?.length && !v.options?.length && v.quantity === undefined) {
      ctx.addIssue({ code: "custom", path: ["quantity"], message: "Valid quantity is required" });
    }
    for (const problem of variantProblems(v.options ?? [], v.variants ?? [], v.price)) {
      ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
    }
  });
export type CreateProductInput = z.infer<typeof CreateProductInput>;

/**
 * The stock a product's edit form was shown: the product's own (without variants) and each
 * variant's, by its options. Sent with an edit, it keeps the edit from undoing sales made while the
 * form was open: a stock figure left as shown is not written, and one she changed is refused (409,
 * with these figures as they are now) when the stock moved meanwhile. Left out: stock as sent.
 */
export const StockFigures = z.object({
  quantity: z.number().int().min(0).optional(),
  variants: z
    .array(
      z.object({
        options: z.record(z.string().max(OPTION_TEXT_MAX * 2), z.string().max(OPTION_TEXT_MAX * 2)),
        quantity: z.number().int().min(0),
      }),
    )
    .max(MAX_VARIANTS)
    .optional(),
});
export type StockFigures = z.infer<typeof StockFigures>;

/** 409: a stock figure she changed moved while the form was open; here it is now. */
export const StockMovedAnswer = ErrorAnswer.extend({ stock: StockFigures.optional() });
export type StockMovedAnswer = z.infer<typeof StockMovedAnswer>;

/**
 * A change of a product. `options` with `variants` replace the variant set (an empty pair makes it a
 * product without variants again); `variants` alone replace the variants of the options it has.
 * A variant keeps its `_id` while its combination stays.
 */
export const UpdateProductInput = ProductFields.partial()
  .extend({
    options: ProductOptionsInput.optional(),
    variants: VariantsInput.optional(),
    stockSeen: StockFigures.optional(),
  })
  .superRefine(saleBelowPrice)
  .superRefine(variantsFitOptions);
export type UpdateProductInput = z.infer<typeof UpdateProductInput>;

export const fileTooLargeMessage = (name: string) => `File ${name} is too large. Maximum size is 5MB.`;

// ---------------------------------------------------------------------------------------------------
// Reading products: the one list query (catalog, category pages, a store's page, the dashboard) and
// the answers, as the API sends them and every client reads them.

const flag = z
  .enum(["true", "false", "1", "0"], { error: "Use true or false." })
  .transform((v) => v === "true" || v === "1")
  .optional();

const priceBound = z.coerce
  .number({ error: "Price must be a number." })
  .min(0, "Price cannot be negative.")
  // No product costs more (the product form's limit); larger figures would overflow the paisa column.
  .max(10_000_000, "Price must be at most Rs 10,000,000.")
  .optional();

/**
 * Query keys that are never option filters: the list's own parameters, and what links and browsers
 * add (`utm_…` campaign tags, `_` cache breakers, click ids).
 */
export const LIST_PARAMETERS = [
  "page",
  "limit",
  "category",
  "search",
  "store_id",
  "minPrice",
  "maxPrice",
  "onSale",
  "inStock",
  "sort",
  "city",
  "minRating",
  "exact",
] as const;
const NOT_OPTION_FILTERS = /^(utm_|_)|^(fbclid|gclid|msclkid)$/i;

const optionFilterValue = z.union([
  z.string().max(OPTION_TEXT_MAX * 2, `An option filter must be at most ${OPTION_TEXT_MAX} characters.`),
  z
    .array(
      z.string().max(OPTION_TEXT_MAX * 2, `An option filter must be at most ${OPTION_TEXT_MAX} characters.`),
    )
    .max(MAX_OPTION_VALUES, `An option filter can name at most ${MAX_OPTION_VALUES} values.`),
]);

/**
 * Option filters of a list (decision 0030): every other query key is an option's name lower-cased,
 * its value one of that option's values, `size=M`; a key given twice (`size=M&size=L`) takes either.
 * Several keys must hold on one variant (`size=M&colour=blue`: an M in blue). Values compare without case.
 */
function optionFiltersOf(rest: Array<[string, unknown]>): Record<string, string[]> {
  // A Map, not an object: a query may name `constructor` or `__proto__`.
  const filters = new Map<string, string[]>();
  for (const [key, raw] of rest) {
    const typed = key.trim().toLowerCase();
    if (!typed || typed.length > OPTION_TEXT_MAX || NOT_OPTION_FILTERS.test(typed)) continue;
    // "color" and "رنگ" are the colour facet's key, as "سائز" is size's (issue 33).
    const name = optionFacetOf(typed) ?? typed;
    const values = (Array.isArray(raw) ? raw : [raw])
      .filter((v): v is string => typeof v === "string")
      .map((v) => v.trim().toLowerCase())
      .filter((v) => v !== "");
    if (values.length > 0) filters.set(name, [...new Set([...(filters.get(name) ?? []), ...values])]);
  }
  return Object.fromEntries(filters);
}

export const PRODUCTS_PER_PAGE = 12;
export const MAX_PRODUCTS_PER_PAGE = 100;

/** `GET /api/products` and `GET /api/products/store/:storeId`: filters, sort and page. */
export const ProductListQuery = z
  .object({
    page: z.coerce
      .number({ error: "Page must be a whole number." })
      .int("Page must be a whole number.")
      .min(1, "Page starts at 1.")
      .max(1_000_000)
      .default(1),
    limit: z.coerce
      .number({ error: "Limit must be a whole number." })
      .int()
      .min(1, "Limit must be at least 1.")
      .max(MAX_PRODUCTS_PER_PAGE, `Limit must be at most ${MAX_PRODUCTS_PER_PAGE}.`)
      .default(PRODUCTS_PER_PAGE),
    category: z.string().max(60).optional(),
    search: SearchText.optional(),
    store_id: z.string().max(60).optional(),
    minPrice: priceBound,
    maxPrice: priceBound,
    onSale: flag,
    inStock: flag,
    sort: z
      .enum(PRODUCT_SORTS, { error: `Sort must be one of: ${PRODUCT_SORTS.join(", ")}.` })
      .default("newest"),
    /** The store's city (the first part of its location, compared as `cityKey` does: issue 33). */
    city: z.string().trim().max(60, "A city must be at most 60 characters.").optional(),
    /** Stores rated at least this (the average of their products' reviews, 1 to 5). */
    minRating: z.coerce
      .number({ error: "The rating must be a number from 1 to 5." })
      .min(1, "The rating must be a number from 1 to 5.")
      .max(5, "The rating must be a number from 1 to 5.")
      .optional(),
    /** Search the words as typed, without correcting them to the catalog's ("Search instead for"). */
    exact: flag,
  })
  .catchall(optionFilterValue)
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: "The lowest price must not be above the highest.",
    path: ["minPrice"],
  })
  .transform((q) => {
    const entries = Object.entries(q);
    const isListParameter = ([key]: [string, unknown]) =>
      (LIST_PARAMETERS as readonly string[]).includes(key);
    return {
      ...(Object.fromEntries(entries.filter(isListParameter)) as ListParameters),
      optionFilters: optionFiltersOf(entries.filter((entry) => !isListParameter(entry))),
    };
  });
type ListParameters = Pick<ListParametersAll, (typeof LIST_PARAMETERS)[number]>;
type ListParametersAll = {
  page: number;
  limit: number;
  category?: string;
  search?: string;
  store_id?: string;
  minPrice?: number;
  maxPrice?: number;
  onSale?: boolean;
  inStock?: boolean;
  sort: ProductSort;
  city?: string;
  minRating?: number;
  exact?: boolean;
};
/** The query as the server reads it (defaults filled in); `optionFilters` maps `size` to ["m"]. */
export type ProductListQuery = z.output<typeof ProductListQuery>;
/** The filters a client may send; unset ones are left out of the URL. */
export type ProductFilters = Partial<ProductListQuery>;

/**
 * The marketplace campaign a product joined while it runs (issue 31): its terms, which the cart prices
 * each unit by (`campaignUnitDiscount`), and its page's address and names.
 */
export const ProductCampaign = z.object({
  slug: z.string(),
  name: z.object({ en: z.string(), ur: z.string() }),
  type: z.enum(["percent", "fixed"]),
  /** A whole percent, or rupees a unit. */
  value: z.number(),
  /** Rupees a unit at most; null for no cap. */
  maxDiscount: z.number().nullable(),
});
export type ProductCampaign = z.infer<typeof ProductCampaign>;

/**
 * The contract's Product, plus 400 px `thumbnails` for cards, the `reviewCount` behind `rating`, and in
 * `store_id` the store's `slug` (its address `/store/{slug}`) and the payment methods it accepts (so
 * the checkout, which refreshes every line, can offer them).
 */
export const Product = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Rupees. */
  price: z.number(),
  sale_price: z.number().nullable(),
  saleEndingDate: z.string().nullable(),
  category: z.enum(CATEGORIES),
  images: z.array(z.string()),
  /** The same list as `images`, under the name older clients read. */
  image: z.array(z.string()),
  thumbnails: z.array(z.string()),
  quantity: z.number(),
  rating: z.number(),
  reviewCount: z.number(),
  store_id: z.object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    category: z.enum(CATEGORIES),
    description: z.string(),
    /** Cash on Delivery, plus Bank Transfer / Mobile Wallet where the store entered its details. */
    acceptedPaymentMethods: z.array(z.enum(PAYMENT_METHODS)),
    /** Its seller is verified: the Hunarmand team checked her (issue 34, item 5). */
    verified: z.boolean(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Only in answers to the product's owner (decision 0019): an admin hid it from the public, and why. */
  hidden: z.boolean().optional(),
  hiddenReason: z.string().nullable().optional(),
  /** Up to two options with their values (issue 18); empty for a product without variants. */
  options: z.array(ProductOptionAnswer),
  /**
   * One per combination of the options, with effective rupee prices; empty without options. A product
   * with variants has `quantity` = the sum of theirs.
   */
  variants: z.array(ProductVariant),
  /** The campaign it sells in now (issue 31); absent when none runs. */
  campaign: ProductCampaign.optional(),
});
export type Product = z.infer<typeof Product>;

export const Pagination = z.object({
  current_page: z.number(),
  total_pages: z.number(),
  /** Exact, or when `total_is_lower_bound` "at least this many" (lists stop counting far past the page). */
  total_products: z.number(),
  total_is_lower_bound: z.boolean(),
  products_per_page: z.number(),
});
export type Pagination = z.infer<typeof Pagination>;

/** The figures on a store's page. */
export const StoreStats = z.object({
  total: z.number(),
  inStock: z.number(),
  averagePrice: z.number(),
  averageRating: z.number(),
  onSale: z.number(),
});
export type StoreStats = z.infer<typeof StoreStats>;

/**
 * What a list's search did with its words (issue 33): the words it corrected to the catalog's own,
 * and when nothing was found, the nearest catalog words and categories to offer instead.
 */
export const SearchOutcome = z.object({
  /** The search as typed. */
  query: z.string(),
  /**
   * The search as it was run, a typed word the catalog does not have replaced by the closest word it
   * has ("phulkri" → "phulkari"); null when no word was corrected (or `exact` asked for none).
   */
  correctedTo: z.string().nullable(),
  /** Only when nothing was found: catalog words close to the typed ones, the closest first. */
  nearestWords: z.array(z.string()),
  /** Only when nothing was found: categories the words point to, or of the nearest words' products. */
  nearestCategories: z.array(z.enum(CATEGORIES)),
});
export type SearchOutcome = z.infer<typeof SearchOutcome>;

export const ProductListAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  products: z.array(Product),
  pagination: Pagination,
  /** Present when the list was searched. */
  search: SearchOutcome.optional(),
});
export type ProductListAnswer = z.infer<typeof ProductListAnswer>;

/** One value of a facet with how many products the list would have with it chosen. */
export const FacetValue = z.object({
  /** What the list's query takes: a category's name, a band's key, a size, a city, a rating. */
  value: z.string(),
  /** As the sellers wrote it (sizes, colours, cities); else the value. */
  label: z.string(),
  count: z.number(),
});
export type FacetValue = z.infer<typeof FacetValue>;

/**
 * `GET /api/products/facets` (issue 33): for the list's query, how many products each value of each
 * facet would give. A facet's counts leave out its own choice (so she can widen it) and keep every
 * other filter. Values with no products are left out, but for the price bands and ratings, which
 * are always all there.
 */
export const ProductFacets = z.object({
  category: z.array(FacetValue),
  price: z.array(FacetValue),
  size: z.array(FacetValue),
  colour: z.array(FacetValue),
  city: z.array(FacetValue),
  rating: z.array(FacetValue),
});
export type ProductFacets = z.infer<typeof ProductFacets>;

export const ProductFacetsAnswer = z.object({ success: z.literal(true), facets: ProductFacets });
export type ProductFacetsAnswer = z.infer<typeof ProductFacetsAnswer>;

/** The most products a store's list answers when the client does not page it. */
export const STORE_PRODUCTS_CAP = 500;

export const StoreProductsAnswer = ProductListAnswer.extend({ stats: StoreStats });
export type StoreProductsAnswer = z.infer<typeof StoreProductsAnswer>;

/** `GET /api/products/:id`. */
export const ProductAnswer = z.object({ success: z.literal(true), product: Product });
export type ProductAnswer = z.infer<typeof ProductAnswer>;

/** A product added or changed. */
export const ProductSavedAnswer = ProductAnswer.extend({ message: z.string() });
export type ProductSavedAnswer = z.infer<typeof ProductSavedAnswer>;

/** `POST /api/media/images`: the uploaded images' URLs, to send in a product's `images`. */
export const UploadedImagesAnswer = z.object({
  success: z.literal(true),
  images: z.array(z.object({ url: z.string(), thumbUrl: z.string() })),
});
export type UploadedImagesAnswer = z.infer<typeof UploadedImagesAnswer>;

export const ProductReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const ProductReview = z.object({
  _id: z.string(),
  rating: z.number(),
  comment: z.string(),
  author: z.string(),
  createdAt: z.string(),
  /** The options of the variant the reviewer bought ("Size": "M"), or null for a product without variants. */
  variant: z.record(z.string(), z.string()).nullable(),
});
export type ProductReview = z.infer<typeof ProductReview>;

export const ProductReviewsAnswer = z.object({
  success: z.literal(true),
  reviews: z.array(ProductReview),
  averageRating: z.number(),
  reviewCount: z.number(),
  pagination: z.object({ current_page: z.number(), total_pages: z.number(), total_reviews: z.number() }),
});
export type ProductReviewsAnswer = z.infer<typeof ProductReviewsAnswer>;
