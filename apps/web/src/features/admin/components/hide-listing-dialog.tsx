import { ProductVisibilityInput } from "@marketplace/shared/admin-contracts";
import { useAdminT } from "../admin-words.ts";
import { useSetProductVisibility } from "../api/reports-api.ts";
import { ReasonDialog } from "./reason-dialog.tsx";

interface HideListingDialogProps {
  product: { _id: string; name: string };
  onClose(): void;
}

/** Hiding needs a reason (the seller sees it on her listing); it also resolves the open reports. */
export function HideListingDialog({ product, onClose }: HideListingDialogProps) {
  const { t } = useAdminT();
  const hide = useSetProductVisibility();
  return (
    <ReasonDialog
      schema={ProductVisibilityInput}
      defaultValues={{ hidden: true, reason: "" }}
      title={t("admin.hide.title", { name: product.name })}
      description={t("admin.hide.description")}
      confirmLabel={t("admin.hide.confirm")}
      busyLabel={t("admin.hide.busy")}
      onConfirm={async (input) => {
        const answer = await hide.mutateAsync({ productId: product._id, input });
        return {
          done: t("admin.hide.done"),
          description: t("admin.hide.doneDescription", { name: product.name, count: answer.resolvedReports }),
        };
      }}
      onClose={onClose}
    />
  );
}
