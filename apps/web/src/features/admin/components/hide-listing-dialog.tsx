import { ProductVisibilityInput } from "@marketplace/shared/admin-contracts";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
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
  const form = useZodForm(ProductVisibilityInput, { defaultValues: { hidden: true, reason: "" } });
  const {
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.handleSubmit(async (input) => {
    try {
      const answer = await hide.mutateAsync({ productId: product._id, input });
      toast.success(t("admin.hide.done"), {
        description: t("admin.hide.doneDescription", { name: product.name, count: answer.resolvedReports }),
      });
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <ReasonDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("admin.hide.title", { name: product.name })}
      description={t("admin.hide.description")}
      reasonField={form.register("reason")}
      reasonError={errors.reason?.message}
      serverError={errors.root?.server?.message}
      submitting={isSubmitting}
      onSubmit={submit}
      confirmLabel={t("admin.hide.confirm")}
      busyLabel={t("admin.hide.busy")}
    />
  );
}
