import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  ReportInput,
  type ReportReason,
} from "@marketplace/shared/reports-contracts";
import { CircleCheck } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { useReportProduct } from "../api/reports-api.ts";

/** The reasons' words on this form (the operator's queue keeps the shared English ones). */
const REASON_KEYS: Record<ReportReason, keyof typeof messages> = {
  counterfeit: "catalog.report.reason.counterfeit",
  prohibited: "catalog.report.reason.prohibited",
  offensive: "catalog.report.reason.offensive",
  "wrong-category": "catalog.report.reason.wrongCategory",
  other: "catalog.report.reason.other",
};

/** The report's form, loaded when the dialog first opens: it brings the form library and zod with it. */
export default function ReportForm({ productId, onDone }: { productId: string; onDone: () => void }) {
  const report = useReportProduct(productId);
  const { t } = useT(messages);
  // No reason is chosen at first: the schema's own message asks for one.
  const form = useZodForm<typeof ReportInput, ReportInput>(ReportInput, { defaultValues: { details: "" } });
  const { errors, isSubmitting } = form.formState;
  const [sent, setSent] = useState(false);
  const groupId = useId();
  const reason = form.watch("reason");

  const submit = form.handleSubmit(async (input) => {
    try {
      await report.mutateAsync(input);
      setSent(true);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  if (sent) {
    return (
      <div className="space-y-4 text-center" role="status">
        <CircleCheck className="mx-auto h-10 w-10 text-emerald-600" aria-hidden="true" />
        <p className="text-lg font-semibold text-stone-900">{t("catalog.report.thanksTitle")}</p>
        <p className="text-stone-600">{t("catalog.report.thanksMessage")}</p>
        <Button onClick={onDone}>{t("catalog.report.close")}</Button>
      </div>
    );
  }

  const reasonError = errors.reason?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset aria-describedby={reasonError ? `${groupId}-error` : undefined}>
        <legend className="text-sm font-medium text-stone-800">
          {t("catalog.report.why")}
          <span aria-hidden="true" className="text-brand-700">
            {" "}
            *
          </span>
        </legend>
        <div className="mt-2 space-y-1">
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 ring-1 ring-stone-200 has-checked:bg-brand-50 has-checked:ring-brand-300"
            >
              <input
                type="radio"
                value={value}
                className="h-4 w-4 accent-brand-700"
                aria-invalid={reasonError ? true : undefined}
                {...form.register("reason")}
              />
              <span className="text-stone-900">{t(REASON_KEYS[value])}</span>
            </label>
          ))}
        </div>
        {reasonError && (
          <p id={`${groupId}-error`} className="mt-1.5 text-sm text-red-700">
            {reasonError}
          </p>
        )}
      </fieldset>

      <FormField
        label={reason === "other" ? t("catalog.report.details") : t("catalog.report.detailsOptional")}
        required={reason === "other"}
        hint={t("catalog.report.detailsHint")}
        error={errors.details?.message}
      >
        {(control) => <Textarea {...control} maxLength={REPORT_DETAILS_MAX} {...form.register("details")} />}
      </FormField>

      <FormAlert message={errors.root?.server?.message} />

      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          {t("catalog.report.cancel")}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t("catalog.report.sending") : t("catalog.report.send")}
        </Button>
      </div>
    </form>
  );
}
