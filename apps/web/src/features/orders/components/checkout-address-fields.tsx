import { COUNTRIES, DEFAULT_COUNTRY } from "@marketplace/shared/order-statuses";
import { SHIPPING_FIELD_LABELS } from "@marketplace/shared/orders-contracts";
import { TriangleAlert } from "lucide-react";
import type { Ref } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import messages from "@/i18n/catalogs/en/checkout.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { formatList } from "@/lib/format-list.ts";
import type { CheckoutFormOutput, CheckoutFormValues } from "./use-checkout-form.ts";

type AddressField = keyof typeof SHIPPING_FIELD_LABELS;

const ADDRESS_AUTOCOMPLETE: Record<AddressField, string> = {
  fullName: "name",
  addressLine: "street-address",
  city: "address-level2",
  postalCode: "postal-code",
  phone: "tel",
};

/** Each field's name in the catalog; the shared labels stay the English of the schema's messages. */
const ADDRESS_LABEL: Record<AddressField, keyof typeof messages> = {
  fullName: "checkout.address.fullName",
  addressLine: "checkout.address.addressLine",
  city: "checkout.address.city",
  postalCode: "checkout.address.postalCode",
  phone: "checkout.address.phone",
};
const ADDRESS_FIELDS = Object.keys(SHIPPING_FIELD_LABELS) as AddressField[];

/** Who is ordering: the signed-in customer's name and e-mail. */
export function CustomerInformation({ customer }: { customer: { name: string; email: string } }) {
  const { t } = useT(messages);
  return (
    <Card>
      <CardTitle>{t("checkout.customer.title")}</CardTitle>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-stone-500">{t("checkout.customer.name")}</dt>
          <dd className="font-medium text-stone-900">{customer.name}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-stone-500">{t("checkout.customer.email")}</dt>
          <dd dir="auto" className="truncate font-medium text-stone-900">
            {customer.email}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

interface ShippingAddressProps {
  form: UseFormReturn<CheckoutFormValues, unknown, CheckoutFormOutput>;
  /** The shared (English) labels of the required fields still blank after she tried to order. */
  missing: string[];
  /** The alert naming them, focused when an attempt finds blanks. */
  alertRef: Ref<HTMLDivElement>;
}

/** The shipping address: the required fields with their messages, and the country. */
export function ShippingAddress({ form, missing, alertRef }: ShippingAddressProps) {
  const { register, control, formState } = form;
  const { t, locale } = useT(messages);
  const labels = useLabels();
  const missingNames = ADDRESS_FIELDS.filter((field) => missing.includes(SHIPPING_FIELD_LABELS[field])).map(
    (field) => t(ADDRESS_LABEL[field]),
  );
  return (
    <Card>
      <CardTitle>{t("checkout.address.title")}</CardTitle>
      {missing.length > 0 && (
        <div
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="mt-3 flex gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          <TriangleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
          <p>{t("checkout.address.missing", { fields: formatList(missingNames, locale) })}</p>
        </div>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {ADDRESS_FIELDS.map((field) => (
          <FormField
            key={field}
            label={t(ADDRESS_LABEL[field])}
            required
            error={formState.errors[field]?.message}
            className={field === "addressLine" ? "sm:col-span-2" : undefined}
          >
            {(c) => (
              <Input
                {...c}
                type={field === "phone" ? "tel" : "text"}
                autoComplete={ADDRESS_AUTOCOMPLETE[field]}
                maxLength={field === "addressLine" ? 300 : 100}
                {...register(field)}
              />
            )}
          </FormField>
        ))}
        <FormField label={t("checkout.address.country")} required error={formState.errors.country?.message}>
          {(c) => (
            <Controller
              control={control}
              name="country"
              render={({ field }) => (
                <Select
                  {...c}
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  autoComplete="country-name"
                  choices={COUNTRIES}
                  labelOf={labels.country}
                  value={field.value}
                  onValueChange={(country) => field.onChange(country || DEFAULT_COUNTRY)}
                />
              )}
            />
          )}
        </FormField>
      </div>
    </Card>
  );
}
