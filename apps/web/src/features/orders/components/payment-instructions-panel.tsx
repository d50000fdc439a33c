import type { PaymentInstructions } from "@marketplace/shared/payment-instructions";
import { Landmark, Smartphone } from "lucide-react";
import messages from "@/i18n/catalogs/en/orders.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { paymentInstructionLead, paymentInstructionRows } from "../payment-instruction-rows.ts";

/** Whom to pay, how much and with which reference, for a Bank Transfer or Mobile Wallet order. */
export function PaymentInstructionsPanel({ instructions }: { instructions: PaymentInstructions }) {
  const { t } = useT(messages);
  const labels = useLabels();
  const Icon = instructions.method === "Bank Transfer" ? Landmark : Smartphone;
  return (
    <section
      aria-label={t("orders.pay.label", { reference: instructions.reference })}
      className="rounded-xl bg-amber-50 p-3 text-sm text-stone-800 ring-1 ring-amber-200"
    >
      <h3 className="flex items-center gap-1.5 font-semibold text-amber-900">
        <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t("orders.pay.heading", { method: labels.paymentMethod(instructions.method) })}
      </h3>
      <p className="mt-1 text-stone-700">{paymentInstructionLead(instructions, t)}</p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        {paymentInstructionRows(instructions, t).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-500">{label}</dt>
            <dd className="font-medium break-all text-stone-900 select-all">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
