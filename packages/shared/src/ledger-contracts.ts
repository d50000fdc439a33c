import { z } from "zod";

/**
 * A store's ledger (decision 0020): append-only entries in paisa, answered in rupees. Positive means
 * the platform owes the store. An order counts once it is Delivered and Paid: `sale` +total,
 * `collected-by-seller` −total for Cash on Delivery she collected herself (not when a courier the
 * marketplace booked collected it: that cash is on the courier's account, decision 0042), `commission`
 * −rate × items, `tax` −tax. When it stops counting the same entries are written again with the
 * opposite sign, each naming the entry it reverses. Settlements are `payout` (platform paid her:
 * −amount) and `remittance` (she paid the platform: +amount).
 */
export const LEDGER_ENTRY_KINDS = [
  "sale",
  "collected-by-seller",
  "commission",
  "tax",
  "payout",
  "remittance",
  "refund",
  "refunded-by-seller",
  /** The marketplace's part of a campaign discount it funds (issue 31), owed to the store. */
  "campaign-funding",
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export const SETTLEMENT_DIRECTIONS = ["payout", "remittance"] as const;
export type SettlementDirection = (typeof SETTLEMENT_DIRECTIONS)[number];

export const SETTLEMENT_METHODS = ["Bank Transfer", "JazzCash", "Easypaisa", "Cash"] as const;
export type SettlementMethod = (typeof SETTLEMENT_METHODS)[number];

/** `YYYY-MM-DD`, a day in Pakistan time, inclusive at both ends. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-01-31.");

/** `GET /api/seller/stores/:storeId/ledger` and `…/ledger.csv`. */
export const LedgerQuery = z.object({ from: day.optional(), to: day.optional() });
export type LedgerQuery = z.infer<typeof LedgerQuery>;

export const LedgerParams = z.object({ storeId: z.string() });

export const LedgerEntry = z.object({
  _id: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  orderId: z.string().nullable(),
  /** Rupees, signed: positive means the platform owes the store more. */
  amount: z.number(),
  balanceAfter: z.number(),
  createdAt: z.string(),
  note: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

export const LedgerAnswer = z.object({
  success: z.literal(true),
  /** The store's balance now (not only within from–to): positive, the platform owes her. */
  balance: z.number(),
  entries: z.array(LedgerEntry),
});
export type LedgerAnswer = z.infer<typeof LedgerAnswer>;

/** `GET /api/admin/stores/:storeId/ledger`: the same statement, for the operator, naming whose it is. */
export const AdminLedgerAnswer = LedgerAnswer.extend({
  store: z.object({ _id: z.string(), name: z.string(), sellerName: z.string() }),
});
export type AdminLedgerAnswer = z.infer<typeof AdminLedgerAnswer>;

/** `GET /api/admin/balances`. */
export const StoreBalance = z.object({
  storeId: z.string(),
  storeName: z.string(),
  sellerName: z.string(),
  balance: z.number(),
});
export type StoreBalance = z.infer<typeof StoreBalance>;

export const BalancesAnswer = z.object({ success: z.literal(true), balances: z.array(StoreBalance) });
export type BalancesAnswer = z.infer<typeof BalancesAnswer>;

export const SETTLEMENT_REFERENCE_MAX = 100;

/** `POST /api/admin/settlements`. */
export const SettlementInput = z.object({
  storeId: z.string().min(1, "Please choose a store."),
  amount: z
    .number({ error: "Amount must be a number." })
    // Below one paisa would round to nothing; the cap keeps paisa within the integer column.
    .min(0.01, "Amount must be at least Rs 0.01.")
    .max(10_000_000, "Amount can be at most Rs 10,000,000."),
  direction: z.enum(SETTLEMENT_DIRECTIONS, { error: "Direction must be payout or remittance." }),
  method: z.enum(SETTLEMENT_METHODS, { error: "Method must be Bank Transfer, JazzCash, Easypaisa or Cash." }),
  reference: z
    .string()
    .trim()
    .min(1, "Please give the transaction or receipt reference.")
    .max(SETTLEMENT_REFERENCE_MAX, `Reference must be at most ${SETTLEMENT_REFERENCE_MAX} characters long.`),
});
export type SettlementInput = z.input<typeof SettlementInput>;

export const Settlement = z.object({
  _id: z.string(),
  storeId: z.string(),
  amount: z.number(),
  direction: z.enum(SETTLEMENT_DIRECTIONS),
  method: z.enum(SETTLEMENT_METHODS),
  reference: z.string(),
  createdAt: z.string(),
});
export type Settlement = z.infer<typeof Settlement>;

export const SettlementAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  settlement: Settlement,
  /** The store's balance after this settlement. */
  balance: z.number(),
});
export type SettlementAnswer = z.infer<typeof SettlementAnswer>;
