import { z } from "zod";
import { CATEGORIES } from "./categories.ts";
import { rupeesToPaisa } from "./money.ts";

export const PRODUCT_NAME_MAX = 100;
export const PRODUCT_DESCRIPTION_MAX = 1000;
export const MAX_PRODUCT_IMAGES = 8;
export const PRODUCT_SORTS = ["newest", "price-low", "price-high", "name", "rating"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

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

function saleBelowPrice(v: { price?: number; sale_price?: number | null }, ctx: z.RefinementCtx) {
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

export const CreateProductInput = ProductFields.extend({
  sale_price: ProductFields.shape.sale_price.optional().default(null),
  saleEndingDate: ProductFields.shape.saleEndingDate.optional().default(null),
  store_id: z.string({ error: "Store is required" }).min(1, "Store is required"),
}).superRefine(saleBelowPrice);
export type CreateProductInput = z.infer<typeof CreateProductInput>;

export const UpdateProductInput = ProductFields.partial().superRefine(saleBelowPrice);
export type UpdateProductInput = z.infer<typeof UpdateProductInput>;

export const fileTooLargeMessage = (name: string) => `File ${name} is too large. Maximum size is 5MB.`;
