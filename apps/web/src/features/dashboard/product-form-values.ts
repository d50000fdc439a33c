import { ProductOptionsInput, VariantInput, variantProblems } from "@marketplace/shared/product-variants";
import { PRODUCT_NAME_MAX, ProductFields, saleBelowPrice } from "@marketplace/shared/products-contracts";
import { z } from "zod";
import type { Product } from "@/features/catalog/api/products-api.ts";
import type { OptionFormValue, VariantFormValue } from "./variant-rows.ts";

/** What the inputs hold: text as typed, so a half-typed price is not lost while editing. */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  sale_price: string;
  /** A `datetime-local` value in the seller's time zone, or "". */
  saleEndingDate: string;
  category: string;
  /** Without variants; with them, each variant has its own and the product's is their sum. */
  quantity: string;
  images: string[];
  /** Up to two options (Size, Colour) and the table of their combinations (issue 18). */
  options: OptionFormValue[];
  variants: VariantFormValue[];
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
  options: [],
  variants: [],
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
    options: (product.options ?? []).map((o) => ({ name: o.name, values: [...o.values] })),
    // A variant's price that is the product's own shows blank: it keeps following the product's.
    variants: (product.variants ?? []).map((v) => ({
      options: { ...v.options },
      price: v.price === product.price ? "" : String(v.price),
      sale_price: v.sale_price === null || v.sale_price === product.sale_price ? "" : String(v.sale_price),
      quantity: String(v.quantity),
      sku: v.sku ?? "",
      image: v.image ?? "",
    })),
  };
}

/** A number input's text as the number the shared rule checks; blank is `undefined` (its "required" message). */
const numberFromText = <Rule extends z.ZodType>(rule: Rule) =>
  z.preprocess((text: string) => (text.trim() === "" ? undefined : Number(text)), rule);

const blankIsNull = (text: string) => (text.trim() === "" ? null : text);

/** A row of the variant table as the contract's variant: blank prices follow the product's. */
const VariantRow = z.object({
  options: VariantInput.shape.options,
  price: z.preprocess((text: string) => blankIsNull(text) && Number(text), VariantInput.shape.price),
  sale_price: z.preprocess(
    (text: string) => blankIsNull(text) && Number(text),
    VariantInput.shape.sale_price,
  ),
  quantity: numberFromText(VariantInput.shape.quantity),
  sku: z.preprocess(blankIsNull, VariantInput.shape.sku),
  image: z.preprocess(blankIsNull, VariantInput.shape.image),
});

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
  // With variants the product has no stock of its own: theirs adds up to it.
  quantity: numberFromText(ProductFields.shape.quantity.optional()),
  options: ProductOptionsInput,
  variants: z.array(VariantRow),
})
  .superRefine(saleBelowPrice, {
    when: ({ value }) => {
      const prices = value as { price?: unknown; sale_price?: unknown };
      return typeof prices.price === "number" && typeof prices.sale_price === "number";
    },
  })
  .superRefine(
    (product, ctx) => {
      if (product.variants.length === 0 && product.quantity === undefined) {
        ctx.addIssue({ code: "custom", path: ["quantity"], message: "Valid quantity is required" });
      }
    },
    { when: ({ value }) => Array.isArray((value as { variants?: unknown }).variants) },
  )
  .superRefine((product, ctx) => {
    for (const problem of variantProblems(product.options, product.variants, product.price)) {
      ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
    }
  })
  .transform(({ quantity, ...product }) => ({
    ...product,
    // A picture taken out of the product's images leaves its variants without one.
    variants: product.variants.map((v) => ({
      ...v,
      image: v.image && product.images.includes(v.image) ? v.image : null,
    })),
    ...(product.variants.length === 0 ? { quantity: quantity as number } : {}),
    saleEndingDate: product.sale_price === null ? null : product.saleEndingDate,
  }));
/** A product as the form checked it: the request body without its store. */
export type CheckedProduct = z.output<typeof ProductFormSchema>;
