import { unitPrice } from "@marketplace/shared/pricing";
import type { Product } from "@/features/catalog/api/products-api.ts";

/** What the cart keeps of a product: enough to show and price it without asking the server again. */
export type CartProduct = Pick<
  Product,
  | "_id"
  | "name"
  | "price"
  | "sale_price"
  | "saleEndingDate"
  | "images"
  | "thumbnails"
  | "quantity"
  | "category"
> & { store_id: { _id: string; name: string } };

export interface CartLine {
  product: CartProduct;
  quantity: number;
}

export function toCartProduct(product: CartProduct): CartProduct {
  const { _id, name, price, sale_price, saleEndingDate, images, thumbnails, quantity, category, store_id } =
    product;
  return {
    _id,
    name,
    price,
    sale_price,
    saleEndingDate,
    images,
    thumbnails,
    quantity,
    category,
    store_id: { _id: store_id._id, name: store_id.name },
  };
}

/** Never more than the stock the product had when it was added; the server checks again at checkout. */
function clampToStock(quantity: number, product: CartProduct): number {
  return Math.min(Math.max(0, Math.floor(quantity)), Math.max(0, product.quantity));
}

/** Spec section 4: adding a product already in the cart adds to its quantity; a new one starts there. */
export function addLine(lines: CartLine[], product: CartProduct, quantity = 1): CartLine[] {
  const existing = lines.find((line) => line.product._id === product._id);
  if (existing) {
    return lines.map((line) =>
      line === existing
        ? { product: toCartProduct(product), quantity: clampToStock(line.quantity + quantity, product) }
        : line,
    );
  }
  const start = clampToStock(quantity, product);
  return start > 0 ? [...lines, { product: toCartProduct(product), quantity: start }] : lines;
}

/** Setting a quantity to 0 or less removes the line. */
export function setLineQuantity(lines: CartLine[], productId: string, quantity: number): CartLine[] {
  return lines.flatMap((line) => {
    if (line.product._id !== productId) return [line];
    const next = clampToStock(quantity, line.product);
    return next > 0 ? [{ ...line, quantity: next }] : [];
  });
}

/**
 * The checkout read the products afresh: their snapshots take the new prices, sale and stock, and a
 * quantity above what is left comes down to it. Sold-out and removed products stay, for the checkout
 * to mark and the customer to remove herself.
 */
export function refreshLines(lines: CartLine[], fresh: ReadonlyMap<string, CartProduct | null>): CartLine[] {
  return lines.map((line) => {
    const product = fresh.get(line.product._id);
    if (!product) return line;
    const quantity = product.quantity > 0 ? Math.min(line.quantity, product.quantity) : line.quantity;
    return { product: toCartProduct(product), quantity };
  });
}

export function removeLine(lines: CartLine[], productId: string): CartLine[] {
  return lines.filter((line) => line.product._id !== productId);
}

export function lineUnitPrice(line: CartLine, now = new Date()): number {
  return unitPrice(line.product, now);
}

/** Unit price times quantity, summed, in rupees rounded to the paisa. */
export function cartTotal(lines: CartLine[], now = new Date()): number {
  const paisa = lines.reduce(
    (sum, line) => sum + Math.round(lineUnitPrice(line, now) * 100) * line.quantity,
    0,
  );
  return paisa / 100;
}

export function cartCount(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Reads what local storage holds, dropping anything that is not a well-formed line. */
export function parseStoredLines(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (line): line is CartLine =>
        typeof line === "object" &&
        line !== null &&
        typeof line.quantity === "number" &&
        line.quantity > 0 &&
        typeof line.product?._id === "string" &&
        typeof line.product?.price === "number" &&
        typeof line.product?.store_id?._id === "string",
    );
  } catch {
    return [];
  }
}
