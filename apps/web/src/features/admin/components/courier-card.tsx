import {
  type AdminCourier,
  courierNameField,
  trackingUrlTemplateField,
} from "@marketplace/shared/couriers-contracts";
import { z } from "zod";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
import { useAdminT } from "../admin-words.ts";
import { useSaveCourier } from "../api/couriers-admin-api.ts";
import { CourierNameFields } from "./courier-name-fields.tsx";

/** One credential a line, `name=value` (the courier's own field names: api_key, api_password, token). */
export function credentialsOf(lines: string): Record<string, string> {
  const pairs = lines
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map(
      (line) => [line.slice(0, line.indexOf("=")).trim(), line.slice(line.indexOf("=") + 1).trim()] as const,
    );
  return Object.fromEntries(pairs);
}

const CourierValues = z.object({
  name: courierNameField,
  trackingUrlTemplate: trackingUrlTemplateField,
  active: z.boolean(),
  // Write-only: blank keeps what is stored; the lines replace it.
  credentials: z
    .string()
    .max(5000)
    .refine(
      (lines) =>
        lines.split("\n").every((l) => !l.trim() || /^[A-Za-z][A-Za-z0-9_-]{0,39}\s*=\s*\S/.test(l.trim())),
      "Write one credential a line, as name=value.",
    ),
});

/**
 * A courier as the operator runs it (issue 28): its name, tracking page and whether sellers see it;
 * for a booking courier, its API credentials, which are written here and never shown again.
 */
export function CourierCard({ courier }: { courier: AdminCourier }) {
  const { t } = useAdminT();
  const save = useSaveCourier();
  const form = useZodForm(CourierValues, {
    defaultValues: {
      name: courier.name,
      trackingUrlTemplate: courier.trackingUrlTemplate,
      active: courier.active,
      credentials: "",
    },
  });
  const { register, handleSubmit, formState } = form;
  const submit = handleSubmit(async ({ credentials, ...values }) => {
    try {
      const answer = await save.mutateAsync({
        code: courier.code,
        ...values,
        ...(credentials.trim() ? { credentials: credentialsOf(credentials) } : {}),
      });
      form.reset({ ...values, credentials: "" });
      toast.success(answer.message);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  const id = `courier-${courier.code}`;
  return (
    <Card>
      <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby={id}>
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={id} className="text-lg font-semibold text-stone-900">
            {courier.name}
          </h2>
          <span className="rounded bg-stone-100 px-2 py-0.5 font-mono text-xs text-stone-700" dir="ltr">
            {courier.code}
          </span>
          {courier.booking && (
            <span className="rounded bg-indigo-50 px-2 py-0.5 text-xs text-indigo-800">
              {t("admin.couriers.booking")}
            </span>
          )}
          {!courier.active && (
            <span className="rounded bg-amber-50 px-2 py-0.5 text-xs text-amber-800">
              {t("admin.couriers.inactive")}
            </span>
          )}
        </div>
        <div className="grid gap-3 md:grid-cols-2">
          <CourierNameFields
            name={register("name")}
            template={register("trackingUrlTemplate")}
            errors={formState.errors}
          />
        </div>
        {courier.booking && (
          <FormField
            label={t("admin.couriers.credentials")}
            hint={
              courier.credentialsSet
                ? t("admin.couriers.credentialsSet")
                : t("admin.couriers.credentialsNotSet")
            }
            error={formState.errors.credentials?.message}
          >
            {(control) => (
              <textarea
                {...control}
                rows={2}
                dir="ltr"
                autoComplete="off"
                spellCheck={false}
                placeholder="api_key=…"
                className="w-full rounded-lg border border-stone-300 px-3 py-2 font-mono text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
                {...register("credentials")}
              />
            )}
          </FormField>
        )}
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="checkbox" className="h-4 w-4" {...register("active")} />
          {t("admin.couriers.active")}
        </label>
        <FormAlert message={formState.errors.root?.server?.message} />
        <Button type="submit" size="sm" disabled={formState.isSubmitting || !formState.isDirty}>
          {formState.isSubmitting ? t("admin.couriers.saving") : t("admin.couriers.save")}
        </Button>
      </form>
    </Card>
  );
}
