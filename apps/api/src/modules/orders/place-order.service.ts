import { groupBy } from "@marketplace/shared/group-by";
import { PlaceOrderAnswer, type PlaceOrderInput } from "@marketplace/shared/orders-contracts";
import { orderTotals, unitPrice } from "@marketplace/shared/pricing";
import { formatVariantOptions } from "@marketplace/shared/variant-words";
import { uuidv7 } from "uuidv7";
import type { Database } from "../../db/create-db.ts";
import { conflict, forbidden, HttpError } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { inOptionOrder, variantUnitPaisa } from "../catalog/product-json.ts";
import { commissionBasisPoints } from "../ledger/commission-settings.ts";
import {
  assertExpectedTotal,
  assertPaymentAccepted,
  assertWithinOrderLimit,
  chosenVariant,
  requestHash,
  stockMessage,
  unitsWanted,
} from "./checkout-checks.ts";
import { codSettings } from "./cod-settings.ts";
import { claimIdempotencyKey, completeIdempotencyKey } from "./idempotency.repository.ts";
import { toOrderJsonList } from "./order-json.ts";
import * as repo from "./orders.repository.ts";
import { assertCodAllowed } from "./refusals.service.ts";
/**
 * Places a checkout: prices from the database, stock taken with conditional updates, one order per
 * store, all in one transaction. A retry with the same Idempotency-Key returns the first answer.
 * Checks, in order: the payment method (400), stock (409 naming the product), then `expectedTotal`
 * (409 with totals); any of them rolls everything back, the stock taken and the key's claim too.
 */
