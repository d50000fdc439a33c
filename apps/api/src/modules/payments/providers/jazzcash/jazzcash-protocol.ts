import type { PaymentOutcome } from "../payment-provider.ts";

/** JazzCash's paths under its host (decision 0053, [J1] [J3]). */
export const JAZZCASH_PATHS = {
  form: "/CustomerPortal/transactionmanagement/merchantform/",
  inquiry: "/ApplicationAPI/API/PaymentInquiry/Inquire",
  /** The mobile wallet refund ([J4]; [J1]'s OpenAPI names /2.0/Purchase/Refund/MobileAccount instead). */
  walletRefund: "/ApplicationAPI/API/Purchase/domwalletrefundtransaction",
} as const;

/** The payment codes of [J1]'s table that this integration acts on; every other code is a failure. */
const PAID_CODES = new Set(["000", "121"]);
const PENDING_CODES = new Set(["124", "157", "210"]);

export function outcomeOfCode(code: string): PaymentOutcome {
  if (PAID_CODES.has(code)) return "paid";
  if (PENDING_CODES.has(code)) return "pending";
  return "failed";
}

/** Whether a code names a payment's state (rather than the inquiry's own success, 000 in the newer shape). */
export const isPaymentStateCode = (code: string) => code === "121" || PENDING_CODES.has(code);

/** pp_Status of the newer inquiry answer. */
export function outcomeOfStatus(status: string): PaymentOutcome | null {
  const word = status.trim().toLowerCase();
  if (word === "completed") return "paid";
  if (word === "pending") return "pending";
  if (word === "failed" || word === "dropped" || word === "reversed" || word === "expired") return "failed";
  return null;
}

/** The words of the codes the simulator answers with, as JazzCash's table has them. */
export const JAZZCASH_MESSAGES: Readonly<Record<string, string>> = {
  "000": "Thank you for Using JazzCash, your transaction was successful.",
  "101": "Invalid merchant credentials.",
  "109": "Transaction does not exist",
  "110": "Invalid value for {field}.",
  "112": "Transaction Cancelled by User.",
  "115": "Invalid hash received.",
  "121": "Transaction has been marked confirmed by Merchant.",
  "124": "Order is placed and waiting for financials to be received over the counter.",
  "004": "Low balance",
  "024": "Bad PIN",
  "131": "Transaction is Refunded",
  "132": "Sorry! The selected transaction cannot be refunded",
};

/** The transaction type of a wallet payment, the only kind the wallet refund API takes. */
export const JAZZCASH_WALLET_TXN_TYPE = "MWALLET";
