import { PayoutUpdateInput } from "@marketplace/shared/payouts-contracts";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Modal } from "@/components/ui/modal.tsx";
import messages from "@/i18n/catalogs/en/payouts.json";
import { useT } from "@/i18n/use-t.ts";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
import { useAdminT } from "../admin-words.ts";

interface PaidValues {
  status: "paid";
  reference: string;
}

/**
 * Finance marks a sent payout paid with the bank's reference for the transfer (issue 30), checked by
 * the shared schema as the API checks it; the server's refusal shows above the buttons.
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
  const {
    formState: { errors, isSubmitting },
  } = form;
  const submit = form.handleSubmit(async (input) => {
    try {
      await onConfirm(input);
      toast.success(t("payouts.admin.line.paid"), { description: store });
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <Modal
      open
      onOpenChange={(next) => !isSubmitting && !next && onClose()}
      title={t("payouts.admin.line.paidTitle", { store })}
      description={t("payouts.admin.line.paidBody", { amount })}
      width="md"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label={t("payouts.admin.line.referenceLabel")} error={errors.reference?.message} required>
          {(control) => (
            <Input
              {...control}
              dir="ltr"
              autoComplete="off"
              maxLength={100}
              {...form.register("reference")}
            />
          )}
        </FormField>
        <FormAlert message={errors.root?.server?.message} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={isSubmitting} onClick={onClose}>
            {admin.t("admin.common.cancel")}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? t("payouts.admin.line.saving") : t("payouts.admin.line.markPaid")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
