import { z } from "zod";

/**
 * Cash-on-Delivery confirmation and refusals (issue 27, parts 1 and 2; decision 0034). A new COD
 * order waits for its buyer to confirm it before the maker may ship it; unconfirmed, it is cancelled
 * when the operator's window ends. Parcels refused at the door are counted per buyer over the last
 * 180 days, and at the operator's limit she can no longer choose Cash on Delivery.
 */
export const ORDER_CONFIRMATIONS = ["awaiting", "confirmed", "expired", "not_needed"] as const;
export type OrderConfirmation = (typeof ORDER_CONFIRMATIONS)[number];

export const DEFAULT_COD_CONFIRMATION_HOURS = 24;
export const MIN_COD_CONFIRMATION_HOURS = 1;
export const MAX_COD_CONFIRMATION_HOURS = 168;

/** Refusals that take Cash on Delivery away from a buyer; 0 turns the rule off. */
export const DEFAULT_COD_REFUSAL_LIMIT = 2;
export const MAX_COD_REFUSAL_LIMIT = 20;

/** Refusals older than this many days no longer count. */
export const REFUSAL_WINDOW_DAYS = 180;

/** Why a Shipped order came back: "refused" is a parcel the buyer would not take at the door. */
export const ORDER_RETURN_REASONS = ["refused"] as const;
export type OrderReturnReason = (typeof ORDER_RETURN_REASONS)[number];

/** The confirm-or-cancel choice of the e-mail link (`POST /api/orders/confirm`). */
export const CONFIRMATION_ACTIONS = ["confirm", "cancel"] as const;
export type ConfirmationAction = (typeof CONFIRMATION_ACTIONS)[number];

/** `POST /api/orders/confirm`: the e-mail link's token and the buyer's choice. */
export const ConfirmByLinkInput = z.object({
  token: z
    .string({ error: "This confirmation link is not valid." })
    .min(1, "This confirmation link is not valid.")
    .max(2000, "This confirmation link is not valid."),
  action: z.enum(CONFIRMATION_ACTIONS, { error: 'Choose "confirm" or "cancel".' }),
});
export type ConfirmByLinkInput = z.infer<typeof ConfirmByLinkInput>;

/**
 * What the store's owner sees of a buyer on each order: counts only, never the buyer's other orders
 * or stores. `refusals` counts the last 180 days since an operator last cleared them.
 */
export const BuyerHistory = z.object({ refusals: z.number(), delivered: z.number() });
export type BuyerHistory = z.infer<typeof BuyerHistory>;

/** `GET /api/orders/cash-on-delivery`: whether the signed-in buyer may choose Cash on Delivery. */
export const CashOnDeliveryAnswer = z.object({
  success: z.literal(true),
  available: z.boolean(),
  refusals: z.number(),
  /** The operator's limit; 0 means refusals never take it away. */
  limit: z.number(),
});
export type CashOnDeliveryAnswer = z.infer<typeof CashOnDeliveryAnswer>;

/** `GET /api/admin/customers/:id`. */
export const AdminCustomer = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  refusals: z.number(),
  refusalsClearedAt: z.string().nullable(),
  delivered: z.number(),
  codAvailable: z.boolean(),
});
export type AdminCustomer = z.infer<typeof AdminCustomer>;
export const AdminCustomerAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  customer: AdminCustomer,
});
export type AdminCustomerAnswer = z.infer<typeof AdminCustomerAnswer>;

/** `PUT /api/admin/customers/:id/refusals`: clears the count, with the operator's reason (audited). */
export const ClearRefusalsInput = z.object({
  reset: z.literal(true, { error: "Send reset: true to clear the refusal count." }),
  reason: z
    .string({ error: "Please give a reason." })
    .trim()
    .min(3, "Please give a reason (at least 3 characters).")
    .max(500, "The reason must be at most 500 characters."),
});
export type ClearRefusalsInput = z.infer<typeof ClearRefusalsInput>;

/** `GET /api/admin/customers`: a search over name and e-mail, a page at a time. */
export const AdminCustomerListQuery = z.object({
  q: z.string().trim().max(100, "The search must be at most 100 characters.").optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminCustomerListQuery = z.infer<typeof AdminCustomerListQuery>;

export const ADMIN_CUSTOMERS_PER_PAGE = 20;

/** One row of the console's customer search: enough to find her and see whether COD is hers. */
export const AdminCustomerRow = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  refusals: z.number(),
  orders: z.number(),
});
export type AdminCustomerRow = z.infer<typeof AdminCustomerRow>;

export const AdminCustomerListAnswer = z.object({
  success: z.literal(true),
  customers: z.array(AdminCustomerRow),
  pagination: z.object({
    current_page: z.number(),
    total_pages: z.number(),
    total_customers: z.number(),
    per_page: z.number(),
  }),
});
export type AdminCustomerListAnswer = z.infer<typeof AdminCustomerListAnswer>;
