import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/input.tsx";
import { ApiError } from "@/lib/api-client.ts";
import { type Order, useCancelOrder } from "../api/orders-api.ts";
import { orderNumber } from "../order-format.ts";

interface CancelOrderDialogProps {
  order: Order;
  userId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onCancelled(): void;
}

/** Asks the customer to confirm cancelling her order, with an optional reason the store will see. */
export function CancelOrderDialog({
  order,
  userId,
  open,
  onOpenChange,
  onCancelled,
}: CancelOrderDialogProps) {
  const cancel = useCancelOrder(userId);
  const [reason, setReason] = useState("");
  const number = orderNumber(order._id);

  const close = () => {
    cancel.reset();
    onOpenChange(false);
  };
  const confirm = () =>
    cancel.mutate(
      { orderId: order._id, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          toast.success(`Order #${number} cancelled`, { description: answer.message });
          setReason("");
          close();
          onCancelled();
        },
      },
    );
  const error = cancel.error;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={`Cancel order #${number}?`}
      description={`${order.store.name} will be told, and the items go back on sale. This cannot be undone.`}
      confirmLabel="Cancel order"
      busyLabel="Cancelling..."
      dismissLabel="Keep order"
      busy={cancel.isPending}
      onConfirm={confirm}
    >
      <FormField
        label="Reason (optional)"
        hint="The store sees this."
        error={error instanceof ApiError ? error.fieldError("reason") : undefined}
      >
        {(control) => (
          <Textarea
            {...control}
            value={reason}
            maxLength={500}
            placeholder="e.g. I ordered the wrong size"
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </FormField>
      {error && !(error instanceof ApiError && error.fieldError("reason")) && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {error.message}
        </p>
      )}
    </ConfirmDialog>
  );
}
