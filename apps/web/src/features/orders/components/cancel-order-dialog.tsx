import { CancelOrderInput } from "@marketplace/shared/orders-contracts";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/input.tsx";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
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
  const form = useZodForm(CancelOrderInput, { defaultValues: { reason: "" } });
  const { errors } = form.formState;
  const number = orderNumber(order._id);

  const close = () => {
    cancel.reset();
    form.clearErrors();
    onOpenChange(false);
  };
  const confirm = form.handleSubmit(async ({ reason }) => {
    try {
      const answer = await cancel.mutateAsync({ orderId: order._id, reason });
      toast.success(`Order #${number} cancelled`, { description: answer.message });
      form.reset();
      close();
      onCancelled();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

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
      onConfirm={() => void confirm()}
    >
      <FormField label="Reason (optional)" hint="The store sees this." error={errors.reason?.message}>
        {(control) => (
          <Textarea
            {...control}
            maxLength={500}
            placeholder="e.g. I ordered the wrong size"
            {...form.register("reason")}
          />
        )}
      </FormField>
      {errors.root?.server && !errors.reason && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {errors.root.server.message}
        </p>
      )}
    </ConfirmDialog>
  );
}
