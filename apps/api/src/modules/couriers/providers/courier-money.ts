import { CourierError } from "../courier-adapter.ts";

/**
 * Couriers speak rupees (PostEx as JSON numbers such as 28.8, Leopards as integers or numeric strings
 * such as "1500.00"); the marketplace counts integer paisa. The conversion goes through the decimal
 * text, never through floating-point multiplication, so Rs 28.8 is exactly 2880 paisa, and an amount
 * with more than two decimals is refused as unreadable rather than rounded.
 */
const RUPEES = /^(-?)(\d+)(?:\.(\d{1,2})0*)?$/;

export function courierRupeesToPaisa(courierName: string, value: unknown): number {
  const text = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
  const match = typeof text === "string" ? RUPEES.exec(text.trim().replaceAll(",", "")) : null;
  if (!match) {
    throw new CourierError(
      "unreachable",
      `${courierName} sent an amount we cannot read: ${JSON.stringify(value)}`,
    );
  }
  const [, sign, whole, fraction = ""] = match;
  const paisa = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(paisa)) {
    throw new CourierError(
      "unreachable",
      `${courierName} sent an amount out of range: ${JSON.stringify(value)}`,
    );
  }
  return sign === "-" && paisa !== 0 ? -paisa : paisa;
}

/** Paisa as the rupee number a courier's JSON carries (1999950 → 19999.5), exact for whole paisa. */
export function paisaToCourierRupees(paisa: number): number {
  if (!Number.isSafeInteger(paisa)) throw new RangeError(`not a whole number of paisa: ${paisa}`);
  return paisa / 100;
}
