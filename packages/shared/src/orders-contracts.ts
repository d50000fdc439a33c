import { z } from "zod";
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  DEFAULT_PAYMENT_METHOD,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from "./order-statuses.ts";

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
  })
  .refine((v) => v.orderStatus !== "Shipped" || !!v.trackingNumber, {
    message: "A tracking number is required to mark an order as Shipped.",
    path: ["trackingNumber"],
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
