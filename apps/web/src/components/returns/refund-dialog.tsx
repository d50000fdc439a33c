import { formatRupees } from "@marketplace/shared/money";
import {
  MarketplaceRefundInput,
  REFUND_METHODS,
  RefundInput,
  type RefundMethod,
  type Return,
} from "@marketplace/shared/returns-contracts";
import { FormDialog } from "@/components/ui/form-dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import messages from "@/i18n/catalogs/en/returns.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { useZodForm } from "@/lib/forms.ts";

type Values = { amount: number | string; method: string; reference?: string };

interface RefundDialogProps {
  item: Return;
  /** Sends the refund to whoever records it (the seller's route, or the team's); answers the API's words. */
  record(body: MarketplaceRefundInput): Promise<{ message: string }>;
  onClose(): void;
  /** How the money is most likely sent back: the order's own method when it is one of them, else cash. */
  defaultMethod?: RefundMethod;
  /** What the reader is told above the fields, and the reference's label, when not the seller's. */
  description?: string;
  referenceLabel?: string;
  /**
   * The team's refund sent by the provider's refund API (the return's `refundThroughProvider`):
   * no reference is asked, the provider's is recorded (decision 0053).
   */
  throughProvider?: boolean;
  submitLabel?: string;
}

/**
 * A refund recorded for a received return: how much (at most what is left), how it was sent and its
 * reference. The seller records the money she sent back; the Hunarmand team the refund it made in
 * the provider's portal for an order paid online (decision 0053). Checked by the shared schema, and
 * a refusal of the server is shown in the dialog. When JazzCash's refund API sends the money, the
 * dialog asks no reference: the one of the provider's refund is recorded.
 */
export function RefundDialog({
  item,
  record,
  onClose,
  defaultMethod = "Cash",
  description,
  referenceLabel,
  throughProvider = false,
  submitLabel,
}: RefundDialogProps) {
  const { t } = useT(messages);
  const labels = useLabels();
  const left = Math.round((item.refundable - item.refunded) * 100) / 100;
  const schema = throughProvider ? MarketplaceRefundInput : RefundInput;
  const form = useZodForm<typeof schema, Values>(schema, {
    defaultValues: { amount: left, method: defaultMethod, reference: throughProvider ? undefined : "" },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      form={form}
      title={t("returns.seller.refundTitle", { number: item.orderNumber })}
      description={description ?? t("returns.seller.refundDescription", { amount: formatRupees(left) })}
      onSubmit={async (body) => {
        const answer = await record(body);
        return { done: t("returns.done"), description: answer.message };
      }}
      submitLabel={submitLabel ?? t("returns.seller.refundSubmit")}
      busyLabel={t("returns.seller.busy")}
      cancelLabel={t("returns.seller.cancel")}
      onClose={onClose}
    >
      <FormField label={t("returns.seller.amount")} error={errors.amount?.message} required>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            {...form.register("amount", { valueAsNumber: true })}
          />
        )}
      </FormField>
      <FormField label={t("returns.seller.method")} error={errors.method?.message} required>
        {(control) => (
          <Select
            {...control}
            choices={REFUND_METHODS}
            labelOf={labels.settlementMethod}
            {...form.register("method")}
          />
        )}
      </FormField>
      {!throughProvider && (
        <FormField
          label={referenceLabel ?? t("returns.seller.reference")}
          error={errors.reference?.message}
          required
        >
          {(control) => (
            <Input {...control} maxLength={200} autoComplete="off" {...form.register("reference")} />
          )}
        </FormField>
      )}
    </FormDialog>
  );
}
