import { UpdateOrderStatusInput } from "@marketplace/shared/orders-contracts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Modal } from "@/components/ui/modal.tsx";
import messages from "@/i18n/catalogs/en/orders.json";
import { useT } from "@/i18n/use-t.ts";
import { useZodForm } from "@/lib/forms.ts";

interface TrackingNumberDialogProps {
  /** The order's number, as the seller's card shows it. */
  orderNumber: string;
  onCancel(): void;
  onSubmit(trackingNumber: string): void;
}

/** Marking an order Shipped first asks for its tracking number; Update stays disabled while it is blank. */
export function TrackingNumberDialog({ orderNumber, onCancel, onSubmit }: TrackingNumberDialogProps) {
  const { t } = useT(messages);
  // The shared status rule: Shipped needs a tracking number.
  const form = useZodForm(UpdateOrderStatusInput, {
    defaultValues: { orderStatus: "Shipped", trackingNumber: "" },
  });
  const blank = !form.watch("trackingNumber")?.trim();
  const submit = form.handleSubmit(({ trackingNumber }) => {
    if (trackingNumber) onSubmit(trackingNumber);
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t("orders.tracking.title")}
      description={t("orders.tracking.description", { number: orderNumber })}
    >
      <form onSubmit={submit} className="space-y-4">
        <FormField
          label={t("orders.tracking.label")}
          required
          error={form.formState.errors.trackingNumber?.message}
        >
          {(control) => (
            <Input
              {...control}
              maxLength={100}
              autoComplete="off"
              placeholder={t("orders.tracking.placeholder")}
              {...form.register("trackingNumber")}
            />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel}>
            {t("orders.tracking.cancel")}
          </Button>
          <Button type="submit" disabled={blank}>
            {t("orders.tracking.update")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
