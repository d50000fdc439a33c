import { ADMIN_REASON_MAX } from "@marketplace/shared/admin-contracts";
import type { ReactNode } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/input.tsx";
import { Modal } from "@/components/ui/modal.tsx";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
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
  const {
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.handleSubmit(async (input) => {
    try {
      const { done, description: doneDescription } = await onConfirm(input);
      toast.success(done, { description: doneDescription });
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <Modal
      open
      onOpenChange={(next) => !isSubmitting && !next && onClose()}
      title={title}
      description={description}
      width="md"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField
          label={t("admin.reasonDialog.reason")}
          error={errors.reason?.message}
          required
          hint={t("admin.reasonDialog.hint")}
        >
          {(control) => <Textarea {...control} maxLength={ADMIN_REASON_MAX} {...form.register("reason")} />}
        </FormField>
        <FormAlert message={errors.root?.server?.message} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={isSubmitting} onClick={onClose}>
            {t("admin.common.cancel")}
          </Button>
          <Button type="submit" variant="destructive" loading={isSubmitting}>
            {isSubmitting ? busyLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
