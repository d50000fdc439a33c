import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";

/** The fields of a bank account and two mobile wallets, as a store and the marketplace both keep them. */
export const PAYMENT_ACCOUNT_FIELDS = ["accountTitle", "bankName", "iban", "jazzcash", "easypaisa"] as const;
export type PaymentAccountField = (typeof PAYMENT_ACCOUNT_FIELDS)[number];

/** An IBAN is at most 34 characters (ISO 13616); the other fields are names and numbers. */
const maxLengthOf = (field: PaymentAccountField) => (field === "iban" ? 34 : 100);
const WALLETS: ReadonlySet<PaymentAccountField> = new Set(["jazzcash", "easypaisa"]);

/**
 * The inputs of one set of payment accounts, in two columns on a wide screen: the store's own
 * (where buyers pay her) and the marketplace's (where sellers pay Hunarmand). The caller's form
 * gives each field's words, error and registration, so both stay in their own form and catalog.
 */
export function PaymentAccountInputs({
  words,
  errorOf,
  register,
  wide,
}: {
  words: Record<PaymentAccountField, { label: string; hint?: string }>;
  errorOf: (field: PaymentAccountField) => string | undefined;
  register: (field: PaymentAccountField) => UseFormRegisterReturn;
  /** The fields that take both columns. */
  wide: ReadonlyArray<PaymentAccountField>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {PAYMENT_ACCOUNT_FIELDS.map((field) => (
        <FormField
          key={field}
          label={words[field].label}
          hint={words[field].hint}
          error={errorOf(field)}
          className={wide.includes(field) ? "sm:col-span-2" : undefined}
        >
          {(control) => (
            <Input
              {...control}
              inputMode={WALLETS.has(field) ? "tel" : undefined}
              autoComplete="off"
              maxLength={maxLengthOf(field)}
              {...register(field)}
            />
          )}
        </FormField>
      ))}
    </div>
  );
}
