import { ADMIN_REASON_MAX } from "@marketplace/shared/admin-contracts";
import type { FormEventHandler, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/input.tsx";
import { Modal } from "@/components/ui/modal.tsx";
import { useAdminT } from "../admin-words.ts";

interface ReasonDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  /** The reason's field of the action's form (checked by its shared schema). */
  reasonField: UseFormRegisterReturn;
  /** The schema's or the server's message about the reason. */
  reasonError?: string;
  /** The server's refusal of the whole action. */
  serverError?: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  confirmLabel: string;
  busyLabel: string;
}

/**
 * An admin action that needs a reason (suspending a seller, hiding a listing): the reason with its
 * message under it, the server's refusal above the buttons. It cannot close while the action runs.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  reasonField,
  reasonError,
  serverError,
  submitting,
  onSubmit,
  confirmLabel,
  busyLabel,
}: ReasonDialogProps) {
  const { t } = useAdminT();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !submitting && onOpenChange(next)}
      title={title}
      description={description}
      width="md"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField
          label={t("admin.reasonDialog.reason")}
          error={reasonError}
          required
          hint={t("admin.reasonDialog.hint")}
        >
          {(control) => <Textarea {...control} maxLength={ADMIN_REASON_MAX} {...reasonField} />}
        </FormField>
        {serverError && (
          <p role="alert" className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
            {serverError}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={submitting} onClick={() => onOpenChange(false)}>
            {t("admin.common.cancel")}
          </Button>
          <Button type="submit" variant="destructive" loading={submitting}>
            {submitting ? busyLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
