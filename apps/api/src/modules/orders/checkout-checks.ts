import { createHash } from "node:crypto";
import { formatRupees, paisaToRupees, rupeesToPaisa } from "@marketplace/shared/money";
import type { PlaceOrderInput } from "@marketplace/shared/orders-contracts";
import { acceptedPaymentMethods } from "@marketplace/shared/payment-details";
import { GATEWAY_PAYMENT_METHODS, listMethods } from "@marketplace/shared/payment-instructions";
import { type PaymentProviderCode, providerOfMethod } from "@marketplace/shared/payments-contracts";
import { MAX_ORDER_TOTAL_PAISA, type OrderTotalsInPaisa } from "@marketplace/shared/pricing";
import type { Executor } from "../../db/create-db.ts";
import { storePaymentDetails } from "../../db/store-payment-details.ts";
import { badRequest, conflict, HttpError } from "../../lib/http-error.ts";
import * as repo from "./orders.repository.ts";

// The checks a checkout passes before anything is written: its lines, payment method, limits and
// total. placeOrder (place-order.service.ts) runs them inside its transaction.

/**
 * The checkout's lines: units of each product, or of each variant of one, added up, sorted by product
 * and then variant (the order in which stock rows are locked).
 */
export function unitsWanted(items: PlaceOrderInput["products"]) {
  const byLine = new Map<string, { productId: string; variantId: string | null; quantity: number }>();
  for (const item of items) {
    const variantId = item.variant ?? null;
    const key = JSON.stringify([item.product, variantId]);
    const line = byLine.get(key) ?? { productId: item.product, variantId, quantity: 0 };
    line.quantity += item.quantity;
    byLine.set(key, line);
  }
  return [...byLine.values()].sort(
    (a, b) => a.productId.localeCompare(b.productId) || (a.variantId ?? "").localeCompare(b.variantId ?? ""),
  );
}

/**
 * The variant a line names: required for a product with options (400 without), refused for one
 * without (400); one that is not the product's, or was removed since the cart was filled, is 409 like
 * a product no longer sold.
 */
export function chosenVariant(
  product: repo.ProductForOrder,
  variantId: string | null,
  variants: Map<string, repo.VariantForOrder>,
): repo.VariantForOrder | undefined {
  if (product.options.length === 0) {
    if (variantId === null) return undefined;
    const message = `"${product.name}" comes in one kind only: order it without a variant.`;
    throw badRequest(message, [{ field: "products", message }]);
  }
  if (variantId === null) {
    const names = product.options.map((o) => o.name);
    const message = `Please choose the ${names.join(" and ")} of "${product.name}".`;
    throw badRequest(message, [{ field: "products", message }]);
  }
  const variant = variants.get(variantId);
  if (!variant || variant.productId !== product.id) {
    throw conflict(`The chosen variant of "${product.name}" is no longer available. Please choose again.`);
  }
  return variant;
}

export function requestHash(input: PlaceOrderInput): string {
  return createHash("sha256").update(JSON.stringify(input)).digest("hex");
}

export function stockMessage(name: string, left: number): string {
  return left > 0
    ? `Only ${left} left of "${name}". Please lower the quantity.`
    : `"${name}" is out of stock.`;
}

const paymentMethodError = (message: string) => badRequest(message, [{ field: "paymentMethod", message }]);

/**
 * Cards wait for a payment gateway; bank and wallet need every store of the checkout to take them.
 * Answers the stores it read, for the orders' JSON.
 */
export async function assertPaymentAccepted(
  tx: Executor,
  method: PlaceOrderInput["paymentMethod"],
  storeIds: string[],
  onlineProviders: readonly PaymentProviderCode[] = [],
) {
  // JazzCash and Easypaisa are paid to the marketplace, so every store takes them once configured.
  const provider = providerOfMethod(method);
  if (provider) {
    if (!onlineProviders.includes(provider)) {
      throw paymentMethodError(`${method} payments are not available. Please choose another payment method.`);
    }
    return repo.findStoresForOrders(tx, storeIds);
  }
  if (GATEWAY_PAYMENT_METHODS.includes(method)) {
    throw paymentMethodError(
      `${method} payments are not available yet. Please choose Cash on Delivery, or Bank Transfer or Mobile Wallet where the store offers them.`,
    );
  }
  const storeRows = await repo.findStoresForOrders(tx, storeIds);
  for (const store of storeRows) {
    const accepted = acceptedPaymentMethods(storePaymentDetails(store));
    if (!accepted.includes(method)) {
      throw paymentMethodError(`${store.name} does not accept ${method}; choose ${listMethods(accepted)}.`);
    }
  }
  return storeRows;
}

export function assertWithinOrderLimit(perStore: OrderTotalsInPaisa[]) {
  if (perStore.every((t) => t.totalPaisa <= MAX_ORDER_TOTAL_PAISA)) return;
  const limit = formatRupees(paisaToRupees(MAX_ORDER_TOTAL_PAISA));
  const message = `An order can total at most ${limit}. Please lower the quantities or place it in parts.`;
  throw badRequest(message, [{ field: "products", message }]);
}

/**
 * The customer saw a different total (a price or sale changed since): place nothing and answer with the
 * checkout's totals now, summed over its orders, so she can look and confirm again.
 */
export function assertExpectedTotal(expectedTotal: number | undefined, perStore: OrderTotalsInPaisa[]) {
  if (expectedTotal === undefined) return;
  const sum = (pick: (t: OrderTotalsInPaisa) => number) => perStore.reduce((total, t) => total + pick(t), 0);
  const totalPaisa = sum((t) => t.totalPaisa);
  if (Math.abs(totalPaisa - rupeesToPaisa(expectedTotal)) <= 1) return;
  throw new HttpError(
    409,
    `Prices changed since you opened the checkout: the total is now ${formatRupees(paisaToRupees(totalPaisa))}, not ${formatRupees(expectedTotal)}. Please check your order and confirm again.`,
    undefined,
    {
      body: {
        totals: {
          itemsPrice: paisaToRupees(sum((t) => t.itemsPaisa)),
          discountPrice: paisaToRupees(sum((t) => t.discountPaisa)),
          shippingPrice: paisaToRupees(sum((t) => t.shippingPaisa)),
          taxPrice: paisaToRupees(sum((t) => t.taxPaisa)),
          totalPrice: paisaToRupees(totalPaisa),
        },
      },
    },
  );
}
