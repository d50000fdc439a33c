import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { applyServerErrors } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
import { Button } from "./button.tsx";
import { FormAlert } from "./form-alert.tsx";
import { Modal } from "./modal.tsx";

interface FormDialogProps<Values extends FieldValues, Output> {
  /** The dialog's form, from `useZodForm`; its fields are the children. */
  form: UseFormReturn<Values, unknown, Output>;
  title: string;
  description?: ReactNode;
  /** Sends the checked values; answers what the toast says once it is done. */
  onSubmit(values: Output): Promise<{ done: string; description?: string }>;
  submitLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** For actions that take something away (suspend, hide): the submit button says so in red. */
  destructive?: boolean;
  onClose(): void;
  children: ReactNode;
}

/**
 * A dialog that is a form (a refund, a reason, a bank reference): the fields with their messages,
 * the server's refusal above the buttons (mapped onto its field where it names one), a toast once it
 * is done. It cannot close while the form is being sent, so an answer is never lost.
 */
export function FormDialog<Values extends FieldValues, Output>({
  form,
  title,
  description,
  onSubmit,
  submitLabel,
  busyLabel,
  cancelLabel,
  destructive = false,
  onClose,
  children,
}: FormDialogProps<Values, Output>) {
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const { done, description: doneDescription } = await onSubmit(values);
      toast.success(done, doneDescription ? { description: doneDescription } : undefined);
      onClose();
    } catch (error) {
      applyServerErrors(form as UseFormReturn<Values, unknown, never>, error);
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
        {children}
        <FormAlert message={errors.root?.server?.message} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={isSubmitting} onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={destructive ? "destructive" : undefined} loading={isSubmitting}>
            {isSubmitting ? busyLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
