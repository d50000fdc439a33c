import type { PaymentOutcome } from "../payment-provider.ts";

/** Easypaisa's paths under its host (decision 0053, [E1] [E3]). */
export const EASYPAISA_PATHS = {
  index: "/easypay/Index.jsf",
  confirm: "/easypay/Confirm.jsf",
  inquiry: "/easypay-service/rest/v4/inquire-transaction",
} as const;

/** The inquiry's transactionStatus words ([E3]); COMPLETED is one client's word for PAID. */
export function outcomeOfTransactionStatus(status: string): PaymentOutcome | null {
  const word = status.trim().toUpperCase();
  if (word === "PAID" || word === "COMPLETED") return "paid";
  if (word === "PENDING" || word === "INITIATED") return "pending";
  if (["FAILED", "EXPIRED", "BLOCKED", "REVERSED", "DROPPED"].includes(word)) return "failed";
  return null;
}

/** Rupees as the hosted form takes them ([E1]: one decimal, two when there are paisa). */
export function easypaisaAmount(paisa: number): string {
  const rupees = Math.floor(paisa / 100);
  const rest = paisa % 100;
  return rest === 0 ? `${rupees}.0` : `${rupees}.${String(rest).padStart(2, "0")}`;
}

/** `yyyyMMdd HHmmss`, the hosted form's expiryDate. */
export const easypaisaExpiry = (stamp: string) => `${stamp.slice(0, 8)} ${stamp.slice(8, 14)}`;
