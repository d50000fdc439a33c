import { PaymentDetailsInput } from "@marketplace/shared/payment-details";
import { StoreFields, type UpdateStoreInput } from "@marketplace/shared/stores-contracts";
import { type FormEvent, useState } from "react";
import { ImageFileInput } from "@/components/image-file-input.tsx";
import { Button } from "@/components/ui/button.tsx";
import type { OwnStore } from "@/features/stores/api/stores-api.ts";
import { StoreAddressHint } from "@/features/stores/components/store-address-hint.tsx";
import {
  StoreFormFields,
  storeFormErrors,
  storeFormInput,
  useStoreForm,
} from "@/features/stores/components/store-form-fields.tsx";
import type { FieldError } from "@/lib/api-client.ts";
import { PaymentDetailsFields, type PaymentDetailsValues } from "./payment-details-fields.tsx";

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
  const { values, errors, setErrors, edit } = useStoreForm({
    name: store.name,
    category: store.category,
    description: store.description,
    location: store.location,
    phone: store.contactInfo.phone,
    email: store.contactInfo.email,
    facebook: store.socialLinks.facebook,
    instagram: store.socialLinks.instagram,
    twitter: store.socialLinks.twitter,
  });
  const [logo, setLogo] = useState(store.logo);
  const [banner, setBanner] = useState(store.banner);
  const [payment, setPayment] = useState<PaymentDetailsValues>(store.paymentDetails);
  const editPayment = (field: keyof PaymentDetailsValues, value: string) => {
    setPayment((p) => ({ ...p, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = StoreFields.safeParse(storeFormInput(values));
    const paymentParsed = PaymentDetailsInput.safeParse(payment);
    if (!parsed.success || !paymentParsed.success) {
      setErrors(storeFormErrors([...(parsed.error?.issues ?? []), ...(paymentParsed.error?.issues ?? [])]));
      return;
    }
    const problems = await onSubmit({ ...parsed.data, logo, banner, paymentDetails: paymentParsed.data });
    if (problems?.length)
      setErrors(storeFormErrors(problems.map((p) => ({ path: p.field, message: p.message }))));
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <StoreFormFields
        values={values}
        errors={errors}
        onEdit={edit}
        withLocation
        nameHint={<StoreAddressHint store={store} />}
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
        <div>
          <ImageFileInput label="Logo (optional)" value={logo} onChange={setLogo} />
          {errors.logo && <p className="mt-1 text-sm text-red-700">{errors.logo}</p>}
        </div>
        <div>
          <ImageFileInput
            label="Banner (optional)"
            value={banner}
            onChange={setBanner}
            aspect="aspect-[3/1] sm:aspect-auto sm:h-full"
          />
          {errors.banner && <p className="mt-1 text-sm text-red-700">{errors.banner}</p>}
        </div>
      </div>
      <PaymentDetailsFields values={payment} errors={errors} onEdit={editPayment} />
      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {busy ? "Saving..." : "Save Settings"}
        </Button>
      </div>
    </form>
  );
}
