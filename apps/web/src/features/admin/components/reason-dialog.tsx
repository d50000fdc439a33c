import { ADMIN_REASON_MAX } from "@marketplace/shared/admin-contracts";
import type { ReactNode } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/input.tsx";
import { useZodForm } from "@/lib/forms.ts";
import { useAdminT } from "../admin-words.ts";

/** What an action's form holds: its reason, and whatever fixed values its shared schema wants. */
type ReasonValues = FieldValues & { reason: string };

interface ReasonDialogProps<Schema extends z.ZodType> {
  /** The action's shared schema, which checks the reason as the API will. */
  schema: Schema;
  /** The form's values when it opens: the reason empty, the action's fixed values set. */
  defaultValues: DefaultValues<ReasonValues>;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** Runs the action; answers the toast that says it was done. */
  onConfirm(input: z.output<Schema>): Promise<{ done: string; description: string }>;
  onClose(): void;
}

/**
 * An admin action that needs a reason (suspending a seller, hiding a listing, clearing a buyer's
 * refusals): the reason with its message under it, the server's refusal above the buttons, a toast
 * once it is done. It opens empty each time and cannot close while the action runs.
 */
export function ReasonDialog<Schema extends z.ZodType>({
  schema,
  defaultValues,
  title,
  description,
  confirmLabel,
  busyLabel,
  onConfirm,
  onClose,
}: ReasonDialogProps<Schema>) {
  const { t } = useAdminT();
  const form = useZodForm<Schema, ReasonValues>(schema, { defaultValues });
  return (
    <FormDialog
      form={form}
      title={title}
      description={description}
      onSubmit={onConfirm}
      submitLabel={confirmLabel}
      busyLabel={busyLabel}
      cancelLabel={t("admin.common.cancel")}
      destructive
      onClose={onClose}
    >
      <FormField
        label={t("admin.reasonDialog.reason")}
        error={form.formState.errors.reason?.message}
        required
        hint={t("admin.reasonDialog.hint")}
      >
        {(control) => <Textarea {...control} maxLength={ADMIN_REASON_MAX} {...form.register("reason")} />}
      </FormField>
    </FormDialog>
  );
}
