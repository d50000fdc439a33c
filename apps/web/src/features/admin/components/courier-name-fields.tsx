import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { useAdminT } from "../admin-words.ts";

interface CourierNameFieldsProps {
  /** The form's `register("name")` and `register("trackingUrlTemplate")`. */
  name: UseFormRegisterReturn;
  template: UseFormRegisterReturn;
  errors: { name?: { message?: string }; trackingUrlTemplate?: { message?: string } };
}

/** A courier's name and tracking link, as a new courier is added and an existing one is edited. */
export function CourierNameFields({ name, template, errors }: CourierNameFieldsProps) {
  const { t } = useAdminT();
  return (
    <>
      <FormField label={t("admin.couriers.name")} required error={errors.name?.message}>
        {(control) => <Input {...control} {...name} />}
      </FormField>
      <FormField
        label={t("admin.couriers.template")}
        required
        hint={t("admin.couriers.templateHint")}
        error={errors.trackingUrlTemplate?.message}
      >
        {(control) => <Input {...control} dir="ltr" {...template} />}
      </FormField>
    </>
  );
}
