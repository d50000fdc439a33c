import type { PaymentDetailsInput } from "@marketplace/shared/payment-details";
import { useFormContext } from "react-hook-form";
import { PaymentAccountInputs } from "@/components/payment-account-inputs.tsx";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";

export type PaymentDetailsValues = Required<{ [K in keyof PaymentDetailsInput]: string }>;

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
      <PaymentAccountInputs
        words={{
          accountTitle: {
            label: t("dashboard.payment.accountTitle"),
            hint: t("dashboard.payment.accountTitleHint"),
          },
          bankName: { label: t("dashboard.payment.bankName") },
          iban: { label: t("dashboard.payment.iban"), hint: t("dashboard.payment.ibanHint") },
          jazzcash: { label: t("dashboard.payment.jazzcash") },
          easypaisa: { label: t("dashboard.payment.easypaisa") },
        }}
        errorOf={(field) => errors?.[field]?.message}
        register={(field) => register(`paymentDetails.${field}`)}
        wide={["iban"]}
      />
    </fieldset>
  );
}
