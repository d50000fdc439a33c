import { formatRupees } from "@marketplace/shared/money";
import { REFUND_METHODS, RefundInput } from "@marketplace/shared/returns-contracts";
import { FormDialog } from "@/components/ui/form-dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import messages from "@/i18n/catalogs/en/returns.json";
import { useT } from "@/i18n/use-t.ts";
import { useZodForm } from "@/lib/forms.ts";
import { type Return, useRecordRefund } from "../api/returns-api.ts";

type Values = { amount: number | string; method: string; reference: string };

/** The seller records money she sent back for a received return: how much, how, and its reference. */
export function RefundDialog({ item, onClose }: { item: Return; onClose(): void }) {
  const { t } = useT(messages);
  const record = useRecordRefund();
  const left = Math.round((item.refundable - item.refunded) * 100) / 100;
  const form = useZodForm<typeof RefundInput, Values>(RefundInput, {
    defaultValues: { amount: left, method: "Cash", reference: "" },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      form={form}
      title={t("returns.seller.refundTitle", { number: item.orderNumber })}
      description={t("returns.seller.refundDescription", { amount: formatRupees(left) })}
      onSubmit={async (body) => {
        const answer = await record.mutateAsync({ id: item._id, body });
        return { done: t("returns.done"), description: answer.message };
      }}
      submitLabel={t("returns.seller.refundSubmit")}
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
        {(control) => <Select {...control} choices={REFUND_METHODS} {...form.register("method")} />}
      </FormField>
      <FormField label={t("returns.seller.reference")} error={errors.reference?.message} required>
        {(control) => (
          <Input {...control} maxLength={200} autoComplete="off" {...form.register("reference")} />
        )}
      </FormField>
    </FormDialog>
  );
}
