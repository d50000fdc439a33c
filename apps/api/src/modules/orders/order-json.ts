import { groupBy } from "@marketplace/shared/group-by";
import { paisaToRupees } from "@marketplace/shared/money";
import { NO_PAYMENT_DETAILS } from "@marketplace/shared/payment-details";
import { paymentInstructions } from "@marketplace/shared/payment-instructions";
import type { findOrderExtras, OrderRow } from "./orders.repository.ts";

type Extras = Awaited<ReturnType<typeof findOrderExtras>>;

/**
 * The contract's Order, plus the event timeline, each item's review, (for sellers) the buyer, and for
 * Bank Transfer and Mobile Wallet how to pay: read from the store now (decision 0009). Only the
 * order's customer and the store's owner are ever answered with an order.
 */
export function toOrderJsonList(rows: OrderRow[], extras: Extras) {
  const itemsByOrder = groupBy(extras.items, (i) => i.orderId);
  const eventsByOrder = groupBy(extras.events, (e) => e.orderId);
  return rows.map((order) => {
    const storeName = extras.storeNames.get(order.storeId) ?? "";
    const store = { _id: order.storeId, name: storeName };
    const buyer = extras.buyers.get(order.customerId);
    return {
      _id: order.id,
      id: order.id,
      user_id: order.customerId,
      customer: buyer ? { _id: buyer.id, name: buyer.name, email: buyer.email } : null,
      store_id: order.storeId,
      store,
      checkoutId: order.checkoutId,
      products: (itemsByOrder.get(order.id) ?? []).map((item) => {
        const review = extras.reviewsByItem.get(item.id);
        return {
          _id: item.id,
          product: {
            _id: item.productId,
            name: item.productName,
            images: item.productImage ? [item.productImage] : [],
            price: paisaToRupees(item.unitPricePaisa),
          },
          quantity: item.quantity,
          price: paisaToRupees(item.unitPricePaisa),
          store_id: store,
          review: review
            ? { rating: review.rating, comment: review.comment, createdAt: review.createdAt.toISOString() }
            : null,
        };
      }),
      shippingAddress: {
        fullName: order.shipFullName,
        addressLine: order.shipAddressLine,
        city: order.shipCity,
        postalCode: order.shipPostalCode,
        country: order.shipCountry,
        phone: order.shipPhone,
      },
      paymentMethod: order.paymentMethod,
      paymentInstructions: paymentInstructions(
        order.paymentMethod,
        extras.storePayments.get(order.storeId) ?? NO_PAYMENT_DETAILS,
        { id: order.id, totalPrice: paisaToRupees(order.totalPaisa) },
      ),
      itemsPrice: paisaToRupees(order.itemsPaisa),
      shippingPrice: paisaToRupees(order.shippingPaisa),
      taxPrice: paisaToRupees(order.taxPaisa),
      totalPrice: paisaToRupees(order.totalPaisa),
      orderStatus: order.orderStatus,
      paymentStatus: order.paymentStatus,
      trackingNumber: order.trackingNumber,
      notes: order.notes,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      deliveredAt: order.deliveredAt ? order.deliveredAt.toISOString() : null,
      events: (eventsByOrder.get(order.id) ?? []).map((e) => ({
        _id: e.id,
        kind: e.kind,
        from: e.fromValue,
        to: e.toValue,
        trackingNumber: e.trackingNumber,
        reason: e.reason,
        by: e.actorRole,
        at: e.createdAt.toISOString(),
      })),
    };
  });
}

export type OrderJson = ReturnType<typeof toOrderJsonList>[number];
