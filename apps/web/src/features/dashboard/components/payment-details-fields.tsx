import type { PaymentDetailsInput } from "@marketplace/shared/payment-details";
import { useFormContext } from "react-hook-form";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";

export type PaymentDetailsValues = Required<{ [K in keyof PaymentDetailsInput]: string }>;
type Field = keyof PaymentDetailsValues;

type Key = keyof typeof messages;

/** The fields with the catalog keys of their labels and hints. */
const FIELDS: Array<{ field: Field; label: Key; hint?: Key; inputMode?: "numeric" | "tel" }> = [
  {
    field: "accountTitle",
    label: "dashboard.payment.accountTitle",
    hint: "dashboard.payment.accountTitleHint",
  },
  { field: "bankName", label: "dashboard.payment.bankName" },
  { field: "iban", label: "dashboard.payment.iban", hint: "dashboard.payment.ibanHint" },
  { field: "jazzcash", label: "dashboard.payment.jazzcash", inputMode: "tel" },
  { field: "easypaisa", label: "dashboard.payment.easypaisa", inputMode: "tel" },
];

/**
 * Where buyers pay the store by Bank Transfer or Mobile Wallet. Until a payment gateway exists these
 * are the only ways besides cash on delivery; a method is offered only once its fields are filled.
 * Inside a `FormProvider` whose values hold them under `paymentDetails`.
 */
export function PaymentDetailsFields() {
  const { register, formState } = useFormContext<{ paymentDetails: PaymentDetailsValues }>();
  const errors = formState.errors.paymentDetails;
  const { t } = useT(messages);
  return (
    <fieldset className="space-y-4 border-t border-stone-200 pt-5">
      <legend className="float-start w-full text-lg font-semibold text-stone-900">
        {t("dashboard.payment.legend")}
      </legend>
      <p className="text-sm text-stone-600">{t("dashboard.payment.intro")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ field, label, hint, inputMode }) => (
          <FormField
            key={field}
            label={t(label)}
            hint={hint && t(hint)}
            error={errors?.[field]?.message}
            className={field === "iban" ? "sm:col-span-2" : undefined}
          >
            {(c) => (
              <Input
                {...c}
                inputMode={inputMode}
                autoComplete="off"
                maxLength={field === "iban" ? 34 : 100}
                {...register(`paymentDetails.${field}`)}
              />
            )}
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
