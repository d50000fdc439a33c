import { PRODUCT_NAME_MAX, ProductFields, saleBelowPrice } from "@marketplace/shared/products-contracts";
import { z } from "zod";
import type { Product } from "@/features/catalog/api/products-api.ts";

/** What the inputs hold: text as typed, so a half-typed price is not lost while editing. */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  sale_price: string;
  /** A `datetime-local` value in the seller's time zone, or "". */
  saleEndingDate: string;
  category: string;
  quantity: string;
  images: string[];
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: "",
  description: "",
  price: "",
  sale_price: "",
  saleEndingDate: "",
  category: "",
  quantity: "",
  images: [],
};

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO instant as a `datetime-local` value in the browser's time zone. */
export function toLocalDateTime(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function productFormValues(product: Product): ProductFormValues {
  return {
    name: product.name.slice(0, PRODUCT_NAME_MAX),
    description: product.description,
    price: String(product.price),
    sale_price: product.sale_price === null ? "" : String(product.sale_price),
    saleEndingDate: product.sale_price === null ? "" : toLocalDateTime(product.saleEndingDate),
    category: product.category,
    quantity: String(product.quantity),
    images: product.images,
  };
}

/** A number input's text as the number the shared rule checks; blank is `undefined` (its "required" message). */
const numberFromText = <Rule extends z.ZodType>(rule: Rule) =>
  z.preprocess((text: string) => (text.trim() === "" ? undefined : Number(text)), rule);

/** A `datetime-local` value as the instant the contract takes; blank is no end date. */
function instantOf(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/**
 * The product form's check: the shared `ProductFields` rules and messages, read from the inputs'
 * text. The sale price is compared with the price whenever both are numbers, so that message shows
 * together with the others; the sale end date only counts with a sale price.
 */
export const ProductFormSchema = ProductFields.extend({
  price: numberFromText(ProductFields.shape.price),
  sale_price: z.preprocess(
    (text: string) => (text.trim() === "" ? null : Number(text)),
    ProductFields.shape.sale_price,
  ),
  saleEndingDate: z.preprocess(instantOf, ProductFields.shape.saleEndingDate),
  category: z.preprocess((choice: string) => choice || undefined, ProductFields.shape.category),
  quantity: numberFromText(ProductFields.shape.quantity),
})
  .superRefine(saleBelowPrice, {
    when: ({ value }) => {
      const prices = value as { price?: unknown; sale_price?: unknown };
      return typeof prices.price === "number" && typeof prices.sale_price === "number";
    },
  })
  .transform((product) => ({
    ...product,
    saleEndingDate: product.sale_price === null ? null : product.saleEndingDate,
  }));
/** A product as the form checked it: the request body without its store. */
export type CheckedProduct = z.output<typeof ProductFormSchema>;
