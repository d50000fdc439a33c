import { type AdminSeller, SellerStatusInput } from "@marketplace/shared/admin-contracts";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
import { useAdminT } from "../admin-words.ts";
import { useSetSellerStatus } from "../api/sellers-api.ts";
import { ReasonDialog } from "./reason-dialog.tsx";

/** Suspending needs a reason, which the seller is shown on her dashboard; the form opens empty each time. */
export function SuspendSellerDialog({ seller, onClose }: { seller: AdminSeller; onClose(): void }) {
  const { t } = useAdminT();
  const setStatus = useSetSellerStatus();
  const form = useZodForm(SellerStatusInput, { defaultValues: { status: "suspended", reason: "" } });
  const {
    formState: { errors, isSubmitting },
  } = form;

  const submit = form.handleSubmit(async (input) => {
    try {
      await setStatus.mutateAsync({ sellerId: seller._id, input });
      toast.success(t("admin.suspend.done"), {
        description: t("admin.suspend.doneDescription", { name: seller.name }),
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
      title={t("admin.suspend.title", { name: seller.name })}
      description={t("admin.suspend.description")}
      reasonField={form.register("reason")}
      reasonError={errors.reason?.message}
      serverError={errors.root?.server?.message}
      submitting={isSubmitting}
      onSubmit={submit}
      confirmLabel={t("admin.suspend.confirm")}
      busyLabel={t("admin.suspend.busy")}
    />
  );
}
