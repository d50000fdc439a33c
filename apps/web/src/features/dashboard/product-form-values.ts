import {
  CreateProductInput,
  PRODUCT_NAME_MAX,
  UpdateProductInput,
} from "@marketplace/shared/products-contracts";
import type { FieldErrors, Resolver } from "react-hook-form";
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

/** Blank number inputs become `undefined` (the schema's "required" message), not 0. */
const toNumber = (text: string) => (text.trim() === "" ? undefined : Number(text));

/** The request body the form's values stand for; the sale end date only counts with a sale price. */
export function toProductPayload(values: ProductFormValues, storeId: string) {
  const salePrice = toNumber(values.sale_price);
  let saleEndingDate: string | null = null;
  if (salePrice !== undefined && values.saleEndingDate) {
    const date = new Date(values.saleEndingDate);
    saleEndingDate = Number.isNaN(date.getTime()) ? values.saleEndingDate : date.toISOString();
  }
  return {
    name: values.name,
    description: values.description,
    price: toNumber(values.price),
    sale_price: salePrice ?? null,
    saleEndingDate,
    category: values.category || undefined,
    quantity: toNumber(values.quantity),
    images: values.images,
    store_id: storeId,
  };
}

/** Checks the form with the shared contract, so the form and the server give the same messages. */
export function productFormResolver(
  storeId: string,
): Resolver<ProductFormValues, unknown, CreateProductInput> {
  return (values) => {
    const payload = toProductPayload(values, storeId);
    const parsed = CreateProductInput.safeParse(payload);
    if (parsed.success) return { values: parsed.data, errors: {} };
    // The contract checks the sale price against the price only once every field is valid; checking
    // the two alone shows that message together with the others.
    const prices = UpdateProductInput.safeParse({ price: payload.price, sale_price: payload.sale_price });
    const issues = [...parsed.error.issues, ...(prices.success ? [] : prices.error.issues)];
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of issues) {
      const field = String(issue.path[0] ?? "root");
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<ProductFormValues> };
  };
}
