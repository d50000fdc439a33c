import { z } from "zod";
import { SETTLEMENT_METHODS } from "./ledger-contracts.ts";
import { PAYMENT_METHODS } from "./order-statuses.ts";

/**
 * Returns and refunds (issue 27, decision 0035). A buyer asks within the operator's window after
 * Delivered; the seller accepts or declines; a declined return may be escalated to the operator,
 * who decides; an accepted one is received by the seller (stock back for its lines) and refunded by
 * whoever holds the money. `closed` is the buyer withdrawing before anything was refunded.
 */
export const RETURN_STATUSES = [
  "requested",
  "accepted",
  "declined",
  "escalated",
  "received",
  "refunded",
  "closed",
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_REASONS = ["damaged", "wrong_item", "not_as_described", "other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** A return still holds its lines: another return cannot ask for the same units. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = RETURN_STATUSES.filter(
  (status) => status !== "closed",
);

/** Who moved a return: the buyer, the store's owner or the operator. */
export const RETURN_ACTOR_ROLES = ["customer", "seller", "admin"] as const;
export type ReturnActorRole = (typeof RETURN_ACTOR_ROLES)[number];

/** How a refund reached the buyer: the ways money moves by hand (decision 0020). */
export const REFUND_METHODS = SETTLEMENT_METHODS;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const DEFAULT_RETURN_WINDOW_DAYS = 7;
export const MAX_RETURN_WINDOW_DAYS = 90;
export const MAX_RETURN_PHOTOS = 4;

const note = z.string().trim().max(1000, "The note must be at most 1000 characters.");

export const ReturnItemInput = z.object({
  itemId: z.string().min(1, "Choose the item to return."),
  quantity: z
    .number({ error: "The quantity must be a whole number." })
    .int("The quantity must be a whole number.")
    .min(1, "The quantity must be at least 1.")
    .max(1000, "The quantity must be at most 1000."),
});

/** `POST /api/orders/:id/returns`. */
export const CreateReturnInput = z.object({
  items: z
    .array(ReturnItemInput)
    .min(1, "Choose at least one item to return.")
    .max(100, "A return can name at most 100 items."),
  reason: z.enum(RETURN_REASONS, {
    error: "Choose a reason: damaged, wrong item, not as described or other.",
  }),
  note: note.optional().default(""),
  images: z
    .array(z.string().max(2000, "Photo links must be at most 2000 characters."))
    .max(MAX_RETURN_PHOTOS, "A return can have at most 4 photos.")
    .optional()
    .default([]),
});
export type CreateReturnInput = z.input<typeof CreateReturnInput>;

/** `PUT /api/returns/:id` (the seller) and `PUT /api/admin/returns/:id` (the operator). */
export const ReturnDecisionInput = z.object({
  decision: z.enum(["accept", "decline"], { error: "The decision must be accept or decline." }),
  note: note.optional().default(""),
});
export type ReturnDecisionInput = z.input<typeof ReturnDecisionInput>;

/** `POST /api/returns/:id/escalate` and `…/withdraw`. */
export const ReturnNoteInput = z.object({ note: note.optional().default("") });
export type ReturnNoteInput = z.input<typeof ReturnNoteInput>;

/** `POST /api/returns/:id/refund`: rupees with at most two decimals. */
export const RefundInput = z.object({
  amount: z
    .number({ error: "The amount must be a number." })
    // Below one paisa would round to nothing.
    .min(0.01, "The amount must be at least Rs 0.01.")
    .max(10_000_000, "The amount is too large.")
    .refine(
      (n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
      "The amount can have at most two decimals.",
    ),
  method: z.enum(REFUND_METHODS, { error: "Choose how the money was sent back." }),
  reference: z
    .string()
    .trim()
    .min(1, "Enter the transfer's reference or a receipt number.")
    .max(200, "The reference must be at most 200 characters."),
});
export type RefundInput = z.input<typeof RefundInput>;

/**
 * `POST /api/admin/returns/:id/refund` (decision 0053): the team's refund of an order paid online.
 * The reference is left out when the provider's refund API sends the money (the return's
 * `refundThroughProvider`), which then records the provider call's reference; typed, it records a
 * refund made in the provider's portal, as for Easypaisa and for every payment without the API.
 */
export const MarketplaceRefundInput = RefundInput.extend({
  reference: RefundInput.shape.reference.optional(),
});
export type MarketplaceRefundInput = z.input<typeof MarketplaceRefundInput>;

/** `GET /api/returns`, `/api/seller/returns`, `/api/admin/returns`. */
export const ReturnListQuery = z.object({ status: z.enum(RETURN_STATUSES).optional() });
export type ReturnListQuery = z.infer<typeof ReturnListQuery>;

/**
 * `GET /api/admin/returns`: `onlineRefundDue=true` is the team's list of refunds to send, received
 * returns of orders paid online (decision 0053) with money still to refund.
 */
export const AdminReturnListQuery = ReturnListQuery.extend({
  onlineRefundDue: z.enum(["true"], { error: 'onlineRefundDue can only be "true".' }).optional(),
});
export type AdminReturnListQuery = z.infer<typeof AdminReturnListQuery>;

export const ReturnItem = z.object({
  itemId: z.string(),
  productName: z.string(),
  productImage: z.string(),
  quantity: z.number(),
  /** Rupees: what was paid for these units, their share of the order's tax included. */
  refundable: z.number(),
});
export type ReturnItem = z.infer<typeof ReturnItem>;

export const ReturnStep = z.object({
  status: z.enum(RETURN_STATUSES),
  by: z.enum(RETURN_ACTOR_ROLES),
  note: z.string(),
  at: z.string(),
});
export type ReturnStep = z.infer<typeof ReturnStep>;

export const Refund = z.object({
  _id: z.string(),
  amount: z.number(),
  method: z.enum(REFUND_METHODS),
  reference: z.string(),
  at: z.string(),
});

export const Return = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  store: z.object({ _id: z.string(), name: z.string() }),
  customer: z.object({ _id: z.string(), name: z.string() }),
  /** How the order was paid: an online one (JazzCash, Easypaisa) is refunded by the Hunarmand team. */
  paymentMethod: z.enum(PAYMENT_METHODS),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  images: z.array(z.string()),
  items: z.array(ReturnItem),
  /** Rupees: the most this return can refund (the lines' price and tax), and what was refunded. */
  refundable: z.number(),
  refunded: z.number(),
  refunds: z.array(Refund),
  /**
   * The team's lists only: true when leaving out the reference has the provider's refund API send
   * the money (JazzCash, paid by wallet, the merchant's MPIN configured); false when the team makes
   * the refund in the provider's portal and records its reference.
   */
  refundThroughProvider: z.boolean().optional(),
  steps: z.array(ReturnStep),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Return = z.infer<typeof Return>;

export const ReturnAnswer = z.object({ success: z.literal(true), message: z.string(), return: Return });
export type ReturnAnswer = z.infer<typeof ReturnAnswer>;

export const ReturnListAnswer = z.object({ success: z.literal(true), returns: z.array(Return) });
export type ReturnListAnswer = z.infer<typeof ReturnListAnswer>;

export const ReturnPhotosAnswer = z.object({
  success: z.literal(true),
  images: z.array(z.object({ url: z.string(), thumbUrl: z.string() })),
});
export type ReturnPhotosAnswer = z.infer<typeof ReturnPhotosAnswer>;
