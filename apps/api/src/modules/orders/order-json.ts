import { groupBy } from "@marketplace/shared/group-by";
import { paisaToRupees } from "@marketplace/shared/money";
import type { Order } from "@marketplace/shared/orders-contracts";
import { NO_PAYMENT_DETAILS } from "@marketplace/shared/payment-details";
import { paymentInstructions } from "@marketplace/shared/payment-instructions";
import type { ImageUrls } from "../../lib/public-urls.ts";
import type { findOrderExtras, OrderRow } from "./orders.repository.ts";

type Extras = Awaited<ReturnType<typeof findOrderExtras>>;

/**
 * The shared `Order` (packages/shared/orders-contracts.ts), with how to pay by Bank Transfer and Mobile
 * Wallet read from the store now (decision 0009); image URLs as stored (`withPublicImages` makes them
 * the answer's). Only the order's customer and the store's owner are ever answered with an order.
 * The status, method and country columns are text until the database checks them (issue 12): each is
 * parsed by the shared enum, not cast.
 */
export function toOrderJsonList(rows: OrderRow[], extras: Extras): Order[] {
  const itemsByOrder = groupBy(extras.items, (i) => i.orderId);
  const eventsByOrder = groupBy(extras.events, (e) => e.orderId);
  const discountsByOrder = groupBy(extras.discounts, (d) => d.orderId);
  return rows.map((order) => {
    const storeName = extras.storeNames.get(order.storeId) ?? "";
    const store = { _id: order.storeId, name: storeName };
    const buyer = extras.buyers.get(order.customerId);
    const paymentMethod = order.paymentMethod;
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
          variant: item.variantOptions
            ? { _id: item.variantId, options: Object.fromEntries(item.variantOptions) }
            : null,
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
      paymentMethod,
      paymentInstructions: paymentInstructions(
        paymentMethod,
        extras.storePayments.get(order.storeId) ?? NO_PAYMENT_DETAILS,
        { id: order.id, totalPrice: paisaToRupees(order.totalPaisa) },
      ),
      itemsPrice: paisaToRupees(order.itemsPaisa),
      discountPrice: paisaToRupees(order.discountPaisa),
      discounts: (discountsByOrder.get(order.id) ?? []).map((d) => ({
        code: d.code,
        campaign: d.campaignSlug,
        amount: paisaToRupees(d.amountPaisa),
        fundedBy: d.fundedBy,
      })),
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
      confirmation: order.confirmation,
      confirmationDueAt: order.confirmationDueAt?.toISOString() ?? null,
      paymentDueAt: order.paymentDueAt?.toISOString() ?? null,
      // Filled in for the store's owner only (orders.service.ts `withBuyerHistory`).
      buyerHistory: null,
      shipment: extras.shipments.get(order.id) ?? null,
    };
  });
}

/**
 * An order as an answer carries it: its items' images absolute on PUBLIC_URL when that is set. Done
 * on the way out, so an order kept for an Idempotency-Key replay keeps the stored form.
 */
export function withPublicImages(order: Order, imageUrls: ImageUrls): Order {
  return {
    ...order,
    products: order.products.map((item) => ({
      ...item,
      product: { ...item.product, images: item.product.images.map(imageUrls.toPublic) },
    })),
  };
}
