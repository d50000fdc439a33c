import { STORE_DESCRIPTION_MIN } from "@marketplace/shared/stores-contracts";
import type { ReactNode } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { CategorySelect } from "@/components/category-select.tsx";
import { ImageFileInput } from "@/components/image-file-input.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input, Textarea } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/stores.json";
import { useT } from "@/i18n/use-t.ts";

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
const NETWORK_NAMES: Record<(typeof SOCIAL_NETWORKS)[number], keyof typeof messages> = {
  facebook: "stores.form.facebook",
  instagram: "stores.form.instagram",
  twitter: "stores.form.twitter",
};

/**
 * The store's name, category, description, contacts and social links, shared by setup and settings;
 * inside a `FormProvider` of `StoreFormValues` (each form adds its own fields around these).
 */
export function StoreFormFields({ nameHint, withLocation }: StoreFormFieldsProps) {
  const { register, watch, getFieldState, formState } = useFormContext<StoreFormValues>();
  const { t } = useT(messages);
  const errorOf = (field: keyof StoreFormValues | TextField) =>
    getFieldState(field, formState).error?.message;
  const text = (field: TextField, label: string, type = "text", placeholder?: string) => (
    <FormField key={field} label={label} error={errorOf(field)}>
      {(c) => <Input {...c} type={type} placeholder={placeholder} {...register(field)} />}
    </FormField>
  );

  return (
    <>
      <FormField label={t("stores.form.name")} required error={errorOf("name")} hint={nameHint}>
        {(c) => <Input {...c} maxLength={80} {...register("name")} />}
      </FormField>
      <FormField label={t("stores.form.category")} required error={errorOf("category")}>
        {(c) => <CategorySelect {...c} {...register("category")} />}
      </FormField>
      <FormField
        label={t("stores.form.description")}
        required
        error={errorOf("description")}
        hint={t("stores.form.descriptionHint", {
          count: watch("description").trim().length,
          min: STORE_DESCRIPTION_MIN,
        })}
      >
        {(c) => <Textarea {...c} rows={4} {...register("description")} />}
      </FormField>
      {withLocation &&
        text("location", t("stores.form.location"), "text", t("stores.form.locationPlaceholder"))}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("contactInfo.phone", t("stores.form.phone"), "tel")}
        {text("contactInfo.email", t("stores.form.email"), "email")}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium text-stone-800">{t("stores.form.social")}</legend>
        {SOCIAL_NETWORKS.map((network) =>
          text(`socialLinks.${network}`, t(NETWORK_NAMES[network]), "url", `https://${network}.com/...`),
        )}
      </fieldset>
    </>
  );
}

/** The store's logo and banner, in the form around them (`logo` and `banner`: data URL, URL or null). */
export function StoreImageFields() {
  const { control, formState } = useFormContext<{ logo?: string | null; banner?: string | null }>();
  const { t } = useT(messages);
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
      {(["logo", "banner"] as const).map((name) => (
        <div key={name}>
          <Controller
            control={control}
            name={name}
            render={({ field }) => (
              <ImageFileInput
                label={t(name === "logo" ? "stores.form.logo" : "stores.form.banner")}
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
