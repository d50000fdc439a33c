import { z } from "zod";
import { ErrorAnswer } from "./api-answers.ts";
import { BuyerHistory, ORDER_CONFIRMATIONS, ORDER_RETURN_REASONS } from "./cod-confirmation.ts";
import { Shipment } from "./couriers-contracts.ts";
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  DEFAULT_PAYMENT_METHOD,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from "./order-statuses.ts";
import { PaymentInstructions } from "./payment-instructions.ts";
import { OrderDiscount } from "./vouchers-contracts.ts";

const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** The checkout's required address fields, in the order the spec's alert lists them. */
export const SHIPPING_FIELD_LABELS = {
  fullName: "Full Name",
  addressLine: "Address",
  city: "City",
  postalCode: "Postal Code",
  phone: "Phone",
} as const;

export const ShippingAddressInput = z.object({
  fullName: required(SHIPPING_FIELD_LABELS.fullName, 100),
  addressLine: required(SHIPPING_FIELD_LABELS.addressLine, 300),
  city: required(SHIPPING_FIELD_LABELS.city, 100),
  postalCode: required(SHIPPING_FIELD_LABELS.postalCode, 20),
  country: z
    .enum(COUNTRIES, { error: "Please choose Pakistan, India or Bangladesh." })
    .default(DEFAULT_COUNTRY),
  phone: required(SHIPPING_FIELD_LABELS.phone, 30),
});
export type ShippingAddressInput = z.infer<typeof ShippingAddressInput>;

/** The fields the checkout alert names when they are blank: "Please fill in the following fields: ...". */
export function missingShippingFields(
  address: Partial<Record<keyof typeof SHIPPING_FIELD_LABELS, string>>,
): string[] {
  return (Object.keys(SHIPPING_FIELD_LABELS) as Array<keyof typeof SHIPPING_FIELD_LABELS>)
    .filter((field) => !address[field]?.trim())
    .map((field) => SHIPPING_FIELD_LABELS[field]);
}

export const MAX_UNITS_PER_LINE = 1000;

export const PlaceOrderInput = z.object({
  /** Optional; when sent it must be the signed-in customer's id. */
  user_id: z.string().optional(),
  products: z
    .array(
      z.object({
        product: z.string({ error: "Each item needs a product id." }).min(1, "Each item needs a product id."),
        /**
         * The chosen variant's `_id` (issue 18): required for a product with variants, refused for one
         * without; null or left out means none.
         */
        variant: z
          .string({ error: "The variant must be the id of one of the product's variants." })
          .max(60, "The variant must be the id of one of the product's variants.")
          .nullable()
          .optional(),
        quantity: z
          .number({ error: "Quantity must be a whole number." })
          .int("Quantity must be a whole number.")
          .min(1, "Quantity must be at least 1.")
          .max(MAX_UNITS_PER_LINE, `Quantity must be at most ${MAX_UNITS_PER_LINE}.`),
        /** Ignored: the server prices every order from the database. */
        price: z.number().optional(),
        /** Ignored: the product's own store decides. */
        store_id: z.unknown().optional(),
      }),
      { error: "The order needs a list of products." },
    )
    .min(1, "Your cart is empty.")
    .max(100, "An order can hold at most 100 different products."),
  shippingAddress: ShippingAddressInput,
  paymentMethod: z
    .enum(PAYMENT_METHODS, { error: "Please choose a payment method." })
    .default(DEFAULT_PAYMENT_METHOD),
  notes: z.string().trim().max(1000, "Notes must be at most 1000 characters.").optional().default(""),
  /** Voucher codes (issue 31), at most one for each store of the checkout; each applies to its own store. */
  voucherCodes: z
    .array(
      z.string({ error: "A voucher code must be text." }).max(40, "A voucher code is at most 40 characters."),
      {
        error: "Voucher codes must be a list.",
      },
    )
    .max(20, "A checkout can carry at most 20 voucher codes.")
    .optional(),
  /**
   * The total (rupees) the customer saw. When it differs from the server's by more than a paisa,
   * nothing is placed and the answer (409) carries the server's totals. Old clients leave it out.
   */
  expectedTotal: z
    .number({ error: "The expected total must be a number of rupees." })
    .nonnegative("The expected total cannot be negative.")
    .max(1e12, "The expected total is too large.")
    .optional(),
});
export type PlaceOrderInput = z.infer<typeof PlaceOrderInput>;

