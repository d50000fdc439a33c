import { VOUCHER_TYPES } from "@marketplace/shared/vouchers-contracts";
import { DiscountAmountInput } from "@/components/discount-amount-input.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import messages from "@/i18n/catalogs/en/vouchers.json";
import { useT } from "@/i18n/use-t.ts";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
import { useCreateVoucher } from "../api/vouchers-api.ts";
import { EMPTY_VOUCHER_FORM, VoucherFormSchema, type VoucherFormValues } from "./voucher-form-values.ts";

type NumberField = "maxDiscount" | "minSpend" | "usageLimit" | "perCustomerLimit";
const LIMITS: Array<{ field: NumberField; label: keyof typeof messages; step: string; percentOnly?: true }> =
  [
    { field: "maxDiscount", label: "vouchers.form.maxDiscount", step: "0.01", percentOnly: true },
    { field: "minSpend", label: "vouchers.form.minSpend", step: "0.01" },
    { field: "usageLimit", label: "vouchers.form.usageLimit", step: "1" },
    { field: "perCustomerLimit", label: "vouchers.form.perCustomerLimit", step: "1" },
  ];

/** Making a store's code: what it takes off, and the optional minimum, dates and limits. */
export function VoucherForm({ storeId }: { storeId: string }) {
  const { t } = useT(messages);
  const create = useCreateVoucher(storeId);
  const form = useZodForm<typeof VoucherFormSchema, VoucherFormValues>(VoucherFormSchema, {
    defaultValues: EMPTY_VOUCHER_FORM,
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const type = watch("type");

  const submit = handleSubmit(async (body) => {
    try {
      const { voucher } = await create.mutateAsync(body);
      form.reset(EMPTY_VOUCHER_FORM);
      toast.success(t("vouchers.form.saved", { code: voucher.code }));
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <Card>
      <CardTitle>{t("vouchers.form.title")}</CardTitle>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            label={t("vouchers.form.code")}
            error={errors.code?.message}
            hint={t("vouchers.form.codeHint")}
            required
          >
            {(control) => (
              <Input
                {...control}
                autoCapitalize="characters"
                autoComplete="off"
                dir="ltr"
                {...register("code")}
              />
            )}
          </FormField>
          <FormField label={t("vouchers.form.type")} error={errors.type?.message} required>
            {(control) => (
              <Select
                {...control}
                choices={VOUCHER_TYPES}
                labelOf={(choice) =>
                  t(choice === "percent" ? "vouchers.form.percent" : "vouchers.form.fixed")
                }
                {...register("type")}
              />
            )}
          </FormField>
          <FormField
            label={t(type === "percent" ? "vouchers.form.valuePercent" : "vouchers.form.valueFixed")}
            error={errors.value?.message}
            required
          >
            {(control) => (
              <DiscountAmountInput
                {...control}
                percent={type === "percent"}
                maxPercent={100}
                {...register("value")}
              />
            )}
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {LIMITS.filter((l) => !l.percentOnly || type === "percent").map(({ field, label, step }) => (
            <FormField
              key={field}
              label={t(label)}
              error={errors[field]?.message}
              hint={
                field === "maxDiscount" ? t("vouchers.form.maxDiscountHint") : t("vouchers.form.optional")
              }
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode={step === "1" ? "numeric" : "decimal"}
                  min={step === "1" ? 1 : 0}
                  step={step}
                  {...register(field)}
                />
              )}
            </FormField>
          ))}
          <FormField
            label={t("vouchers.form.startsAt")}
            error={errors.startsAt?.message}
            hint={t("vouchers.form.optional")}
          >
            {(control) => <Input {...control} type="datetime-local" {...register("startsAt")} />}
          </FormField>
          <FormField
            label={t("vouchers.form.endsAt")}
            error={errors.endsAt?.message}
            hint={t("vouchers.form.optional")}
          >
            {(control) => <Input {...control} type="datetime-local" {...register("endsAt")} />}
          </FormField>
        </div>
        <FormAlert message={errors.root?.server?.message} />
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t("vouchers.form.saving") : t("vouchers.form.save")}
        </Button>
      </form>
    </Card>
  );
}
