import { PaymentDetailsInput } from "@marketplace/shared/payment-details";
import { CreateStoreInput, type UpdateStoreInput } from "@marketplace/shared/stores-contracts";
import { useId } from "react";
import { FormProvider } from "react-hook-form";
import { StoreAddressHint } from "@/components/store-form/store-address-hint.tsx";
import {
  StoreFormFields,
  type StoreFormValues,
  StoreImageFields,
} from "@/components/store-form/store-form-fields.tsx";
import { Button } from "@/components/ui/button.tsx";
import type { OwnStore } from "@/features/stores/api/stores-api.ts";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import type { FieldError } from "@/lib/api-client.ts";
import { applyFieldErrors, useZodForm } from "@/lib/forms.ts";
import { PaymentDetailsFields, type PaymentDetailsValues } from "./payment-details-fields.tsx";

/** Store setup's rules, with the payment details required as a whole (blank fields turn a method off). */
const StoreSettingsSchema = CreateStoreInput.omit({ user_id: true }).extend({
  paymentDetails: PaymentDetailsInput,
});

type StoreSettingsValues = StoreFormValues & {
  showContact: boolean;
  logo: string | null;
  banner: string | null;
  paymentDetails: PaymentDetailsValues;
};

interface StoreSettingsFormProps {
  store: OwnStore;
  busy: boolean;
  /** Saves; answers per-field problems from the server to show under the inputs. */
  onSubmit: (update: UpdateStoreInput) => Promise<FieldError[] | undefined>;
  onCancel: () => void;
}

/**
 * The store's details, contacts, links, images and payment details, checked with the same rules as
 * store setup and the server; every problem shows under its field at once.
 */
export function StoreSettingsForm({ store, busy, onSubmit, onCancel }: StoreSettingsFormProps) {
  const { t } = useT(messages);
  const showContactHint = useId();
  const form = useZodForm<typeof StoreSettingsSchema, StoreSettingsValues>(StoreSettingsSchema, {
    defaultValues: {
      name: store.name,
      category: store.category,
      description: store.description,
      location: store.location,
      contactInfo: store.contactInfo,
      socialLinks: store.socialLinks,
      showContact: store.showContact,
      logo: store.logo,
      banner: store.banner,
      paymentDetails: store.paymentDetails,
    },
  });

  const submit = form.handleSubmit(async (update) => {
    const problems = await onSubmit({ ...update, logo: update.logo ?? null, banner: update.banner ?? null });
    applyFieldErrors(form, problems ?? []);
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <StoreFormFields withLocation nameHint={<StoreAddressHint store={store} />} />
        {/* Shoppers see the phone and e-mail only if she chooses to (issue 34, item 8). */}
        <div className="text-sm">
          <label className="flex items-start gap-3 font-medium text-stone-800">
            <input
              type="checkbox"
              {...form.register("showContact")}
              aria-describedby={showContactHint}
              className="mt-0.5 h-5 w-5 shrink-0 rounded accent-brand-700"
            />
            {t("dashboard.settings.showContact")}
          </label>
          <p id={showContactHint} className="ms-8 text-stone-600">
            {t("dashboard.settings.showContactHint")}
          </p>
        </div>
        <StoreImageFields />
        <PaymentDetailsFields />
        <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t("dashboard.cancel")}
          </Button>
          <Button type="submit" loading={busy}>
            {busy ? t("dashboard.saving") : t("dashboard.settings.save")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