export const UpdateOrderStatusInput = z
  .object({
    orderStatus: z.enum(ORDER_STATUSES, { error: "Please choose a valid order status." }),
    trackingNumber: z.string().trim().max(100, "Tracking number must be at most 100 characters.").optional(),
    /** "refused": the buyer would not take the parcel at the door (Shipped → Returned only). */
    returnReason: z.enum(ORDER_RETURN_REASONS, { error: 'The return reason must be "refused".' }).optional(),
  })
  .refine((v) => v.orderStatus !== "Shipped" || !!v.trackingNumber, {
    message: "A tracking number is required to mark an order as Shipped.",
    path: ["trackingNumber"],
  })
  .refine((v) => v.returnReason === undefined || v.orderStatus === "Returned", {
    message: "A return reason goes only with the status Returned.",
    path: ["returnReason"],
  });

export const UpdatePaymentStatusInput = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: "Please choose a valid payment status." }),
});

export const ReviewInput = z.object({
  rating: z
    .number({ error: "Please choose a rating from 1 to 5." })
    .int("Please choose a rating from 1 to 5.")
    .min(1, "Please choose a rating from 1 to 5.")
    .max(5, "Please choose a rating from 1 to 5."),
  comment: z.string().trim().max(1000, "Comments must be at most 1000 characters.").optional().default(""),
});

export const CancelOrderInput = z.object({
  reason: z.string().trim().max(500, "The reason must be at most 500 characters.").optional().default(""),
});
export type CancelOrderInput = z.infer<typeof CancelOrderInput>;

// ---------------------------------------------------------------------------------------------------
// Answers: the contract's Order, plus the event timeline, each item's review, (for sellers) the buyer,
// and for Bank Transfer and Mobile Wallet how to pay (decision 0009).

/**
 * An event records a move of the order's status or of its payment's, a return's step, or the
 * buyer's confirmation of a Cash-on-Delivery order (from "awaiting" to "confirmed" or "expired").
 */
export const ORDER_EVENT_KINDS = ["status", "payment", "return", "confirmation"] as const;
/**
 * Who moved it: the buyer (placing, confirming, cancelling), the store's owner, an operator, or the
 * marketplace itself (an unconfirmed Cash-on-Delivery order cancelled when its window ends).
 */
export const ORDER_ACTOR_ROLES = ["customer", "seller", "admin", "system"] as const;

const OrderStoreRef = z.object({ _id: z.string(), name: z.string() });

