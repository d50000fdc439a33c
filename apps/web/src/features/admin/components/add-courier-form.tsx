import { AdminCourierInput } from "@marketplace/shared/couriers-contracts";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
import { useAdminT } from "../admin-words.ts";
import { useAddCourier } from "../api/couriers-admin-api.ts";
import { CourierNameFields } from "./courier-name-fields.tsx";

/** A courier sellers may then pick, shipped with a typed consignment number (booking needs an adapter). */
export function AddCourierForm() {
  const { t } = useAdminT();
  const add = useAddCourier();
  const form = useZodForm(AdminCourierInput, {
    defaultValues: { code: "", name: "", trackingUrlTemplate: "https://" },
  });
  const { register, handleSubmit, formState } = form;
  const submit = handleSubmit(async (input) => {
    try {
      const answer = await add.mutateAsync(input);
      form.reset();
      toast.success(answer.message);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <Card>
      <CardTitle>{t("admin.couriers.addTitle")}</CardTitle>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3 md:grid-cols-3">
        <FormField label={t("admin.couriers.code")} required error={formState.errors.code?.message}>
          {(control) => (
            <Input {...control} dir="ltr" autoComplete="off" placeholder="blueex" {...register("code")} />
          )}
        </FormField>
        <CourierNameFields
          name={register("name")}
          template={register("trackingUrlTemplate")}
          errors={formState.errors}
        />
        <FormAlert message={formState.errors.root?.server?.message} className="md:col-span-3" />
        <div className="md:col-span-3">
          <Button type="submit" size="sm" disabled={formState.isSubmitting}>
            {t("admin.couriers.add")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
