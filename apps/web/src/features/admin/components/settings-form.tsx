import {
  MAX_COMMISSION_PERCENT,
  type MarketplaceSettings,
  SettingsInput,
} from "@marketplace/shared/admin-contracts";
import { MAX_COD_CONFIRMATION_HOURS, MAX_COD_REFUSAL_LIMIT } from "@marketplace/shared/cod-confirmation";
import { formatRupees, paisaToRupees, rupeesToPaisa } from "@marketplace/shared/money";
import { MAX_RETURN_WINDOW_DAYS } from "@marketplace/shared/returns-contracts";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
import { type AdminKey, useAdminT } from "../admin-words.ts";
import { useSaveSettings } from "../api/settings-api.ts";

/** Each setting's field: its words, and the range the shared checks hold it to. */
const NUMBER_SETTINGS: Array<{
  field: keyof MarketplaceSettings;
  label: AdminKey;
  hint: AdminKey;
  min: number;
  max: number;
  step: "0.01" | "1";
}> = [
  {
    field: "commissionPercent",
    label: "admin.settings.field",
    hint: "admin.settings.hint",
    min: 0,
    max: MAX_COMMISSION_PERCENT,
    step: "0.01",
  },
  {
    field: "returnWindowDays",
    label: "admin.settings.returnWindow",
    hint: "admin.settings.returnWindowHint",
    min: 1,
    max: MAX_RETURN_WINDOW_DAYS,
    step: "1",
  },
  {
    field: "codConfirmationHours",
    label: "admin.settings.codConfirmationHours",
    hint: "admin.settings.codConfirmationHoursHint",
    min: 1,
    max: MAX_COD_CONFIRMATION_HOURS,
    step: "1",
  },
  {
    field: "codRefusalLimit",
    label: "admin.settings.codRefusalLimit",
    hint: "admin.settings.codRefusalLimitHint",
    min: 0,
    max: MAX_COD_REFUSAL_LIMIT,
    step: "1",
  },
];

/** The sale the confirmation's example is worked on: round, and near a typical order's items. */
const EXAMPLE_SALE_RUPEES = 1000;

/** What the marketplace keeps of the example sale at a rate, rounded to the paisa as the ledger does. */
const keptOfExample = (percent: number) =>
  formatRupees(paisaToRupees(Math.round((rupeesToPaisa(EXAMPLE_SALE_RUPEES) * percent) / 100)));

/**
 * The commission rate for new orders (orders already placed keep the rate they were placed at) and
 * the days after delivery in which a buyer may ask for a return, and the Cash-on-Delivery rules: hours
 * a new order waits for its buyer's confirmation, refusals that take COD away (decision 0034).
 * A new commission rate is asked about first, with both rates and what each keeps of Rs 1,000: it
 * changes every store's takings, and a slip of a digit (5 for 50) should not reach a single order.
 */
export function SettingsForm({ settings }: { settings: MarketplaceSettings }) {
  const { t } = useAdminT();
  const save = useSaveSettings();
  const form = useZodForm(SettingsInput, { defaultValues: settings });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  // The checked settings waiting for the operator's yes to a new commission rate; null when none is.
  const [toConfirm, setToConfirm] = useState<SettingsInput | null>(null);

  const send = async (input: SettingsInput) => {
    try {
      const answer = await save.mutateAsync(input);
      form.reset(answer.settings);
      toast.success(t("admin.settings.saved"), {
        description: t("admin.settings.savedDescription", { percent: answer.settings.commissionPercent }),
      });
    } catch (error) {
      applyServerErrors(form, error);
    }
  };

  const submit = handleSubmit(async (input) => {
    if (input.commissionPercent !== undefined && input.commissionPercent !== settings.commissionPercent) {
      setToConfirm(input);
      return;
    }
    await send(input);
  });

  const confirm = async () => {
    if (!toConfirm) return;
    await send(toConfirm);
    setToConfirm(null);
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="max-w-md space-y-4">
        {NUMBER_SETTINGS.map(({ field, label, hint, max, min, step }) => (
          <FormField
            key={field}
            label={t(label)}
            error={errors[field]?.message}
            required={field === "commissionPercent"}
            hint={t(hint, { max })}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode={step === "1" ? "numeric" : "decimal"}
                min={min}
                max={max}
                step={step}
                {...register(field, { valueAsNumber: true })}
              />
            )}
          </FormField>
        ))}
        <FormAlert message={errors.root?.server?.message} />
        <Button type="submit" loading={isSubmitting} disabled={!isDirty && !isSubmitting}>
          {isSubmitting ? t("admin.settings.saving") : t("admin.settings.save")}
        </Button>
      </form>
      {toConfirm?.commissionPercent !== undefined && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setToConfirm(null)}
          title={t("admin.settings.confirmTitle")}
          description={t("admin.settings.confirmDescription", {
            from: settings.commissionPercent,
            to: toConfirm.commissionPercent,
          })}
          confirmLabel={t("admin.settings.confirm")}
          busyLabel={t("admin.settings.saving")}
          busy={save.isPending}
          onConfirm={confirm}
        >
          <p className="text-sm text-stone-700">
            {t("admin.settings.confirmExample", {
              sale: formatRupees(EXAMPLE_SALE_RUPEES),
              to: keptOfExample(toConfirm.commissionPercent),
              from: keptOfExample(settings.commissionPercent),
            })}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
