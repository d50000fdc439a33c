import { ReturnNoteInput } from "@marketplace/shared/returns-contracts";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/returns.json";
import { useT } from "@/i18n/use-t.ts";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";

interface NoteDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  dismissLabel?: string;
  /** Takes the step with the note written (maybe blank); a refusal is shown in the dialog. */
  onConfirm(note: string): Promise<unknown>;
}

/** A step of a return that the other side reads a word about: one optional note, then confirm. */
export function NoteDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  dismissLabel,
  onConfirm,
}: NoteDialogProps) {
  const { t } = useT(messages);
  const form = useZodForm(ReturnNoteInput, { defaultValues: { note: "" } });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    onOpenChange(false);
  };
  const confirm = form.handleSubmit(async ({ note }) => {
    try {
      await onConfirm(note);
      close();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      dismissLabel={dismissLabel}
      busy={isSubmitting}
      onConfirm={() => void confirm()}
    >
      <FormField label={t("returns.note")} error={errors.note?.message}>
        {(control) => <Textarea {...control} maxLength={1000} {...form.register("note")} />}
      </FormField>
      <FormAlert message={errors.root?.server?.message} className="mt-3" />
    </ConfirmDialog>
  );
}
