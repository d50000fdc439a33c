import { CancelOrderInput } from "@marketplace/shared/orders-contracts";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/orders.json";
import { useT } from "@/i18n/use-t.ts";
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
  const { t } = useT(messages);
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
      toast.success(t("orders.cancel.done", { number }), { description: answer.message });
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
      title={t("orders.cancel.title", { number })}
      description={t("orders.cancel.description", { store: order.store.name })}
      confirmLabel={t("orders.cancel.confirm")}
      busyLabel={t("orders.cancel.busy")}
      dismissLabel={t("orders.cancel.dismiss")}
      busy={cancel.isPending}
      onConfirm={() => void confirm()}
    >
      <FormField
        label={t("orders.cancel.reasonLabel")}
        hint={t("orders.cancel.reasonHint")}
        error={errors.reason?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            maxLength={500}
            placeholder={t("orders.cancel.reasonPlaceholder")}
            {...form.register("reason")}
          />
        )}
      </FormField>
      {/* A refusal about the reason is shown under it; any other under the form. */}
      <FormAlert message={errors.reason ? undefined : errors.root?.server?.message} className="mt-3" />
    </ConfirmDialog>
  );
}
