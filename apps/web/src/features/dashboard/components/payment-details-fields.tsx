import type { PaymentDetailsInput } from "@marketplace/shared/payment-details";
import { useFormContext } from "react-hook-form";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";

export type PaymentDetailsValues = Required<{ [K in keyof PaymentDetailsInput]: string }>;
type Field = keyof PaymentDetailsValues;

const FIELDS: Array<{ field: Field; label: string; hint?: string; inputMode?: "numeric" | "tel" }> = [
  { field: "accountTitle", label: "Account title", hint: "The name buyers see when they pay you." },
  { field: "bankName", label: "Bank name" },
  { field: "iban", label: "IBAN", hint: "24 characters, starting with PK, e.g. PK36SCBL0000001123456702." },
  { field: "jazzcash", label: "JazzCash number", inputMode: "tel" },
  { field: "easypaisa", label: "Easypaisa number", inputMode: "tel" },
];

/**
 * Where buyers pay the store by Bank Transfer or Mobile Wallet. Until a payment gateway exists these
 * are the only ways besides cash on delivery; a method is offered only once its fields are filled.
 * Inside a `FormProvider` whose values hold them under `paymentDetails`.
 */
export function PaymentDetailsFields() {
  const { register, formState } = useFormContext<{ paymentDetails: PaymentDetailsValues }>();
  const errors = formState.errors.paymentDetails;
  return (
    <fieldset className="space-y-4 border-t border-stone-200 pt-5">
      <legend className="float-left w-full text-lg font-semibold text-stone-900">Payment details</legend>
      <p className="text-sm text-stone-600">
        Optional. Buyers who choose Bank Transfer or Mobile Wallet see these after ordering, with their order
        number as the reference; only your buyers ever see them. Leave them blank to take cash on delivery
        only.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ field, label, hint, inputMode }) => (
          <FormField
            key={field}
            label={label}
            hint={hint}
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
