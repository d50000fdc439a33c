import {
  HELPER_ROLES,
  type InviteHelperAnswer,
  InviteHelperInput,
} from "@marketplace/shared/store-helpers-contracts";
import { useId, useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/helpers.json";
import { useT } from "@/i18n/use-t.ts";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { useInviteHelper } from "../api/helpers-api.ts";
import { ROLE_WORDS } from "./helper-words.ts";
import { InvitationShare } from "./invitation-share.tsx";

const InviteForm = InviteHelperInput.extend({
  storeIds: z.array(z.string()).min(1, "Choose at least one store."),
});
type InviteFormValues = z.input<typeof InviteForm>;

interface StoreRef {
  _id: string;
  name: string;
}

/**
 * Inviting a helper (decision 0054): her e-mail or number, what she may do, and to which of the
 * owner's stores (this one unless she picks more): one invitation, and one link, per store.
 */
export function HelperInviteForm({ store, ownStores }: { store: StoreRef; ownStores: StoreRef[] }) {
  const { t } = useT(messages);
  const invite = useInviteHelper();
  const roleName = useId();
  const [made, setMade] = useState<Array<{ storeName: string; invited: InviteHelperAnswer }>>([]);
  const empty: InviteFormValues = { contact: "", role: "orders", storeIds: [store._id] };
  const form = useZodForm<typeof InviteForm, InviteFormValues>(InviteForm, { defaultValues: empty });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const others = ownStores.filter((s) => s._id !== store._id);

  const submit = handleSubmit(async ({ contact, role, storeIds }) => {
    const done: typeof made = [];
    try {
      for (const storeId of storeIds) {
        const invited = await invite.mutateAsync({ storeId, body: { contact, role } });
        done.push({ storeName: ownStores.find((s) => s._id === storeId)?.name ?? store.name, invited });
      }
      form.reset(empty);
    } catch (error) {
      applyServerErrors(form, error);
    } finally {
      setMade(done);
    }
  });

  return (
    <Card>
      <CardTitle>{t("helpers.invite.title")}</CardTitle>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <FormField
          label={t("helpers.invite.contact")}
          error={errors.contact?.message}
          hint={t("helpers.invite.contactHint")}
          required
        >
          {(control) => <Input {...control} autoComplete="off" dir="ltr" {...register("contact")} />}
        </FormField>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-800">{t("helpers.invite.role")}</legend>
          {HELPER_ROLES.map((role) => (
            <label
              key={role}
              className="flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ring-stone-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-300"
            >
              <input
                type="radio"
                value={role}
                className="mt-1 h-4 w-4 accent-brand-700"
                aria-describedby={`${roleName}-${role}`}
                {...register("role")}
              />
              <span>
                <span className="block font-semibold text-stone-900">{t(ROLE_WORDS[role].name)}</span>
                <span id={`${roleName}-${role}`} className="block text-sm text-stone-600">
                  {t(ROLE_WORDS[role].does)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {others.length > 0 && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-stone-800">{t("helpers.invite.stores")}</legend>
            {[store, ...others].map((s) => (
              <label key={s._id} className="flex items-center gap-3 text-stone-800">
                <input
                  type="checkbox"
                  value={s._id}
                  className="h-4 w-4 accent-brand-700"
                  {...register("storeIds")}
                />
                <span dir="auto">{s.name}</span>
              </label>
            ))}
            {errors.storeIds?.message && <p className="text-sm text-red-700">{errors.storeIds.message}</p>}
          </fieldset>
        )}
        <p className="text-sm text-stone-600">{t("helpers.invite.moneyStaysYours")}</p>
        <FormAlert message={errors.root?.server?.message} />
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t("helpers.invite.sending") : t("helpers.invite.send")}
        </Button>
      </form>
      <div className="mt-4 space-y-3 empty:hidden" aria-live="polite">
        {made.map(({ storeName, invited }) => (
          <InvitationShare key={invited.helper._id} invited={invited} storeName={storeName} />
        ))}
      </div>
    </Card>
  );
}
