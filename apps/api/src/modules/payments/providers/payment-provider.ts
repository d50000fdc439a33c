import type { PaymentProviderCode, PaymentRedirect } from "@marketplace/shared/payments-contracts";

/** What a provider is asked to take: one payment of a checkout (decision 0053). */
export interface CheckoutRequest {
  /** Ours, unique per provider: pp_TxnRefNo, orderRefNum. */
  reference: string;
  amountPaisa: number;
  createdAt: Date;
  expiresAt: Date;
  /** The order numbers, for the provider's page and statement. */
  billReference: string;
  description: string;
  /** The absolute address the provider sends the buyer (and its answer) back to. */
  returnUrl: string;
}

export type PaymentOutcome = "paid" | "pending" | "failed";

/** What an answer or an inquiry says, once its format (and signature, where it has one) is checked. */
export interface ProviderReading {
  kind: "reading";
  reference: string;
  outcome: PaymentOutcome;
  /** Signed (JazzCash) or read from the provider's own API: may move money. An unsigned return may not. */
  verified: boolean;
  code: string | null;
  message: string | null;
  /** The amount the provider names, when it names one. */
  amountPaisa: number | null;
  transactionId: string | null;
  /** How the buyer paid, when the answer says (JazzCash pp_TxnType: MWALLET, OTC, MPAY …). */
  txnType?: string | null;
  voucher: { token: string | null; expiresAt: Date | null } | null;
}

/** An answer that changes nothing: forged, tampered, malformed or not ours. */
export interface RefusedAnswer {
  kind: "refused";
  reason: string;
  /** The reference it named, when it named one. */
  reference: string | null;
  code: string | null;
}

export type ProviderVerdict = ProviderReading | RefusedAnswer;

/** The provider did not answer usefully (down, slow, not JSON): the inquiry job asks again later. */
export class ProviderUnreachable extends Error {}

/** A refund through the provider's API: `reference` is the payment's own (pp_TxnRefNo). */
export interface ProviderRefundRequest {
  reference: string;
  amountPaisa: number;
}

/**
 * The provider's answer to a refund: it refunded, it refused (nothing moved), or its answer cannot
 * be believed either way (unsigned wrongly, unreadable): then the outcome is unknown.
 */
export type ProviderRefundVerdict =
  | { kind: "refunded"; code: string; message: string | null }
  | { kind: "refused"; code: string | null; message: string }
  | { kind: "unknown"; code: string | null; message: string };

export interface PaymentProvider {
  code: PaymentProviderCode;
  /** The origin the buyer's browser posts forms to (the web's form-action allows it). */
  formOrigin: string;
  checkout(request: CheckoutRequest): PaymentRedirect;
  /** Reads the fields the provider sent the buyer back with (a form POST or a query). */
  readReturn(fields: Readonly<Record<string, string>>): ProviderVerdict;
  /** Asks the provider where a payment stands. */
  inquire(reference: string): Promise<ProviderVerdict>;
  /**
   * Refunds through the provider's API, when it has one for how this payment was made
   * (`txnType`) and the operator gave what it needs; null when the refund is made by hand.
   */
  refunder?(
    txnType: string | null,
  ): ((request: ProviderRefundRequest) => Promise<ProviderRefundVerdict>) | null;
}

/** `yyyyMMddHHmmss` in Pakistan time (UTC+5 all year), as JazzCash and Easypaisa write dates. */
export function pakistanStamp(instant: Date): string {
  return new Date(instant.getTime() + 5 * 3600_000).toISOString().replace(/\D/g, "").slice(0, 14);
}

/** The instant of a `yyyyMMddHHmmss` Pakistan time (spaces, dashes and colons ignored), or null. */
export function fromPakistanStamp(text: string | undefined | null): Date | null {
  const digits = (text ?? "").replace(/[\s:/-]/g, "");
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(digits);
  if (!m) return null;
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+05:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Paisa from rupees written as decimal text ("4200", "4200.0", "4200.50"); null when it is not one. */
export function paisaFromRupeeText(text: string | undefined | null): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec((text ?? "").trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

/** JSON from a provider's API, or ProviderUnreachable (timeouts, 5xx, HTML). */
export async function postJson(
  url: string,
  body: object,
  headers: Record<string, string> = {},
  timeoutMs = 10_000,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ProviderUnreachable(`no answer from ${new URL(url).host}: ${(error as Error).message}`);
  }
  const text = await response.text();
  if (response.status >= 500)
    throw new ProviderUnreachable(`${new URL(url).host} answered ${response.status}`);
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Falls through: not JSON.
  }
  throw new ProviderUnreachable(`${new URL(url).host} answered something that is not a JSON object`);
}

/** Every value of a JSON answer as text, the way form fields arrive. */
export function asFields(answer: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer)) {
    if (value === null || value === undefined) fields[name] = "";
    else if (typeof value === "string") fields[name] = value;
    else if (typeof value === "number" || typeof value === "boolean") fields[name] = String(value);
  }
  return fields;
}
