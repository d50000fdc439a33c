import { type AdminCustomer, ClearRefusalsInput } from "@marketplace/shared/cod-confirmation";
import { useAdminT } from "../admin-words.ts";
import { useClearRefusals } from "../api/customers-api.ts";
import { ReasonDialog } from "./reason-dialog.tsx";

/** Clearing a buyer's refusals gives her Cash on Delivery back, so it takes a reason (audited). */
export function ClearRefusalsDialog({ customer, onClose }: { customer: AdminCustomer; onClose(): void }) {
  const { t } = useAdminT();
  const clear = useClearRefusals(customer._id);
  return (
    <ReasonDialog
      schema={ClearRefusalsInput}
      defaultValues={{ reset: true, reason: "" }}
      title={t("admin.clearRefusals.title", { name: customer.name })}
      description={t("admin.clearRefusals.description", { count: customer.refusals })}
      confirmLabel={t("admin.clearRefusals.confirm")}
      busyLabel={t("admin.clearRefusals.busy")}
      onConfirm={async (input) => {
        await clear.mutateAsync(input);
        return {
          done: t("admin.clearRefusals.done"),
          description: t("admin.clearRefusals.doneDescription", { name: customer.name }),
        };
      }}
      onClose={onClose}
    />
  );
}
