import { type AdminSeller, SellerStatusInput } from "@marketplace/shared/admin-contracts";
import { useAdminT } from "../admin-words.ts";
import { useSetSellerStatus } from "../api/sellers-api.ts";
import { ReasonDialog } from "./reason-dialog.tsx";

/** Suspending needs a reason, which the seller is shown on her dashboard. */
export function SuspendSellerDialog({ seller, onClose }: { seller: AdminSeller; onClose(): void }) {
  const { t } = useAdminT();
  const setStatus = useSetSellerStatus();
  return (
    <ReasonDialog
      schema={SellerStatusInput}
      defaultValues={{ status: "suspended", reason: "" }}
      title={t("admin.suspend.title", { name: seller.name })}
      description={t("admin.suspend.description")}
      confirmLabel={t("admin.suspend.confirm")}
      busyLabel={t("admin.suspend.busy")}
      onConfirm={async (input) => {
        await setStatus.mutateAsync({ sellerId: seller._id, input });
        return {
          done: t("admin.suspend.done"),
          description: t("admin.suspend.doneDescription", { name: seller.name }),
        };
      }}
      onClose={onClose}
    />
  );
}
