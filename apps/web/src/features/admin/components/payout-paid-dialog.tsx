import { PayoutUpdateInput } from "@marketplace/shared/payouts-contracts";
import { FormDialog } from "@/components/ui/form-dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/payouts.json";
import { useT } from "@/i18n/use-t.ts";
import { useZodForm } from "@/lib/forms.ts";
import { useAdminT } from "../admin-words.ts";

interface PaidValues {
  status: "paid";
  reference: string;
}

/**
 * Finance marks a sent payout paid with the bank's reference for the transfer (issue 30), checked by
 * the shared schema as the API checks it.
 */
export function PayoutPaidDialog({
  store,
  amount,
  onConfirm,
  onClose,
}: {
  store: string;
  amount: string;
  onConfirm: (input: PayoutUpdateInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useT(messages);
  const admin = useAdminT();
  const form = useZodForm<typeof PayoutUpdateInput, PaidValues>(PayoutUpdateInput, {
    defaultValues: { status: "paid", reference: "" },
  });
  return (
    <FormDialog
      form={form}
      title={t("payouts.admin.line.paidTitle", { store })}
      description={t("payouts.admin.line.paidBody", { amount })}
      onSubmit={async (input) => {
        await onConfirm(input);
        return { done: t("payouts.admin.line.paid"), description: store };
      }}
      submitLabel={t("payouts.admin.line.markPaid")}
      busyLabel={t("payouts.admin.line.saving")}
      cancelLabel={admin.t("admin.common.cancel")}
      onClose={onClose}
    >
      <FormField
        label={t("payouts.admin.line.referenceLabel")}
        error={form.formState.errors.reference?.message}
        required
      >
        {(control) => (
          <Input {...control} dir="ltr" autoComplete="off" maxLength={100} {...form.register("reference")} />
        )}
      </FormField>
    </FormDialog>
  );
}
