import { STORE_DESCRIPTION_MIN } from "@marketplace/shared/stores-contracts";
import { type ReactNode, useState } from "react";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input, Textarea } from "@/components/ui/input.tsx";
import { CategorySelect } from "@/features/catalog/components/category-select.tsx";

export type StoreFormField =
  | "name"
  | "category"
  | "description"
  | "location"
  | "phone"
  | "email"
  | "facebook"
  | "instagram"
  | "twitter";
export type StoreFormValues = Record<StoreFormField, string>;
export type StoreFormErrors = Partial<Record<string, string>>;

export const EMPTY_STORE_FORM: StoreFormValues = {
  name: "",
  category: "",
  description: "",
  location: "",
  phone: "",
  email: "",
  facebook: "",
  instagram: "",
  twitter: "",
};

/** The flat form values in the nested shape `StoreFields` checks and the API takes. */
export function storeFormInput(values: StoreFormValues) {
  return {
    name: values.name,
    category: values.category,
    description: values.description,
    location: values.location,
    contactInfo: { phone: values.phone, email: values.email },
    socialLinks: { facebook: values.facebook, instagram: values.instagram, twitter: values.twitter },
  };
}

/**
 * Problems keyed by the input they belong to: the last part of their path, because the inputs
 * are flat while the checked shape nests contacts and links. The first problem of a field wins.
 */
export function storeFormErrors(
  problems: Array<{ path: ReadonlyArray<PropertyKey> | string; message: string }>,
) {
  const found: StoreFormErrors = {};
  for (const p of problems) {
    const path = typeof p.path === "string" ? p.path.split(".") : p.path;
    found[String(path.at(-1))] ??= p.message;
  }
  return found;
}

/** The store form's values and errors; editing a field clears its error. */
export function useStoreForm(initial: StoreFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<StoreFormErrors>({});
  const edit = (field: StoreFormField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  return { values, errors, setErrors, edit };
}

interface StoreFormFieldsProps {
  values: StoreFormValues;
  errors: StoreFormErrors;
  onEdit: (field: StoreFormField, value: string) => void;
  /** Shown under the store name (store setup shows the store's address there). */
  nameHint?: ReactNode;
  /** Store setup leaves the location for later; settings ask for it. */
  withLocation?: boolean;
}

const SOCIAL_NETWORKS = ["facebook", "instagram", "twitter"] as const;

/** The store's name, category, description, contacts and social links, shared by setup and settings. */
export function StoreFormFields({ values, errors, onEdit, nameHint, withLocation }: StoreFormFieldsProps) {
  const text = (field: StoreFormField, label: string, type = "text", placeholder?: string) => (
    <FormField key={field} label={label} error={errors[field]}>
      {(c) => (
        <Input
          {...c}
          type={type}
          placeholder={placeholder}
          value={values[field]}
          onChange={(e) => onEdit(field, e.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <>
      <FormField label="Store name" required error={errors.name} hint={nameHint}>
        {(c) => (
          <Input {...c} maxLength={80} value={values.name} onChange={(e) => onEdit("name", e.target.value)} />
        )}
      </FormField>
      <FormField label="Category" required error={errors.category}>
        {(c) => (
          <CategorySelect
            {...c}
            value={values.category}
            onChange={(e) => onEdit("category", e.target.value)}
          />
        )}
      </FormField>
      <FormField
        label="Description"
        required
        error={errors.description}
        hint={`${values.description.trim().length} characters (at least ${STORE_DESCRIPTION_MIN})`}
      >
        {(c) => (
          <Textarea
            {...c}
            rows={4}
            value={values.description}
            onChange={(e) => onEdit("description", e.target.value)}
          />
        )}
      </FormField>
      {withLocation && text("location", "Location (optional)", "text", "City, area")}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("phone", "Store phone (optional)", "tel")}
        {text("email", "Store email (optional)", "email")}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium text-stone-800">Social links (optional)</legend>
        {SOCIAL_NETWORKS.map((network) =>
          text(network, network[0]?.toUpperCase() + network.slice(1), "url", `https://${network}.com/...`),
        )}
      </fieldset>
    </>
  );
}
