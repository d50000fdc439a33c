import { CAMPAIGN_FUNDERS } from "@marketplace/shared/campaign-pricing";
import { CAMPAIGN_TYPES, CreateCampaignInput } from "@marketplace/shared/campaigns-contracts";
import { z } from "zod";
import { instantOrNull, numberOrNull } from "@/lib/form-values.ts";

/** The campaign form as its inputs hold it (text; "" for a field left empty). */
export const CampaignFormValues = z.object({
  nameEn: z.string(),
  nameUr: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  type: z.enum(CAMPAIGN_TYPES),
  value: z.string(),
  maxDiscount: z.string(),
  fundedBy: z.enum(CAMPAIGN_FUNDERS),
  marketplaceShare: z.string(),
});
export type CampaignFormValues = z.infer<typeof CampaignFormValues>;

export const EMPTY_CAMPAIGN_FORM: CampaignFormValues = {
  nameEn: "",
  nameUr: "",
  startsAt: "",
  endsAt: "",
  type: "percent",
  value: "",
  maxDiscount: "",
  fundedBy: "marketplace",
  marketplaceShare: "",
};

const CampaignBody = CampaignFormValues.transform((v) => ({
  nameEn: v.nameEn,
  nameUr: v.nameUr,
  startsAt: instantOrNull(v.startsAt) ?? "",
  endsAt: instantOrNull(v.endsAt) ?? "",
  type: v.type,
  value: numberOrNull(v.value) ?? Number.NaN,
  maxDiscount: v.type === "percent" ? numberOrNull(v.maxDiscount) : null,
  fundedBy: v.fundedBy,
  marketplaceShare: v.fundedBy === "shared" ? numberOrNull(v.marketplaceShare) : null,
}));

/** Checked by the shared contract itself once turned into the API's body. */
export const CampaignFormSchema = CampaignBody.pipe(
  // The contract's input takes undefined too where this gives null; zod's types cannot see it fits.
  CreateCampaignInput as unknown as z.ZodType<CreateCampaignInput, z.output<typeof CampaignBody>>,
);
