import { z } from "zod";
import { normalizeVoucherCode } from "./voucher-pricing.ts";

/**
 * A store's voucher codes (issue 31, decision 0048). Amounts are rupees like every price in the API;
 * `value` is a whole percent for "percent" and rupees for "fixed".
 */
export const VOUCHER_TYPES = ["percent", "fixed"] as const;
export const VOUCHER_STATUSES = ["active", "paused", "ended"] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** Who bears a discount: a store's own code is hers; a campaign's may be the marketplace's or shared. */
export const DISCOUNT_FUNDERS = ["seller", "marketplace", "shared"] as const;

export const VOUCHER_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,19}$/;
export const MAX_VOUCHER_PRODUCTS = 100;
const CODE_MESSAGE = "A code is 3 to 20 letters, digits or dashes.";

/** `label` is one of the field names `URDU_VOUCHER_WORDS` translates, so the messages read in Urdu too. */
const rupees = (label: string) =>
  z
    .number({ error: `${label} must be an amount in rupees.` })
    .min(0, `${label} cannot be negative.`)
    .max(1_000_000, `${label} is too high.`)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
      message: `${label} can have at most two decimals.`,
    });
const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(1_000_000, `${label} is too high.`);
const when = z.iso.datetime({ offset: true, error: "A date must be a date and time." });

const VoucherTerms = z.object({
  maxDiscount: rupees("The largest discount").nullable().optional(),
  minSpend: rupees("The minimum spend").nullable().optional(),
  startsAt: when.nullable().optional(),
  endsAt: when.nullable().optional(),
  usageLimit: count("The total uses").nullable().optional(),
  perCustomerLimit: count("The uses per buyer").nullable().optional(),
  productIds: z
    .array(z.string(), { error: "Products must be a list." })
    .max(MAX_VOUCHER_PRODUCTS, `A code can name at most ${MAX_VOUCHER_PRODUCTS} products.`)
    .nullable()
    .optional(),
});

function endsAfterStart(v: { startsAt?: string | null; endsAt?: string | null }, ctx: z.RefinementCtx) {
  if (v.startsAt && v.endsAt && new Date(v.endsAt) <= new Date(v.startsAt)) {
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: "The end must come after the start." });
  }
}

function valueFitsType(v: { type: string; value: number }, ctx: z.RefinementCtx) {
  if (v.type === "percent" && !(Number.isInteger(v.value) && v.value >= 1 && v.value <= 100)) {
    ctx.addIssue({
      code: "custom",
      path: ["value"],
      message: "A percentage is a whole number from 1 to 100.",
    });
  }
  if (v.type === "fixed" && !(v.value >= 1)) {
    ctx.addIssue({ code: "custom", path: ["value"], message: "A fixed discount is at least Rs 1." });
  }
}

/** `POST /api/seller/stores/:id/vouchers`. */
export const CreateVoucherInput = VoucherTerms.extend({
  code: z
    .string({ error: CODE_MESSAGE })
    .transform(normalizeVoucherCode)
    .pipe(z.string().regex(VOUCHER_CODE_PATTERN, CODE_MESSAGE)),
  type: z.enum(VOUCHER_TYPES, { error: 'The type is "percent" or "fixed".' }),
  value: z
    .number({ error: "Enter how much the code takes off." })
    .max(1_000_000, "The discount is too high."),
})
  .superRefine(valueFitsType)
  .superRefine(endsAfterStart);
export type CreateVoucherInput = z.infer<typeof CreateVoucherInput>;

/**
 * `PUT /api/seller/vouchers/:id`: pause, resume or end a code, or change its terms. The code and its
 * type stay as created (buyers were given them); an ended code stays ended.
 */
export const UpdateVoucherInput = VoucherTerms.extend({
  status: z.enum(VOUCHER_STATUSES, { error: 'The status is "active", "paused" or "ended".' }).optional(),
  value: z
    .number({ error: "Enter how much the code takes off." })
    .max(1_000_000, "The discount is too high.")
    .optional(),
}).superRefine(endsAfterStart);
export type UpdateVoucherInput = z.infer<typeof UpdateVoucherInput>;

export const Voucher = z.object({
  _id: z.string(),
  storeId: z.string(),
  code: z.string(),
  type: z.enum(VOUCHER_TYPES),
  value: z.number(),
  maxDiscount: z.number().nullable(),
  minSpend: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().nullable(),
  perCustomerLimit: z.number().nullable(),
  productIds: z.array(z.string()).nullable(),
  status: z.enum(VOUCHER_STATUSES),
  /** Orders placed with it. */
  uses: z.number(),
  /** Rupees it took off those orders. */
  discountGiven: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Voucher = z.infer<typeof Voucher>;

export const VoucherAnswer = z.object({ voucher: Voucher });
export type VoucherAnswer = z.infer<typeof VoucherAnswer>;
export const VoucherListAnswer = z.object({ vouchers: z.array(Voucher) });
export type VoucherListAnswer = z.infer<typeof VoucherListAnswer>;

const CartLineRef = z.object({
  product: z.string(),
  variant: z.string().optional(),
  quantity: z.number().int().min(1).max(1000),
});

/** `POST /api/vouchers/check`: does this code apply to these cart lines, and for how much? */
export const CheckVoucherInput = z.object({
  code: z
    .string({ error: CODE_MESSAGE })
    .max(40, CODE_MESSAGE)
    .transform(normalizeVoucherCode)
    .pipe(z.string().min(1, "Type a voucher code.")),
  products: z.array(CartLineRef).min(1, "Your cart is empty.").max(100),
});
export type CheckVoucherInput = z.infer<typeof CheckVoucherInput>;

/** The terms the cart prices with (`applyVoucher`), for the store whose code it is. */
export const AppliedVoucher = z.object({
  code: z.string(),
  store: z.object({ _id: z.string(), name: z.string() }),
  type: z.enum(VOUCHER_TYPES),
  value: z.number(),
  maxDiscount: z.number().nullable(),
  minSpend: z.number().nullable(),
  productIds: z.array(z.string()).nullable(),
  /** Rupees it takes off the store's lines now. */
  discount: z.number(),
});
export type AppliedVoucher = z.infer<typeof AppliedVoucher>;
export const CheckVoucherAnswer = z.object({ success: z.literal(true), voucher: AppliedVoucher });
export type CheckVoucherAnswer = z.infer<typeof CheckVoucherAnswer>;

/** One discount an order carries (`Order.discounts`). */
export const OrderDiscount = z.object({
  code: z.string().nullable(),
  campaign: z.string().nullable(),
  amount: z.number(),
  fundedBy: z.enum(DISCOUNT_FUNDERS),
});
export type OrderDiscount = z.infer<typeof OrderDiscount>;
