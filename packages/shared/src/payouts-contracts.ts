import { z } from "zod";
import { ADMIN_REASON_MAX } from "./admin-contracts.ts";
import { PayoutAccount } from "./kyc-contracts.ts";

/**
 * The weekly payout run (issue 30, decision 0051). A run is proposed (by the weekly job or an admin),
 * reviewed (lines held or released) and approved or cancelled. Approving posts each line's payout to
 * its store's ledger once; the admin then marks each line paid, or failed (its money goes back to
 * the balance).
 */
export const PAYOUT_RUN_STATUSES = ["proposed", "approved", "cancelled"] as const;
export type PayoutRunStatus = (typeof PAYOUT_RUN_STATUSES)[number];

/** `proposed`/`held` before approval; `sent` once approved (in the bank file), then `paid` or `failed`. */
export const PAYOUT_STATUSES = ["proposed", "held", "sent", "paid", "failed"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Days a delivered and paid order waits before its money is paid out (returns come first). */
export const DEFAULT_PAYOUT_HOLD_DAYS = 7;
export const MAX_PAYOUT_HOLD_DAYS = 60;
/** The day of the week the run is proposed, 0 Sunday … 6 Saturday, in Pakistan; default Monday. */
export const DEFAULT_PAYOUT_WEEKDAY = 1;

export const Payout = z.object({
  _id: z.string(),
  runId: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  sellerName: z.string(),
  /** Rupees the marketplace pays her. */
  amount: z.number(),
  status: z.enum(PAYOUT_STATUSES),
  account: PayoutAccount,
  /** The marketplace's reference for the transfer, written in the bank file ("HM-…"). */
  reference: z.string(),
  /** The bank's or wallet's own reference, given when it was paid. */
  bankReference: z.string().nullable(),
  /** Why it was held or failed. */
  reason: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type Payout = z.infer<typeof Payout>;

export const PayoutRun = z.object({
  _id: z.string(),
  status: z.enum(PAYOUT_RUN_STATUSES),
  /** Made by the weekly job (true) or by an admin (false). */
  scheduled: z.boolean(),
  /** Orders that started counting before this instant are paid in this run. */
  cutoff: z.string(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  /** What approving pays: the lines not held. */
  total: z.number(),
  payouts: z.array(Payout),
});
export type PayoutRun = z.infer<typeof PayoutRun>;

export const PayoutRunsAnswer = z.object({ success: z.literal(true), runs: z.array(PayoutRun) });
export type PayoutRunsAnswer = z.infer<typeof PayoutRunsAnswer>;

export const PayoutRunAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  run: PayoutRun,
});
export type PayoutRunAnswer = z.infer<typeof PayoutRunAnswer>;

/** `PUT /api/admin/payout-runs/:id`. */
export const PayoutRunActionInput = z.object({
  action: z.enum(["approve", "cancel"], { error: 'Action must be "approve" or "cancel".' }),
});
export type PayoutRunActionInput = z.infer<typeof PayoutRunActionInput>;

const reasonText = z
  .string({ error: "Reason must be text." })
  .trim()
  .max(ADMIN_REASON_MAX, `Reason must be at most ${ADMIN_REASON_MAX} characters.`)
  .optional();

/**
 * `PUT /api/admin/payouts/:id`: before approval, hold a line (with a reason) or release it
 * (`proposed`); after, mark it `paid` (with the bank's reference) or `failed` (with a reason).
 */
export const PayoutUpdateInput = z
  .object({
    status: z.enum(["paid", "failed", "held", "proposed"], {
      error: 'Status must be "paid", "failed", "held" or "proposed".',
    }),
    reference: z
      .string({ error: "Reference must be text." })
      .trim()
      .max(100, "Reference must be at most 100 characters.")
      .optional(),
    reason: reasonText,
  })
  .superRefine((input, ctx) => {
    if (input.status === "paid" && !input.reference)
      ctx.addIssue({
        code: "custom",
        path: ["reference"],
        message: "Please give the bank's transfer reference.",
      });
    if ((input.status === "failed" || input.status === "held") && !input.reason)
      ctx.addIssue({
        code: "custom",
        path: ["reason"],
        message:
          input.status === "failed"
            ? "Please say why the transfer failed."
            : "Please say why this payout is held.",
      });
  });
export type PayoutUpdateInput = z.infer<typeof PayoutUpdateInput>;

export const PayoutAnswer = z.object({ success: z.literal(true), message: z.string(), payout: Payout });
export type PayoutAnswer = z.infer<typeof PayoutAnswer>;

/** `GET /api/seller/payouts`: what the next run would pay each of her stores, and her past payouts. */
export const SellerPayoutsAnswer = z.object({
  success: z.literal(true),
  upcoming: z.array(z.object({ storeId: z.string(), storeName: z.string(), amount: z.number() })),
  payouts: z.array(Payout.omit({ sellerName: true }).extend({ createdAt: z.string() })),
});
export type SellerPayoutsAnswer = z.infer<typeof SellerPayoutsAnswer>;
