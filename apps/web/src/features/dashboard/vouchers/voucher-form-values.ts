import { CreateVoucherInput, VOUCHER_TYPES } from "@marketplace/shared/vouchers-contracts";
import { z } from "zod";

/**
 * The voucher form as its inputs hold it (text, "" for a field left empty), checked by the shared
 * contract itself once turned into the API's body, so the form says exactly what the server would.
 */
export const VoucherFormValues = z.object({
  code: z.string(),
  type: z.enum(VOUCHER_TYPES),
  value: z.string(),
  maxDiscount: z.string(),
  minSpend: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  usageLimit: z.string(),
  perCustomerLimit: z.string(),
});
export type VoucherFormValues = z.infer<typeof VoucherFormValues>;

export const EMPTY_VOUCHER_FORM: VoucherFormValues = {
  code: "",
  type: "percent",
  value: "",
  maxDiscount: "",
  minSpend: "",
  startsAt: "",
  endsAt: "",
  usageLimit: "",
  perCustomerLimit: "",
};

/** A typed number, or null for an empty field (the contract refuses what is not a number). */
const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));
/** A `datetime-local` value is the phone's own time: sent as an instant. */
const instantOrNull = (text: string) => {
  if (text === "") return null;
  const instant = new Date(text);
  // Not a date: kept as typed, for the contract to refuse by name.
  return Number.isNaN(instant.getTime()) ? text : instant.toISOString();
};

const VoucherBody = VoucherFormValues.transform((v) => ({
  code: v.code,
  type: v.type,
  value: numberOrNull(v.value) ?? Number.NaN,
  maxDiscount: v.type === "percent" ? numberOrNull(v.maxDiscount) : null,
  minSpend: numberOrNull(v.minSpend),
  startsAt: instantOrNull(v.startsAt),
  endsAt: instantOrNull(v.endsAt),
  usageLimit: numberOrNull(v.usageLimit),
  perCustomerLimit: numberOrNull(v.perCustomerLimit),
}));

export const VoucherFormSchema = VoucherBody.pipe(
  // The contract's input takes undefined too where this gives null; zod's types cannot see it fits.
  CreateVoucherInput as unknown as z.ZodType<CreateVoucherInput, z.output<typeof VoucherBody>>,
);
