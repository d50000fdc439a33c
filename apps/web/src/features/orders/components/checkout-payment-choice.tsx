import type { PaymentMethod } from "@marketplace/shared/order-statuses";
import { Banknote, CreditCard, Landmark, Smartphone, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card.tsx";
import messages from "@/i18n/catalogs/en/checkout.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";

const PAYMENT_ICONS: Record<PaymentMethod, ReactNode> = {
  "Cash on Delivery": <Banknote className="h-5 w-5" aria-hidden="true" />,
  "Credit Card": <CreditCard className="h-5 w-5" aria-hidden="true" />,
  "Debit Card": <CreditCard className="h-5 w-5" aria-hidden="true" />,
  "Bank Transfer": <Landmark className="h-5 w-5" aria-hidden="true" />,
  "Mobile Wallet": <Smartphone className="h-5 w-5" aria-hidden="true" />,
  JazzCash: <Wallet className="h-5 w-5" aria-hidden="true" />,
  Easypaisa: <Wallet className="h-5 w-5" aria-hidden="true" />,
};

interface PaymentChoiceProps {
  /** Cash on delivery, plus the methods every store in the order accepts. */
  offered: PaymentMethod[];
  method: PaymentMethod;
  /** Cash on delivery is no longer hers after parcels she refused at the door. */
  codRefused?: boolean;
  onChange(method: PaymentMethod): void;
}

/** The payment methods as radios, with a sentence on what happens after ordering. */
export function PaymentChoice({ offered, method, codRefused = false, onChange }: PaymentChoiceProps) {
  const { t } = useT(messages);
  const labels = useLabels();
  return (
    <Card>
      <fieldset>
        <legend className="text-lg font-semibold text-stone-900">{t("checkout.payment.legend")}</legend>
        {codRefused && (
          <p className="mt-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {offered.length > 0 ? t("checkout.payment.codRefused") : t("checkout.payment.codRefusedOnly")}
          </p>
        )}
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {offered.map((option) => (
            <label
              key={option}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-xl p-3 ring-1 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600",
                method === option
                  ? "bg-brand-50 text-brand-900 ring-brand-600"
                  : "bg-white text-stone-800 ring-stone-300 hover:bg-stone-50",
              )}
            >
              <input
                type="radio"
                name="paymentMethod"
                value={option}
                checked={method === option}
                onChange={() => onChange(option)}
                className="h-4 w-4 accent-brand-700"
              />
              <span className="text-brand-700">{PAYMENT_ICONS[option]}</span>
              <span className="font-medium">{labels.paymentMethod(option)}</span>
            </label>
          ))}
        </div>
        <p className="mt-3 text-sm text-stone-600">
          {method === "Cash on Delivery"
            ? t("checkout.payment.cashNote")
            : method === "Bank Transfer"
              ? t("checkout.payment.bankNote")
              : method === "JazzCash" || method === "Easypaisa"
                ? t("checkout.payment.onlineNote", { method: labels.paymentMethod(method) })
                : t("checkout.payment.walletNote")}
        </p>
      </fieldset>
    </Card>
  );
}
