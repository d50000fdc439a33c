import { ProductVisibilityInput } from "@marketplace/shared/admin-contracts";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
import { useSetProductVisibility } from "../api/reports-api.ts";
import { ReasonDialog } from "./reason-dialog.tsx";

interface HideListingDialogProps {
  product: { _id: string; name: string };
  onClose(): void;
}

/** Hiding needs a reason (the seller sees it on her listing); it also resolves the open reports. */
export function HideListingDialog({ product, onClose }: HideListingDialogProps) {
  const hide = useSetProductVisibility();
  const form = useZodForm(ProductVisibilityInput, { defaultValues: { hidden: true, reason: "" } });
  const {
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.handleSubmit(async (input) => {
    try {
      const answer = await hide.mutateAsync({ productId: product._id, input });
      const resolved = answer.resolvedReports;
      toast.success("Listing hidden", {
        description: `${product.name} is gone from the shop; ${resolved} ${resolved === 1 ? "report" : "reports"} resolved.`,
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
      title={`Hide ${product.name}?`}
      description="Shoppers can no longer find or buy it; the seller still sees it, marked hidden with your reason."
      reasonField={form.register("reason")}
      reasonError={errors.reason?.message}
      serverError={errors.root?.server?.message}
      submitting={isSubmitting}
      onSubmit={submit}
      confirmLabel="Hide listing"
      busyLabel="Hiding..."
    />
  );
}
