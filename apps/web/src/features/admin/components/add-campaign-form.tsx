import { CAMPAIGN_FUNDERS } from "@marketplace/shared/campaign-pricing";
import { CAMPAIGN_TYPES } from "@marketplace/shared/campaigns-contracts";
import { DiscountAmountInput } from "@/components/discount-amount-input.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input, NumberInput } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
import { useAdminT } from "../admin-words.ts";
import { useAddCampaign } from "../api/campaigns-admin-api.ts";
import { CampaignFormSchema, type CampaignFormValues, EMPTY_CAMPAIGN_FORM } from "./campaign-form-values.ts";

/** A new campaign (issue 31): its names, dates, discount and who pays for it. */
export function AddCampaignForm() {
  const { t } = useAdminT();
  const add = useAddCampaign();
  const form = useZodForm<typeof CampaignFormSchema, CampaignFormValues>(CampaignFormSchema, {
    defaultValues: EMPTY_CAMPAIGN_FORM,
  });
  const { register, handleSubmit, watch, formState } = form;
  const { errors } = formState;
  const type = watch("type");
  const fundedBy = watch("fundedBy");
  const submit = handleSubmit(async (input) => {
    try {
      const { campaign } = await add.mutateAsync(input);
      form.reset(EMPTY_CAMPAIGN_FORM);
      toast.success(t("admin.campaigns.added", { name: campaign.name.en }));
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <Card>
      <CardTitle>{t("admin.campaigns.addTitle")}</CardTitle>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3 md:grid-cols-2">
        <FormField label={t("admin.campaigns.nameEn")} required error={errors.nameEn?.message}>
          {(control) => <Input {...control} dir="ltr" placeholder="Eid Sale" {...register("nameEn")} />}
        </FormField>
        <FormField label={t("admin.campaigns.nameUr")} required error={errors.nameUr?.message}>
          {(control) => (
            <Input {...control} dir="rtl" lang="ur" placeholder="عید سیل" {...register("nameUr")} />
          )}
        </FormField>
        <FormField label={t("admin.campaigns.startsAt")} required error={errors.startsAt?.message}>
          {(control) => <Input {...control} type="datetime-local" {...register("startsAt")} />}
        </FormField>
        <FormField label={t("admin.campaigns.endsAt")} required error={errors.endsAt?.message}>
          {(control) => <Input {...control} type="datetime-local" {...register("endsAt")} />}
        </FormField>
        <FormField label={t("admin.campaigns.type")} required error={errors.type?.message}>
          {(control) => (
            <Select
              {...control}
              choices={CAMPAIGN_TYPES}
              labelOf={(choice) =>
                t(choice === "percent" ? "admin.campaigns.percent" : "admin.campaigns.fixed")
              }
              {...register("type")}
            />
          )}
        </FormField>
        <FormField
          label={t(type === "percent" ? "admin.campaigns.valuePercent" : "admin.campaigns.valueFixed")}
          required
          error={errors.value?.message}
        >
          {(control) => (
            <DiscountAmountInput
              {...control}
              percent={type === "percent"}
              maxPercent={90}
              {...register("value")}
            />
          )}
        </FormField>
        {type === "percent" && (
          <FormField
            label={t("admin.campaigns.maxDiscount")}
            hint={t("admin.campaigns.maxDiscountHint")}
            error={errors.maxDiscount?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={1}
                step="0.01"
                {...register("maxDiscount")}
              />
            )}
          </FormField>
        )}
        <FormField label={t("admin.campaigns.fundedBy")} required error={errors.fundedBy?.message}>
          {(control) => (
            <Select
              {...control}
              choices={CAMPAIGN_FUNDERS}
              labelOf={(choice) => t(`admin.campaigns.funder.${choice}`)}
              {...register("fundedBy")}
            />
          )}
        </FormField>
        {fundedBy === "shared" && (
          <FormField
            label={t("admin.campaigns.share")}
            required
            hint={t("admin.campaigns.shareHint")}
            error={errors.marketplaceShare?.message}
          >
            {(control) => (
              <NumberInput {...control} min={1} max={99} step="1" {...register("marketplaceShare")} />
            )}
          </FormField>
        )}
        <FormAlert message={errors.root?.server?.message} className="md:col-span-2" />
        <div className="md:col-span-2">
          <Button type="submit" size="sm" loading={formState.isSubmitting}>
            {t("admin.campaigns.add")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