export const OrderItem = z.object({
  _id: z.string(),
  product: z.object({
    /** Null once the product is deleted: the order keeps what was sold. */
    _id: z.string().nullable(),
    name: z.string(),
    images: z.array(z.string()),
    price: z.number(),
  }),
  quantity: z.number(),
  /** Rupees per unit, as charged. */
  price: z.number(),
  store_id: OrderStoreRef,
  /**
   * The variant bought (issue 18), its options as they were written when it was sold ("Size": "M");
   * `_id` is null once the seller removed that variant. Null for a product without variants (and in
   * answers kept for an Idempotency-Key replay from before variants, which lack it).
   */
  variant: z
    .object({ _id: z.string().nullable(), options: z.record(z.string(), z.string()) })
    .nullable()
    .default(null),
  review: z.object({ rating: z.number(), comment: z.string(), createdAt: z.string() }).nullable(),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const OrderEvent = z.object({
  _id: z.string(),
  kind: z.enum(ORDER_EVENT_KINDS),
  from: z.string().nullable(),
  to: z.string(),
  trackingNumber: z.string().nullable(),
  /** Why, when the actor gave a reason (a customer's cancellation). */
  reason: z.string().nullable(),
  by: z.enum(ORDER_ACTOR_ROLES),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

export const Order = z.object({
  _id: z.string(),
  id: z.string(),
  user_id: z.string(),
  /** The buyer, in the store owner's answers. */
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  store_id: z.string(),
  store: OrderStoreRef,
  checkoutId: z.string(),
  products: z.array(OrderItem),
  shippingAddress: z.object({
    fullName: z.string(),
    addressLine: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.enum(COUNTRIES),
    phone: z.string(),
  }),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentInstructions: PaymentInstructions.nullable(),
  itemsPrice: z.number(),
  /** What discounts took off the items (issue 31); the total is items − discount + shipping + tax. */
  discountPrice: z.number().default(0),
  /** Each discount: its code or campaign, amount and who funds it. */
  discounts: z.array(OrderDiscount).default([]),
  shippingPrice: z.number(),
  taxPrice: z.number(),
  totalPrice: z.number(),
  orderStatus: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  trackingNumber: z.string(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deliveredAt: z.string().nullable(),
  events: z.array(OrderEvent),
  /**
   * Cash on Delivery waits for the buyer's confirmation before it ships (issue 27): "awaiting", then
   * "confirmed" or "expired" (cancelled unconfirmed); "not_needed" for other methods and older orders.
   */
  confirmation: z.enum(ORDER_CONFIRMATIONS).default("not_needed"),
  /** When an awaiting order is cancelled if still unconfirmed; null when nothing waits. */
  confirmationDueAt: z.string().nullable().default(null),
  /** JazzCash or Easypaisa (decision 0053): when the unpaid order is cancelled; null once paid or for other methods. */
  paymentDueAt: z.string().nullable().default(null),
  /** In the store owner's answers only: the buyer's refusals and deliveries, counts only. */
  buyerHistory: BuyerHistory.nullable().default(null),
  /** The parcel and its courier's events (issue 28); null until the order ships with a courier. */
  shipment: Shipment.nullable().default(null),
});
export type Order = z.infer<typeof Order>;

export const OrderAnswer = z.object({ success: z.literal(true), message: z.string(), data: Order });
export type OrderAnswer = z.infer<typeof OrderAnswer>;

/** `GET /api/orders/:id`. */
export const OneOrderAnswer = z.object({ success: z.literal(true), data: Order });
export type OneOrderAnswer = z.infer<typeof OneOrderAnswer>;

export const OrderListAnswer = z.object({ success: z.literal(true), data: z.array(Order) });
export type OrderListAnswer = z.infer<typeof OrderListAnswer>;

/** A checkout: `data` is the first order, `orders` all of them (one per store). */
export const PlaceOrderAnswer = OrderAnswer.extend({ orders: z.array(Order).optional() });
export type PlaceOrderAnswer = z.infer<typeof PlaceOrderAnswer>;

export const OrderTotals = z.object({
  itemsPrice: z.number(),
  discountPrice: z.number().default(0),
  shippingPrice: z.number(),
  taxPrice: z.number(),
  totalPrice: z.number(),
});
export type OrderTotals = z.infer<typeof OrderTotals>;

/** 409: the total is not the one the customer saw; nothing is placed, here is the new total. */
export const TotalChangedAnswer = ErrorAnswer.extend({ totals: OrderTotals.optional() });
export type TotalChangedAnswer = z.infer<typeof TotalChangedAnswer>;

/** `GET /api/orders/store/:storeId?status=`. */
export const OrderStatusFilter = z.object({ status: z.enum(ORDER_STATUSES).optional() });

export const ReviewAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  review: z.object({
    rating: z.number(),
    comment: z.string(),
    productRating: z.number(),
    reviewCount: z.number(),
  }),
});
export type ReviewAnswer = z.infer<typeof ReviewAnswer>;
