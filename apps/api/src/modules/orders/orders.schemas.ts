import { ORDER_STATUSES } from "@marketplace/shared/order-statuses";
import { z } from "zod";

/** Response shapes, for OpenAPI and to keep answers to exactly these fields. */
const storeRef = z.object({ _id: z.string(), name: z.string() });

export const orderSchema = z.object({
  _id: z.string(),
  id: z.string(),
  user_id: z.string(),
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  store_id: z.string(),
  store: storeRef,
  checkoutId: z.string(),
  products: z.array(
    z.object({
      _id: z.string(),
      product: z.object({
        _id: z.string().nullable(),
        name: z.string(),
        images: z.array(z.string()),
        price: z.number(),
      }),
      quantity: z.number(),
      price: z.number(),
      store_id: storeRef,
      review: z.object({ rating: z.number(), comment: z.string(), createdAt: z.string() }).nullable(),
    }),
  ),
  shippingAddress: z.object({
    fullName: z.string(),
    addressLine: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string(),
    phone: z.string(),
  }),
  paymentMethod: z.string(),
  paymentInstructions: z
    .object({
      method: z.enum(["Bank Transfer", "Mobile Wallet"]),
      accountTitle: z.string(),
      bankName: z.string().nullable(),
      iban: z.string().nullable(),
      jazzcash: z.string().nullable(),
      easypaisa: z.string().nullable(),
      amount: z.number(),
      reference: z.string(),
    })
    .nullable(),
  itemsPrice: z.number(),
  shippingPrice: z.number(),
  taxPrice: z.number(),
  totalPrice: z.number(),
  orderStatus: z.string(),
  paymentStatus: z.string(),
  trackingNumber: z.string(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deliveredAt: z.string().nullable(),
  events: z.array(
    z.object({
      _id: z.string(),
      kind: z.string(),
      from: z.string().nullable(),
      to: z.string(),
      trackingNumber: z.string().nullable(),
      /** Why, when the actor gave a reason (a customer's cancellation). */
      reason: z.string().nullable(),
      by: z.string(),
      at: z.string(),
    }),
  ),
});

export const orderAnswer = z.object({ success: z.literal(true), message: z.string(), data: orderSchema });
export const orderListAnswer = z.object({ success: z.literal(true), data: z.array(orderSchema) });
export const placeOrderAnswer = orderAnswer.extend({ orders: z.array(orderSchema).optional() });
export const errorAnswer = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export const statusFilter = z.object({ status: z.enum(ORDER_STATUSES).optional() });

/** A checkout whose total is not the one the customer saw: nothing is placed, here is the new total. */
export const totalChangedAnswer = errorAnswer.extend({
  totals: z
    .object({
      itemsPrice: z.number(),
      shippingPrice: z.number(),
      taxPrice: z.number(),
      totalPrice: z.number(),
    })
    .optional(),
});
