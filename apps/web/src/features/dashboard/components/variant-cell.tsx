import type { ComponentProps } from "react";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";

/** One cell of the variant table: a labelled field whose text goes to the row. */
export function VariantCell({
  label,
  error,
  required,
  onValue,
  ...input
}: Omit<ComponentProps<"input">, "onChange"> & {
  label: string;
  error?: string;
  required?: boolean;
  onValue: (value: string) => void;
}) {
  return (
    <FormField label={label} error={error} required={required}>
      {(field) => <Input {...field} {...input} onChange={(event) => onValue(event.target.value)} />}
    </FormField>
  );
}
