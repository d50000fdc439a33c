import { ReturnNoteInput } from "@marketplace/shared/returns-contracts";
import type { ComponentProps } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/returns.json";
import { useT } from "@/i18n/use-t.ts";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";

type NoteDialogProps = Omit<ComponentProps<typeof ConfirmDialog>, "busy" | "onConfirm" | "children"> & {
  /** Takes the step with the note written (maybe blank); a refusal is shown in the dialog. */
  onConfirm(note: string): Promise<unknown>;
};

/** A step of a return that the other side reads a word about: one optional note, then confirm. */
export function NoteDialog({ onOpenChange, onConfirm, ...dialog }: NoteDialogProps) {
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
      {...dialog}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
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
