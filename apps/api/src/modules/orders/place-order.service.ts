import { PlaceOrderAnswer, type PlaceOrderInput } from "@marketplace/shared/orders-contracts";
import { type PaymentProviderCode, providerOfMethod } from "@marketplace/shared/payments-contracts";
import { orderTotals } from "@marketplace/shared/pricing";
import { formatVariantOptions } from "@marketplace/shared/variant-words";
import { uuidv7 } from "uuidv7";
import type { Database } from "../../db/create-db.ts";
import { conflict, forbidden, HttpError } from "../../lib/http-error.ts";
import { inOptionOrder } from "../catalog/product-json.ts";
import { commissionBasisPoints } from "../ledger/commission-settings.ts";
import { insertOrderDiscounts } from "../vouchers/vouchers.repository.ts";
import {
  assertExpectedTotal,
  assertPaymentAccepted,
  assertWithinOrderLimit,
  requestHash,
  stockMessage,
} from "./checkout-checks.ts";
import { priceCheckoutLines } from "./checkout-lines.ts";
import { claimVoucherCodes, priceVoucherCodes } from "./checkout-vouchers.ts";
import { codSettings } from "./cod-settings.ts";
import { claimIdempotencyKey, completeIdempotencyKey } from "./idempotency.repository.ts";
import { storeDiscounts } from "./order-discounts.ts";
import { toOrderJsonList } from "./order-json.ts";
import type { OrderDiscountRow } from "./orders.repository.ts";
import * as repo from "./orders.repository.ts";
import { assertCodAllowed } from "./refusals.service.ts";
export interface OnlinePayments {
  providers: readonly PaymentProviderCode[];
  holdMs: number;
}

/**
 * Places a checkout: prices from the database, stock taken with conditional updates, one order per
 * store, all in one transaction. A retry with the same Idempotency-Key returns the first answer.
 * Checks, in order: the voucher codes (400, or 409 for a use no longer left), the payment method
 * (400), stock (409 naming the product), the codes' uses, then `expectedTotal` (409 with totals); any of them rolls everything back, the stock taken and the key's claim too.
 */
export async function placeOrder(
  db: Database,
  customerId: string,
  input: PlaceOrderInput,
  idempotencyKey?: string,
  /** A window in place of the operator's hours (`COD_CONFIRMATION_SECONDS`, outside production). */
  confirmationWindowMs?: number,
  /** The online providers configured and how long an unpaid order holds its stock (decision 0053). */
  online: OnlinePayments = { providers: [], holdMs: 3600_000 },
): Promise<{ status: 201; body: PlaceOrderAnswer; replayed?: true }> {
  if (input.user_id && input.user_id !== customerId) {
    throw forbidden("You can only place orders for your own account.");
  }
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

    const now = new Date();
    const { lines, byStore: storeGroups } = await priceCheckoutLines(tx, input.products, now);
    // Voucher codes (issue 31): what each takes off its store's lines, checked before any stock is taken.
    const applied = await priceVoucherCodes(tx, customerId, input.voucherCodes ?? [], storeGroups, now);
    const byStore = storeGroups.map(({ storeId, storeLines }) => {
      const code = applied.get(storeId);
      const discounts = storeDiscounts(storeLines, code);
      return { storeId, storeLines, discounts, totals: orderTotals(storeLines, discounts.discountPaisa) };
    });
    assertWithinOrderLimit(byStore.map((s) => s.totals));
    const storeRows = await assertPaymentAccepted(
      tx,
      input.paymentMethod,
      byStore.map((s) => s.storeId),
      online.providers,
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
    // Paid online: the order holds its stock until the payment's time is up (decision 0053).
    const paymentDueAt = providerOfMethod(input.paymentMethod)
      ? new Date(now.getTime() + online.holdMs)
      : null;

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
    await claimVoucherCodes(tx, customerId, applied.values());
    assertExpectedTotal(
      input.expectedTotal,
      byStore.map((s) => s.totals),
    );

    const checkoutId = uuidv7();
    const a = input.shippingAddress;
    const created: repo.OrderRow[] = [];
    const items: repo.OrderItemRow[] = [];
    const events: repo.OrderEventRow[] = [];
    const discounts: OrderDiscountRow[] = [];
    for (const { storeId, storeLines, discounts: storeDiscount, totals } of byStore) {
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
        discountPaisa: totals.discountPaisa,
        marketplaceDiscountPaisa: storeDiscount.marketplacePaisa,
        shippingPaisa: totals.shippingPaisa,
        taxPaisa: totals.taxPaisa,
        totalPaisa: totals.totalPaisa,
        notes: input.notes,
        commissionBasisPoints: rate,
        confirmation: cod ? "awaiting" : "not_needed",
        confirmationDueAt,
        paymentDueAt,
      });
      const written = await repo.insertOrderItems(
        tx,
        storeLines.map((l, index) => ({
          orderId: order.id,
          discountPaisa: storeDiscount.perLine[index] ?? 0,
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
      const recorded = await insertOrderDiscounts(tx, storeDiscount.rows(order.id, customerId));
      discounts.push(
        ...recorded.map((r) => ({
          ...r,
          campaignSlug: r.campaignId ? (storeDiscount.slugs.get(r.campaignId) ?? null) : null,
        })),
      );
      created.push(order);
      items.push(...written);
      events.push(placed);
    }

    // A new order has no reviews yet.
    const orders = toOrderJsonList(
      created,
      repo.orderExtras({ items, events, storeRows, buyerRows, reviewRows: [], discounts }),
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
