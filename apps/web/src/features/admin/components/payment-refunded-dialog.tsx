import { formatRupees } from "@marketplace/shared/money";
import {
  type AdminPayment,
  PaymentRefundedInput,
  PROVIDER_METHODS,
} from "@marketplace/shared/payments-contracts";
import { FormDialog } from "@/components/ui/form-dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/payments.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { useZodForm } from "@/lib/forms.ts";
import { useMarkPaymentRefunded } from "../api/payments-admin-api.ts";

/**
 * Finance marks a payment flagged "refund due" refunded once she has sent its money back in the
 * provider's portal, with the refund reference the portal gives (decision 0053); checked by the
 * shared schema as the API checks it, and a refusal of the server is shown in the dialog.
 */
export function PaymentRefundedDialog({ payment, onClose }: { payment: AdminPayment; onClose(): void }) {
  const { t } = useT(messages);
  const labels = useLabels();
  const mark = useMarkPaymentRefunded();
  const form = useZodForm(PaymentRefundedInput, { defaultValues: { reference: "" } });
  return (
    <FormDialog
      form={form}
      title={t("payments.admin.refundedTitle", { reference: payment.reference })}
      description={t("payments.admin.refundedDescription", {
        amount: formatRupees(payment.amount),
        method: labels.paymentMethod(PROVIDER_METHODS[payment.provider]),
      })}
      onSubmit={async (body) => {
        const answer = await mark.mutateAsync({ id: payment._id, body });
        return { done: t("payments.admin.refundedDone"), description: answer.message };
      }}
      submitLabel={t("payments.admin.markRefunded")}
      busyLabel={t("payments.admin.refundedBusy")}
      cancelLabel={t("payments.admin.cancel")}
      onClose={onClose}
    >
      <FormField
        label={t("payments.admin.refundReference")}
        error={form.formState.errors.reference?.message}
        required
      >
        {(control) => (
          <Input {...control} dir="ltr" autoComplete="off" maxLength={200} {...form.register("reference")} />
        )}
      </FormField>
    </FormDialog>
  );
}
