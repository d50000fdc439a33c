import type { PayHunarmand as PayHunarmandInfo } from "@marketplace/shared/marketplace-accounts";
import { Scale } from "lucide-react";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { type BalanceSide, balanceInWords } from "../ledger-words.ts";
import { PayHunarmand } from "./pay-hunarmand.tsx";

const TONES: Record<BalanceSide, string> = {
  "owed-to-her": "bg-emerald-50 text-emerald-900 ring-emerald-200",
  "owed-by-her": "bg-accent-100 text-stone-900 ring-accent-300",
  settled: "bg-stone-50 text-stone-900 ring-stone-200",
};

/**
 * Her balance with Hunarmand in words, one line on why it goes one way or the other, and, while she
 * owes Hunarmand, how and where to pay it.
 */
export function EarningsBalance({ balance, pay }: { balance: number; pay: PayHunarmandInfo }) {
  const { t } = useT(messages);
  const { side, words } = balanceInWords(balance, t);
  return (
    <section aria-labelledby="balance-heading" className={cn("rounded-2xl p-5 ring-1 sm:p-6", TONES[side])}>
      <h2 id="balance-heading" className="inline-flex items-center gap-2 text-sm font-medium">
        <Scale className="h-4 w-4" aria-hidden="true" /> {t("dashboard.ledger.balanceTitle")}
      </h2>
      <p className="mt-1 text-2xl font-bold sm:text-3xl">{words}</p>
      <p className="mt-2 text-sm text-stone-700">{t("dashboard.ledger.balanceWhy")}</p>
      {side === "owed-by-her" && <PayHunarmand owed={-balance} pay={pay} />}
    </section>
  );
}
