import { PAYMENT_METHODS } from "@marketplace/shared/order-statuses";
import { PRODUCT_SORTS } from "@marketplace/shared/products-contracts";
import { SearchText } from "@marketplace/shared/search-contracts";
import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0"], { error: "Use true or false." })
  .transform((v) => v === "true" || v === "1")
  .optional();

const price = z.coerce
  .number({ error: "Price must be a number." })
  .min(0, "Price cannot be negative.")
  // No product costs more (the product form's limit); larger figures would overflow the paisa column.
  .max(10_000_000, "Price must be at most Rs 10,000,000.")
  .optional();

export const listQuery = z
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
      .max(100, "Limit must be at most 100.")
      .default(12),
    category: z.string().max(60).optional(),
    search: SearchText.optional(),
    store_id: z.string().max(60).optional(),
    minPrice: price,
    maxPrice: price,
    onSale: flag,
    inStock: flag,
    sort: z
      .enum(PRODUCT_SORTS, { error: `Sort must be one of: ${PRODUCT_SORTS.join(", ")}.` })
      .default("newest"),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: "The lowest price must not be above the highest.",
    path: ["minPrice"],
  });

export const suggestionsSchema = z.object({
  success: z.literal(true),
  products: z.array(
    z.object({ _id: z.string(), name: z.string(), image: z.string().nullable(), price: z.number() }),
  ),
  stores: z.array(z.object({ _id: z.string(), name: z.string(), slug: z.string() })),
  categories: z.array(z.object({ name: z.string(), slug: z.string() })),
});

export const productSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  sale_price: z.number().nullable(),
  saleEndingDate: z.string().nullable(),
  category: z.string(),
  images: z.array(z.string()),
  image: z.array(z.string()),
  thumbnails: z.array(z.string()),
  quantity: z.number(),
  rating: z.number(),
  reviewCount: z.number(),
  store_id: z.object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    category: z.string(),
    description: z.string(),
    acceptedPaymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const paginationSchema = z.object({
  current_page: z.number(),
  total_pages: z.number(),
  total_products: z.number(),
  products_per_page: z.number(),
});

export const storeStatsSchema = z.object({
  total: z.number(),
  inStock: z.number(),
  averagePrice: z.number(),
  averageRating: z.number(),
  onSale: z.number(),
});
