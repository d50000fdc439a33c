import { z } from "zod";

/**
 * The cash a booking courier collects at the door for Cash on Delivery (issue 28, decision 0042). It
 * is the courier's debt to the marketplace, recorded per order in the courier's account, in signed
 * paisa, positive meaning the courier owes the marketplace more: `collected` +cash when the parcel is
 * delivered, then, once the courier pays, `fee` −its fee, `tax` −the tax on the fee and `remitted`
 * −what it paid back. Each order has each kind at most once, and collected − fee − tax = remitted,
 * so a paid order's entries sum to zero.
 */
export const COURIER_CASH_KINDS = ["collected", "fee", "tax", "remitted"] as const;
export type CourierCashKind = (typeof COURIER_CASH_KINDS)[number];

/** Where an entry came from: the delivery the tracking job saw, the courier's payment API, a statement. */
export const COURIER_CASH_SOURCES = ["delivery", "payments-api", "statement"] as const;
export type CourierCashSource = (typeof COURIER_CASH_SOURCES)[number];

/**
 * The statement CSV the operator uploads: a header row naming these columns (any order, any case),
 * then one row per parcel paid out. Amounts are rupees with at most two decimals; `paid_on` is the
 * courier's payment date (YYYY-MM-DD).
 */
export const STATEMENT_COLUMNS = [
  "consignment_number",
  "cod_amount",
  "courier_fee",
  "tax",
  "remitted",
  "reference",
  "paid_on",
] as const;
export type StatementColumn = (typeof STATEMENT_COLUMNS)[number];

/** About 5,000 rows: a month of a busy marketplace's parcels with one courier. */
export const STATEMENT_MAX_CHARACTERS = 500_000;
export const STATEMENT_MAX_ROWS = 5_000;

/** `POST /api/admin/couriers/:code/remittances`: the statement's text as the file holds it. */
export const RemittanceImportInput = z.object({
  csv: z
    .string({ error: "Please choose the courier's statement (a CSV file)." })
    .min(1, "Please choose the courier's statement (a CSV file).")
    .max(STATEMENT_MAX_CHARACTERS, "The statement is too large: split it into files of at most 5,000 rows."),
});
export type RemittanceImportInput = z.infer<typeof RemittanceImportInput>;

/**
 * What an import did: rows whose remittance it recorded now, and rows it already knew (the same
 * statement imported again, or the payment API's news first). A statement with any bad row records
 * nothing and answers 400 with one error per bad row (`field`: `row N`, the file's line number).
 */
export const RemittanceImportAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  posted: z.number().int(),
  alreadyKnown: z.number().int(),
  /** Rupees the courier paid back on the rows posted now. */
  remitted: z.number(),
});
export type RemittanceImportAnswer = z.infer<typeof RemittanceImportAnswer>;

/** One courier's cash position: what it collected, kept and paid back, and what it still owes. */
export const CourierCashPosition = z.object({
  code: z.string(),
  name: z.string(),
  collected: z.number(),
  fees: z.number(),
  tax: z.number(),
  remitted: z.number(),
  /** collected − fees − tax − remitted: cash of delivered orders the courier has not paid back yet. */
  owed: z.number(),
  /** Delivered orders whose cash the courier has not paid back yet. */
  unremittedOrders: z.number().int(),
});
export type CourierCashPosition = z.infer<typeof CourierCashPosition>;

/** `GET /api/admin/courier-cash`: every booking courier's position. */
export const CourierCashAnswer = z.object({
  success: z.literal(true),
  couriers: z.array(CourierCashPosition),
});
export type CourierCashAnswer = z.infer<typeof CourierCashAnswer>;
