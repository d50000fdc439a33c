import type { ReactNode } from "react";
import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";
import { Button } from "./button.tsx";
import { Modal } from "./modal.tsx";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  /** The button that backs out; "Cancel" unless that would read like the confirm ("Cancel order"). */
  dismissLabel?: string;
  /** Anything to fill in or read before confirming (a reason field, the server's refusal). */
  children?: ReactNode;
}

/** A question in the app's Modal with a way back and a destructive confirm; it cannot close while busy. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  dismissLabel,
  children,
}: ConfirmDialogProps) {
  const { t } = useT(messages);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={description}
      width="md"
    >
      {children}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
          {dismissLabel ?? t("common.confirm.cancel")}
        </Button>
        <Button variant="destructive" loading={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
