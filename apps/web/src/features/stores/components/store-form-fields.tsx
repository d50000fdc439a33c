import { STORE_DESCRIPTION_MIN } from "@marketplace/shared/stores-contracts";
import type { ReactNode } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { ImageFileInput } from "@/components/image-file-input.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input, Textarea } from "@/components/ui/input.tsx";
import { CategorySelect } from "@/features/catalog/components/category-select.tsx";

/** What the store form's inputs hold: the shape `StoreFields` checks, the category blank until chosen. */
export interface StoreFormValues {
  name: string;
  /** One of the categories, or blank until chosen (the check refuses anything else). */
  category: string;
  description: string;
  location: string;
  contactInfo: { phone: string; email: string };
  socialLinks: { facebook: string; instagram: string; twitter: string };
}

export const EMPTY_STORE_FORM: StoreFormValues = {
  name: "",
  category: "",
  description: "",
  location: "",
  contactInfo: { phone: "", email: "" },
  socialLinks: { facebook: "", instagram: "", twitter: "" },
};

interface StoreFormFieldsProps {
  /** Shown under the store name (store setup shows the store's address there). */
  nameHint?: ReactNode;
  /** Store setup leaves the location for later; settings ask for it. */
  withLocation?: boolean;
}

type TextField =
  | "location"
  | "contactInfo.phone"
  | "contactInfo.email"
  | "socialLinks.facebook"
  | "socialLinks.instagram"
  | "socialLinks.twitter";

const SOCIAL_NETWORKS = ["facebook", "instagram", "twitter"] as const;

/**
 * The store's name, category, description, contacts and social links, shared by setup and settings;
 * inside a `FormProvider` of `StoreFormValues` (each form adds its own fields around these).
 */
export function StoreFormFields({ nameHint, withLocation }: StoreFormFieldsProps) {
  const { register, watch, getFieldState, formState } = useFormContext<StoreFormValues>();
  const errorOf = (field: keyof StoreFormValues | TextField) =>
    getFieldState(field, formState).error?.message;
  const text = (field: TextField, label: string, type = "text", placeholder?: string) => (
    <FormField key={field} label={label} error={errorOf(field)}>
      {(c) => <Input {...c} type={type} placeholder={placeholder} {...register(field)} />}
    </FormField>
  );

  return (
    <>
      <FormField label="Store name" required error={errorOf("name")} hint={nameHint}>
        {(c) => <Input {...c} maxLength={80} {...register("name")} />}
      </FormField>
      <FormField label="Category" required error={errorOf("category")}>
        {(c) => <CategorySelect {...c} {...register("category")} />}
      </FormField>
      <FormField
        label="Description"
        required
        error={errorOf("description")}
        hint={`${watch("description").trim().length} characters (at least ${STORE_DESCRIPTION_MIN})`}
      >
        {(c) => <Textarea {...c} rows={4} {...register("description")} />}
      </FormField>
      {withLocation && text("location", "Location (optional)", "text", "City, area")}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("contactInfo.phone", "Store phone (optional)", "tel")}
        {text("contactInfo.email", "Store email (optional)", "email")}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium text-stone-800">Social links (optional)</legend>
        {SOCIAL_NETWORKS.map((network) =>
          text(
            `socialLinks.${network}`,
            network[0]?.toUpperCase() + network.slice(1),
            "url",
            `https://${network}.com/...`,
          ),
        )}
      </fieldset>
    </>
  );
}

/** The store's logo and banner, in the form around them (`logo` and `banner`: data URL, URL or null). */
export function StoreImageFields() {
  const { control, formState } = useFormContext<{ logo?: string | null; banner?: string | null }>();
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
      {(["logo", "banner"] as const).map((name) => (
        <div key={name}>
          <Controller
            control={control}
            name={name}
            render={({ field }) => (
              <ImageFileInput
                label={name === "logo" ? "Logo (optional)" : "Banner (optional)"}
                value={field.value ?? null}
                onChange={field.onChange}
                aspect={name === "banner" ? "aspect-[3/1] sm:aspect-auto sm:h-full" : undefined}
              />
            )}
          />
          {formState.errors[name] && (
            <p className="mt-1 text-sm text-red-700">{formState.errors[name]?.message}</p>
          )}
        </div>
      ))}
    </div>
  );
}
