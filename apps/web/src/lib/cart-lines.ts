import { productCampaignOff } from "@marketplace/shared/campaign-pricing";
import { paisaToRupees, rupeesToPaisa } from "@marketplace/shared/money";
import { unitPrice } from "@marketplace/shared/pricing";
import type { Product } from "@marketplace/shared/products-contracts";

/** The fields of a product the cart keeps as they are: the type below and `toCartProduct` read this one list. */
const KEPT_FIELDS = [
  "_id",
  "name",
  "price",
  "sale_price",
  "saleEndingDate",
  "images",
  "thumbnails",
  "quantity",
  "category",
] as const;

/**
 * What the cart keeps of a product: enough to show and price it without asking the server again (the
 * kept fields, the campaign it sells in while one runs, and its store's id and name).
 */
export type CartProduct = Pick<Product, (typeof KEPT_FIELDS)[number] | "campaign"> & {
  store_id: { _id: string; name: string };
};

/** The size or colour a line is for (issue 18): its id, and its options as the buyer chose them. */
export interface CartVariant {
  _id: string;
  options: Record<string, string>;
}

/**
 * A line is one product, or one variant of it. For a variant the snapshot's price, sale price and
 * stock are the variant's, so every sum below reads a line the same way. Carts saved before variants
 * have no `variant` and keep working.
 */
export interface CartLine {
  product: CartProduct;
  quantity: number;
  variant?: CartVariant;
}

/** What the product page, a card or the checkout hands over: a product, with its variants if it has any. */
export type VariantProduct = CartProduct & {
  variants?: Array<CartVariant & Pick<Product, "price" | "sale_price" | "quantity">> | null;
};

/** A line's identity: the product, and the variant when it is one (two sizes are two lines). */
export function lineKey(line: { product: { _id: string }; variant?: CartVariant }): string {
  return line.variant ? `${line.product._id}:${line.variant._id}` : line.product._id;
}

/**
 * The snapshot a line keeps of a product, with the variant's own price, sale and stock; `null` when
 * the variant is gone from the product.
 */
export function snapshotFor(product: VariantProduct, variantId?: string): CartProduct | null {
  const snapshot = toCartProduct(product);
  if (!variantId) return snapshot;
  const variant = product.variants?.find((v) => v._id === variantId);
  if (!variant) return null;
  return { ...snapshot, price: variant.price, sale_price: variant.sale_price, quantity: variant.quantity };
}

export function toCartProduct(product: CartProduct): CartProduct {
  const kept = Object.fromEntries(KEPT_FIELDS.map((field) => [field, product[field]])) as Pick<
    Product,
    (typeof KEPT_FIELDS)[number]
  >;
  return {
    // The campaign it sells in, while one runs (issue 31): the cart prices each unit by it.
    ...(product.campaign ? { campaign: product.campaign } : {}),
    ...kept,
    store_id: { _id: product.store_id._id, name: product.store_id.name },
  };
}

/** Never more than the stock the product had when it was added; the server checks again at checkout. */
function clampToStock(quantity: number, product: CartProduct): number {
  return Math.min(Math.max(0, Math.floor(quantity)), Math.max(0, product.quantity));
}

/**
 * Spec section 4: adding a product already in the cart adds to its quantity; a new one starts there.
 * With a variant, the line is that variant's (the same size again adds to it; another size is a line
 * of its own).
 */
export function addLine(
  lines: CartLine[],
  product: VariantProduct,
  quantity = 1,
  variant?: CartVariant,
): CartLine[] {
  const snapshot = snapshotFor(product, variant?._id);
  if (!snapshot) return lines;
  const key = lineKey({ product, variant });
  const existing = lines.find((line) => lineKey(line) === key);
  const next: CartLine = {
    product: snapshot,
    quantity: clampToStock((existing?.quantity ?? 0) + quantity, snapshot),
  };
  if (variant) next.variant = { _id: variant._id, options: variant.options };
  if (existing) return lines.map((line) => (line === existing ? next : line));
  return next.quantity > 0 ? [...lines, next] : lines;
}

/** Setting a quantity to 0 or less removes the line (named by `lineKey`). */
export function setLineQuantity(lines: CartLine[], key: string, quantity: number): CartLine[] {
  return lines.flatMap((line) => {
    if (lineKey(line) !== key) return [line];
    const next = clampToStock(quantity, line.product);
    return next > 0 ? [{ ...line, quantity: next }] : [];
  });
}

/**
 * The checkout read the products afresh: their snapshots take the new prices, sale and stock, and a
 * quantity above what is left comes down to it. Sold-out and removed products stay, for the checkout
 * to mark and the customer to remove herself.
 */
export function refreshLines(
  lines: CartLine[],
  fresh: ReadonlyMap<string, VariantProduct | null>,
): CartLine[] {
  return lines.map((line) => {
    const found = fresh.get(line.product._id);
    const product = found ? snapshotFor(found, line.variant?._id) : null;
    if (!product) return line;
    const quantity = product.quantity > 0 ? Math.min(line.quantity, product.quantity) : line.quantity;
    return { ...line, product, quantity };
  });
}

export function removeLine(lines: CartLine[], key: string): CartLine[] {
  return lines.filter((line) => lineKey(line) !== key);
}

/** What one unit of the line costs her now: its price or sale price, less a running campaign's part. */
export function lineUnitPrice(line: CartLine, now = new Date()): number {
  const unitPaisa = rupeesToPaisa(unitPrice(line.product, now));
  const campaign = line.product.campaign;
  return paisaToRupees(campaign ? unitPaisa - productCampaignOff(campaign, unitPaisa) : unitPaisa);
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
        typeof line.product?.store_id?._id === "string" &&
        (line.variant === undefined ||
          (typeof line.variant?._id === "string" &&
            typeof line.variant.options === "object" &&
            line.variant.options !== null)),
    );
  } catch {
    return [];
  }
}
