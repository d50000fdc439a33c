/**
 * What a courier's consignment numbers look like, to catch a mistyped one before it reaches the buyer
 * (issue 28). Where a courier documents or shows its format the pattern is that format; where it does
 * not, a generic pattern (6 to 30 letters, digits or dashes) is accepted and the record says so.
 * Sources and doubts: docs/decisions/0039-couriers.md.
 */
interface ConsignmentFormat {
  pattern: RegExp;
  /** Said to the seller when the number does not fit, e.g. "11 characters: 2 letters and 9 digits". */
  shape: string;
  documented: boolean;
}

const GENERIC: ConsignmentFormat = {
  pattern: /^[A-Za-z0-9-]{6,30}$/,
  shape: "6 to 30 letters, digits or dashes",
  documented: false,
};

export const CONSIGNMENT_FORMATS: Readonly<Record<string, ConsignmentFormat>> = {
  // Leopards: two letters of the origin city then nine digits (e.g. LE123456789, KI123456789).
  leopards: {
    pattern: /^[A-Z]{2}\d{9}$/,
    shape: "2 letters then 9 digits, like LE123456789",
    documented: true,
  },
  // TCS: digits only, 9 to 14 of them.
  tcs: { pattern: /^\d{9,14}$/, shape: "9 to 14 digits", documented: true },
  postex: GENERIC,
  trax: GENERIC,
  mnp: GENERIC,
  callcourier: GENERIC,
  pakpost: GENERIC,
};

export function consignmentFormat(courierCode: string): ConsignmentFormat {
  return CONSIGNMENT_FORMATS[courierCode] ?? GENERIC;
}

/** Upper-cases and drops spaces, the way numbers are printed on labels and read aloud. */
export function normalConsignmentNumber(typed: string): string {
  return typed.replaceAll(/\s+/g, "").toUpperCase();
}

/** Why the number does not fit the courier's format (null when it does). */
export function refusedConsignmentNumber(
  courierCode: string,
  courierName: string,
  typed: string,
): string | null {
  const format = consignmentFormat(courierCode);
  if (format.pattern.test(normalConsignmentNumber(typed))) return null;
  return `A ${courierName} consignment number is ${format.shape}; please check this one.`;
}
