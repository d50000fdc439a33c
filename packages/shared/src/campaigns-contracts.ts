import { z } from "zod";
import { CAMPAIGN_FUNDERS } from "./campaign-pricing.ts";
import { Product } from "./products-contracts.ts";
import { storeSlug } from "./slug.ts";

/**
 * Marketplace campaigns (issue 31, decision 0048): an operator's sale days (Eid, 11.11, 14 August)
 * that sellers join with their products. Amounts are rupees; `value` is a whole percent for
 * "percent" and rupees a unit for "fixed".
 */
export const CAMPAIGN_TYPES = ["percent", "fixed"] as const;

const when = z.iso.datetime({ offset: true, error: "A date must be a date and time." });
const name = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(80, tooLong);

const CampaignTerms = z.object({
  nameEn: name("The campaign's English name is required.", "The English name must be at most 80 characters."),
  nameUr: name("The campaign's Urdu name is required.", "The Urdu name must be at most 80 characters."),
  startsAt: when,
  endsAt: when,
  type: z.enum(CAMPAIGN_TYPES, { error: 'The type is "percent" or "fixed".' }),
  value: z
    .number({ error: "Enter how much the campaign takes off." })
    .max(1_000_000, "The discount is too high."),
  maxDiscount: z
    .number({ error: "The largest discount must be an amount in rupees." })
    .min(1, "The largest discount must be at least Rs 1.")
    .max(1_000_000, "The largest discount is too high.")
    .nullable()
    .optional(),
  fundedBy: z.enum(CAMPAIGN_FUNDERS, { error: "Choose who pays for the discount." }),
  /** For "shared": the percent of each discount the marketplace pays. */
  marketplaceShare: z
    .number({ error: "The marketplace's share must be a whole percent." })
    .int("The marketplace's share must be a whole percent.")
    .min(1, "The marketplace's share is from 1 to 99 percent.")
    .max(99, "The marketplace's share is from 1 to 99 percent.")
    .nullable()
    .optional(),
});

function consistent(
  v: {
    type?: string;
    value?: number;
    startsAt?: string;
    endsAt?: string;
    fundedBy?: string;
    marketplaceShare?: number | null;
  },
  ctx: z.RefinementCtx,
) {
  if (v.startsAt && v.endsAt && new Date(v.endsAt) <= new Date(v.startsAt)) {
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: "The end must come after the start." });
  }
  if (
    v.type === "percent" &&
    v.value !== undefined &&
    !(Number.isInteger(v.value) && v.value >= 1 && v.value <= 90)
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["value"],
      message: "A campaign's percentage is a whole number from 1 to 90.",
    });
  }
  if (v.type === "fixed" && v.value !== undefined && !(v.value >= 1)) {
    ctx.addIssue({ code: "custom", path: ["value"], message: "A fixed discount is at least Rs 1." });
  }
  if (v.fundedBy === "shared" && (v.marketplaceShare === undefined || v.marketplaceShare === null)) {
    ctx.addIssue({
      code: "custom",
      path: ["marketplaceShare"],
      message: "Say what percent of the discount the marketplace pays.",
    });
  }
}

/** `POST /api/admin/campaigns`: the slug is made from the English name unless given. */
export const CreateCampaignInput = CampaignTerms.extend({
  slug: z
    .string()
    .trim()
    .max(60, "The address must be at most 60 characters.")
    .transform(storeSlug)
    .optional(),
}).superRefine(consistent);
export type CreateCampaignInput = z.infer<typeof CreateCampaignInput>;

/** `PUT /api/admin/campaigns/:id`: change its terms or dates, or stop it (`active: false`). */
export const UpdateCampaignInput = CampaignTerms.partial()
  .extend({ active: z.boolean({ error: "Active is yes or no." }).optional() })
  .superRefine(consistent);
export type UpdateCampaignInput = z.infer<typeof UpdateCampaignInput>;

export const Campaign = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.object({ en: z.string(), ur: z.string() }),
  startsAt: z.string(),
  endsAt: z.string(),
  type: z.enum(CAMPAIGN_TYPES),
  value: z.number(),
  maxDiscount: z.number().nullable(),
  fundedBy: z.enum(CAMPAIGN_FUNDERS),
  /** The percent of each discount the marketplace pays: 100, 0, or the shared split. */
  marketplaceShare: z.number(),
  active: z.boolean(),
  /** On now: switched on, started and not ended. */
  running: z.boolean(),
  productCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Campaign = z.infer<typeof Campaign>;

export const CampaignAnswer = z.object({ campaign: Campaign });
export type CampaignAnswer = z.infer<typeof CampaignAnswer>;
export const CampaignListAnswer = z.object({ campaigns: z.array(Campaign) });
export type CampaignListAnswer = z.infer<typeof CampaignListAnswer>;

/** `POST /api/seller/campaigns/:id/products`: her products to join (`leave: true` takes them out). */
export const CampaignProductsInput = z.object({
  productIds: z
    .array(z.string(), { error: "Products must be a list." })
    .min(1, "Choose at least one product.")
    .max(100, "Choose at most 100 products at a time."),
  leave: z.boolean().optional(),
});
export type CampaignProductsInput = z.infer<typeof CampaignProductsInput>;

/** Her products in the campaign now, after the change. */
export const CampaignProductsAnswer = z.object({ campaign: Campaign, productIds: z.array(z.string()) });
export type CampaignProductsAnswer = z.infer<typeof CampaignProductsAnswer>;

/** `GET /api/campaigns/:slug`: the campaign and the listed products that joined it. */
export const PublicCampaignAnswer = z.object({ campaign: Campaign, products: z.array(Product) });
export type PublicCampaignAnswer = z.infer<typeof PublicCampaignAnswer>;

/** `GET /api/seller/campaigns`: the open campaigns, each with which of her products joined. */
export const SellerCampaignListAnswer = z.object({
  campaigns: z.array(Campaign.extend({ myProductIds: z.array(z.string()) })),
});
export type SellerCampaignListAnswer = z.infer<typeof SellerCampaignListAnswer>;
export type SellerCampaign = SellerCampaignListAnswer["campaigns"][number];
