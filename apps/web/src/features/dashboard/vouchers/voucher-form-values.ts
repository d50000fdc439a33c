import { CreateVoucherInput, VOUCHER_TYPES } from "@marketplace/shared/vouchers-contracts";
import { z } from "zod";
import { instantOrNull, numberOrNull } from "@/lib/form-values.ts";

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