export async function placeOrder(
  db: Database,
  customerId: string,
  input: PlaceOrderInput,
  idempotencyKey?: string,
  /** A window in place of the operator's hours (`COD_CONFIRMATION_SECONDS`, outside production). */
  confirmationWindowMs?: number,
): Promise<{ status: 201; body: PlaceOrderAnswer; replayed?: true }> {
  if (input.user_id && input.user_id !== customerId) {
    throw forbidden("You can only place orders for your own account.");
  }
  const wanted = unitsWanted(input.products);
  const ids = [...new Set(wanted.map((w) => w.productId))];
  if (ids.some((id) => !isUuid(id))) throw conflict("A product in your cart is no longer available.");

  return db.transaction(async (tx) => {
    if (idempotencyKey) {
      const existing = await claimIdempotencyKey(tx, customerId, idempotencyKey, requestHash(input));
      if (existing) {
        if (existing.requestHash !== requestHash(input)) {
          throw new HttpError(422, "This Idempotency-Key was already used for a different order.");
        }
        // Only a placed checkout's answer (201) is kept; none yet means the first is still running.
        if (existing.statusCode !== 201)
          throw conflict("This order is still being placed. Please wait a moment.");
        return { status: 201, body: PlaceOrderAnswer.parse(existing.responseBody), replayed: true };
      }
    }

    const found = new Map((await repo.findProductsForOrder(tx, ids)).map((p) => [p.id, p]));
    const variantIds = wanted.flatMap((w) => (w.variantId && isUuid(w.variantId) ? [w.variantId] : []));
    const variants = new Map((await repo.findVariantsForOrder(tx, ids, variantIds)).map((v) => [v.id, v]));
    const now = new Date();
    const lines = wanted.map(({ productId, variantId, quantity }) => {
      const product = found.get(productId);
      if (!product) throw conflict("A product in your cart is no longer available.");
      const variant = chosenVariant(product, variantId, variants);
      const unitPaisa = variant
        ? variantUnitPaisa(product, variant, now)
        : unitPrice(
            {
              price: product.pricePaisa,
              sale_price: product.salePricePaisa,
              saleEndingDate: product.saleEndsAt,
            },
            now,
          );
      const listPaisa = variant?.pricePaisa ?? product.pricePaisa;
      return { product, variant, quantity, unitPaisa, listPaisa };
    });

    const byStore = [...groupBy(lines, (l) => l.product.storeId)].map(([storeId, storeLines]) => ({
      storeId,
      storeLines,
      totals: orderTotals(storeLines),
    }));
    assertWithinOrderLimit(byStore.map((s) => s.totals));
    const storeRows = await assertPaymentAccepted(
      tx,
      input.paymentMethod,
      byStore.map((s) => s.storeId),
    );
    // Read before any stock is taken: from then on, other buyers of the same products wait for this
    // transaction, so it writes what it must and reads nothing more (the answer is built from the
    // rows it writes).
    const buyerRows = await repo.findBuyers(tx, [customerId]);
    // Every order of this checkout keeps the rate in force now.
    const rate = await commissionBasisPoints(tx);
    // Cash on Delivery: not for a buyer at the refusal limit, and each order waits for her
    // confirmation until the operator's window ends (decision 0034).
    const cod = input.paymentMethod === "Cash on Delivery";
    if (cod) await assertCodAllowed(tx, customerId, now);
    const { codConfirmationHours } = await codSettings(tx);
    const windowMs = confirmationWindowMs ?? codConfirmationHours * 3600_000;
    const confirmationDueAt = cod ? new Date(now.getTime() + windowMs) : null;

    // Lines are sorted by product, then variant, so concurrent checkouts lock rows in the same order
    // and cannot deadlock (a variant's product first, see takeVariantStock).
    for (const { product, variant, quantity } of lines) {
      if (variant) {
        if (!(await repo.takeVariantStock(tx, product.id, variant.id, quantity))) {
          const name = `${product.name} (${formatVariantOptions(inOptionOrder(product.options, variant.options))})`;
          throw conflict(stockMessage(name, await repo.currentVariantStock(tx, variant.id)));
        }
      } else if (!(await repo.takeStock(tx, product.id, quantity))) {
        throw conflict(stockMessage(product.name, await repo.currentStock(tx, product.id)));
      }
    }
    assertExpectedTotal(
      input.expectedTotal,
      byStore.map((s) => s.totals),
    );

    const checkoutId = uuidv7();
    const a = input.shippingAddress;
    const created: repo.OrderRow[] = [];
    const items: repo.OrderItemRow[] = [];
    const events: repo.OrderEventRow[] = [];
    for (const { storeId, storeLines, totals } of byStore) {
      const order = await repo.insertOrder(tx, {
        checkoutId,
        customerId,
        storeId,
        shipFullName: a.fullName,
        shipAddressLine: a.addressLine,
        shipCity: a.city,
        shipPostalCode: a.postalCode,
        shipCountry: a.country,
        shipPhone: a.phone,
        paymentMethod: input.paymentMethod,
        itemsPaisa: totals.itemsPaisa,
        shippingPaisa: totals.shippingPaisa,
        taxPaisa: totals.taxPaisa,
        totalPaisa: totals.totalPaisa,
        notes: input.notes,
        commissionBasisPoints: rate,
        confirmation: cod ? "awaiting" : "not_needed",
        confirmationDueAt,
      });
      const written = await repo.insertOrderItems(
        tx,
        storeLines.map((l) => ({
          orderId: order.id,
          productId: l.product.id,
          storeId,
          productName: l.product.name,
          productImage: l.product.image ?? "",
          unitPricePaisa: l.unitPaisa,
          listPricePaisa: l.listPaisa,
          quantity: l.quantity,
          variantId: l.variant?.id ?? null,
          variantOptions: l.variant
            ? Object.entries(inOptionOrder(l.product.options, l.variant.options))
            : null,
        })),
      );
      const placed = await repo.insertOrderEvent(tx, {
        orderId: order.id,
        kind: "status",
        fromValue: null,
        toValue: "Pending",
        actorRole: "customer",
        actorId: customerId,
      });
      created.push(order);
      items.push(...written);
      events.push(placed);
    }

    // A new order has no reviews yet.
    const orders = toOrderJsonList(
      created,
      repo.orderExtras({ items, events, storeRows, buyerRows, reviewRows: [] }),
    );
    const [first] = orders;
    if (!first) throw new Error("checkout created no order");
    const body: PlaceOrderAnswer = {
      success: true,
      message:
        orders.length > 1 ? `${orders.length} orders placed successfully.` : "Order placed successfully.",
      data: first,
      ...(orders.length > 1 ? { orders } : {}),
    };
    if (idempotencyKey) await completeIdempotencyKey(tx, customerId, idempotencyKey, 201, body);
    return { status: 201, body };
  });
}
