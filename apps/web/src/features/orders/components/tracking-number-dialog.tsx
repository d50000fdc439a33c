import { UpdateOrderStatusInput } from "@marketplace/shared/orders-contracts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Modal } from "@/components/ui/modal.tsx";
import { useZodForm } from "@/lib/forms.ts";

interface TrackingNumberDialogProps {
  orderLabel: string;
  onCancel(): void;
  onSubmit(trackingNumber: string): void;
}

/** Marking an order Shipped first asks for its tracking number; Update stays disabled while it is blank. */
export function TrackingNumberDialog({ orderLabel, onCancel, onSubmit }: TrackingNumberDialogProps) {
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
      title="Mark as Shipped"
      description={`Enter the courier's tracking number for ${orderLabel}. The customer sees it on My Orders.`}
    >
      <form onSubmit={submit} className="space-y-4">
        <FormField label="Tracking number" required error={form.formState.errors.trackingNumber?.message}>
          {(control) => (
            <Input
              {...control}
              maxLength={100}
              autoComplete="off"
              placeholder="e.g. TCS123456789"
              {...form.register("trackingNumber")}
            />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={blank}>
            Update
          </Button>
        </div>
      </form>
    </Modal>
  );
}
