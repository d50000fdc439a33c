import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  ReportInput,
} from "@marketplace/shared/reports-contracts";
import { CircleCheck } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/input.tsx";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { useReportProduct } from "../api/reports-api.ts";

/** The report's form, loaded when the dialog first opens: it brings the form library and zod with it. */
export default function ReportForm({ productId, onDone }: { productId: string; onDone: () => void }) {
  const report = useReportProduct(productId);
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
        <p className="text-lg font-semibold text-stone-900">Thank you for your report</p>
        <p className="text-stone-600">
          Hunarmand will review this listing and take it down if it breaks the marketplace's rules.
        </p>
        <Button onClick={onDone}>Close</Button>
      </div>
    );
  }

  const reasonError = errors.reason?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset aria-describedby={reasonError ? `${groupId}-error` : undefined}>
        <legend className="text-sm font-medium text-stone-800">
          Why are you reporting it?
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
              <span className="text-stone-900">{REPORT_REASON_LABELS[value]}</span>
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
        label={reason === "other" ? "Details" : "Details (optional)"}
        required={reason === "other"}
        hint="What should Hunarmand look at? Only Hunarmand reads this."
        error={errors.details?.message}
      >
        {(control) => <Textarea {...control} maxLength={REPORT_DETAILS_MAX} {...form.register("details")} />}
      </FormField>

      {errors.root?.server && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {errors.root.server.message}
        </p>
      )}

      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? "Sending..." : "Send report"}
        </Button>
      </div>
    </form>
  );
}
