import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Modal } from "@/components/ui/modal.tsx";

interface TrackingNumberDialogProps {
  orderLabel: string;
  onCancel(): void;
  onSubmit(trackingNumber: string): void;
}

/** Marking an order Shipped first asks for its tracking number; Update stays disabled while it is blank. */
export function TrackingNumberDialog({ orderLabel, onCancel, onSubmit }: TrackingNumberDialogProps) {
  const [value, setValue] = useState("");
  const trimmed = value.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) onSubmit(trimmed);
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onCancel()}
      title="Mark as Shipped"
      description={`Enter the courier's tracking number for ${orderLabel}. The customer sees it on My Orders.`}
    >
      <form onSubmit={submit} className="space-y-4">
        <FormField label="Tracking number" required>
          {(control) => (
            <Input
              {...control}
              value={value}
              maxLength={100}
              autoComplete="off"
              placeholder="e.g. TCS123456789"
              onChange={(e) => setValue(e.target.value)}
            />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!trimmed}>
            Update
          </Button>
        </div>
      </form>
    </Modal>
  );
}
