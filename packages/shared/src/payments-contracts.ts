import { z } from "zod";
import { Order } from "./orders-contracts.ts";

import { PAYMENT_PROVIDERS } from "./payment-providers.ts";

/**
 * Paying a checkout online through the marketplace's merchant account (issue 29, decision 0053):
 * JazzCash's hosted page or Easypaisa's, one payment for every store's order of the checkout.
 */
export {
  PAYMENT_PROVIDERS,
  type PaymentProviderCode,
  PROVIDER_METHODS,
  providerOfMethod,
} from "./payment-providers.ts";

/** One attempt's states: initiated → pending → paid | failed | expired | refunded. */
export const PAYMENT_ATTEMPT_STATUSES = [
  "initiated",
  "pending",
  "paid",
  "failed",
  "expired",
  "refunded",
] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/** What the console reads in a payment's history: an answer, an inquiry, or an answer refused. */
export const PAYMENT_EVENT_KINDS = [
  "started",
  "answer",
  "inquiry",
  "refused",
  "expired",
  "late-paid",
  "refunded",
] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

/** `POST /api/payments`: the buyer's waiting orders of one checkout and the provider to pay with. */
export const StartPaymentInput = z.object({
  orderIds: z
    .array(
      z.string({ error: "Each order id must be text." }).max(60, "An order id is at most 60 characters."),
      {
        error: "Please name the orders to pay.",
      },
    )
    .min(1, "Please name the orders to pay.")
    .max(20, "A payment covers at most 20 orders."),
  provider: z.enum(PAYMENT_PROVIDERS, { error: 'The provider must be "jazzcash" or "easypaisa".' }),
});
export type StartPaymentInput = z.infer<typeof StartPaymentInput>;

/** The form the browser POSTs to the provider's hosted page. */
export const PaymentRedirect = z.object({
  url: z.string(),
  method: z.literal("POST"),
  fields: z.record(z.string(), z.string()),
});
export type PaymentRedirect = z.infer<typeof PaymentRedirect>;

export const StartPaymentAnswer = z.object({
  payment: z.object({
    _id: z.string(),
    status: z.enum(PAYMENT_ATTEMPT_STATUSES),
    provider: z.enum(PAYMENT_PROVIDERS),
    /** Rupees: every order's total added up. */
    amount: z.number(),
    redirect: PaymentRedirect,
  }),
});
export type StartPaymentAnswer = z.infer<typeof StartPaymentAnswer>;

/** A voucher (JazzCash over the counter, Easypaisa's shop token): pay at a shop before it expires. */
export const PaymentVoucher = z.object({
  token: z.string().nullable(),
  expiresAt: z.string().nullable(),
});

/** One payment as its buyer reads it on the result page. */
export const PaymentView = z.object({
  _id: z.string(),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  amount: z.number(),
  /** Our reference, as the provider shows it (pp_TxnRefNo, orderRefNum). */
  reference: z.string(),
  createdAt: z.string(),
  /** When its orders are cancelled if it is still unpaid. */
  expiresAt: z.string(),
  voucher: PaymentVoucher.nullable(),
  /** The provider's own words about it, when it said any. */
  providerMessage: z.string().nullable(),
});
export type PaymentView = z.infer<typeof PaymentView>;

/** `GET /api/payments/:id`: the payment and its orders, whatever became of it. */
export const PaymentAnswer = z.object({ payment: PaymentView, orders: z.array(Order) });
export type PaymentAnswer = z.infer<typeof PaymentAnswer>;

/** `POST /api/payments/:id/cash-on-delivery`: the same orders, now to be paid at the door. */
export const CashOnDeliveryFallbackAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  orders: z.array(Order),
});
export type CashOnDeliveryFallbackAnswer = z.infer<typeof CashOnDeliveryFallbackAnswer>;

/** `GET /api/payments/providers`: which providers the operator configured (never their keys). */
export const PaymentProvidersAnswer = z.object({
  providers: z.array(z.enum(PAYMENT_PROVIDERS)),
  /** Minutes an unpaid online order holds its stock. */
  holdMinutes: z.number(),
});
export type PaymentProvidersAnswer = z.infer<typeof PaymentProvidersAnswer>;

export const PaymentEvent = z.object({
  at: z.string(),
  kind: z.enum(PAYMENT_EVENT_KINDS),
  /** The provider's code (000, 124, 0000…), when it gave one. */
  code: z.string().nullable(),
  /** What we made of it, or why it was refused. */
  note: z.string(),
});

/** One payment in the console, with its provider references and history. */
export const AdminPayment = PaymentView.extend({
  customer: z.object({ _id: z.string(), name: z.string() }),
  orderNumbers: z.array(z.string()),
  providerTransactionId: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** "refund-due": the provider says paid, but its orders were given up (decision 0053). */
  flag: z.enum(["refund-due"]).nullable(),
  events: z.array(PaymentEvent),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

export const AdminPaymentsQuery = z.object({
  status: z.enum(PAYMENT_ATTEMPT_STATUSES).optional(),
  flagged: z.enum(["true"]).optional(),
});

export const AdminPaymentsAnswer = z.object({ success: z.literal(true), payments: z.array(AdminPayment) });
export type AdminPaymentsAnswer = z.infer<typeof AdminPaymentsAnswer>;

/**
 * `POST /api/admin/payments/:id/refunded`: finance made the refund of a payment flagged "refund
 * due" in the provider's portal; the provider's refund reference, as its portal shows it.
 */
export const PaymentRefundedInput = z.object({
  reference: z
    .string({ error: "Enter the provider's refund reference." })
    .trim()
    .min(1, "Enter the provider's refund reference.")
    .max(200, "The reference must be at most 200 characters."),
});
export type PaymentRefundedInput = z.input<typeof PaymentRefundedInput>;

export const AdminPaymentAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  payment: AdminPayment,
});
export type AdminPaymentAnswer = z.infer<typeof AdminPaymentAnswer>;

/** What a provider posts back (JazzCash's pp_ fields) or sends in the query: text fields only. */
export const ProviderFields = z.record(z.string(), z.string().max(2000));

/** Easypaisa's returns to our postBackURLs: step one's auth_token, or the last step's status. */
export const EasypaisaReturnQuery = z.object({
  auth_token: z.string().max(500).optional(),
  status: z.string().max(20).optional(),
  desc: z.string().max(500).optional(),
  orderRefNumber: z.string().max(60).optional(),
});

/** Easypaisa's IPN: a link whose last segment is the order reference. */
export const EasypaisaIpnQuery = z.object({ url: z.string().max(2000).optional() });

/**
 * A provider's return: the buyer is sent on (303) to her payment's page; the same in JSON for a
 * client that does not follow redirects.
 */
export const PaymentReturnAnswer = z.object({
  success: z.literal(true),
  payment: z.string().nullable(),
  location: z.string(),
});
export type PaymentReturnAnswer = z.infer<typeof PaymentReturnAnswer>;
