import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * JazzCash's secure hash (decision 0053, [J1] "Hashing Scheme"): HMAC-SHA256, keyed with the
 * integrity salt, over the salt, "&", and the values of every non-empty field whose name starts with
 * "pp" (the hash itself left out), sorted by field name in ASCII order and joined with "&". Upper-case
 * hex, as issue 29 asks; JazzCash's own sample is lower case, so answers are compared without case.
 */
export function jazzCashHashInput(fields: Readonly<Record<string, string>>, integritySalt: string): string {
  const values = Object.keys(fields)
    .filter((name) => name.toLowerCase().startsWith("pp") && name !== "pp_SecureHash")
    // ASCII order: JavaScript compares strings by UTF-16 code units, the same for ASCII names.
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => fields[name] ?? "")
    .filter((value) => value !== "");
  return [integritySalt, ...values].join("&");
}

export function jazzCashSecureHash(fields: Readonly<Record<string, string>>, integritySalt: string): string {
  return createHmac("sha256", Buffer.from(integritySalt, "utf8"))
    .update(Buffer.from(jazzCashHashInput(fields, integritySalt), "utf8"))
    .digest("hex")
    .toUpperCase();
}

/** Whether `fields` carry the hash JazzCash (or we) would compute for them, in constant time. */
export function hasValidJazzCashHash(
  fields: Readonly<Record<string, string>>,
  integritySalt: string,
): boolean {
  const given = fields.pp_SecureHash ?? "";
  if (!/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = Buffer.from(jazzCashSecureHash(fields, integritySalt), "hex");
  return timingSafeEqual(Buffer.from(given, "hex"), expected);
}

/** The fields with their hash added. */
export function signJazzCash(fields: Record<string, string>, integritySalt: string): Record<string, string> {
  return { ...fields, pp_SecureHash: jazzCashSecureHash(fields, integritySalt) };
}
