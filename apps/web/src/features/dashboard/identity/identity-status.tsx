import type { Kyc, KycStatus } from "@marketplace/shared/kyc-contracts";
import type { LucideIcon } from "lucide-react";
import { BadgeCheck, CircleAlert, Clock, EyeOff, IdCard } from "lucide-react";
import messages from "@/i18n/catalogs/en/kyc.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { formatDate } from "@/lib/format-date.ts";

type Key = keyof typeof messages;

const LOOK: Record<KycStatus, { label: Key; note: Key; icon: LucideIcon; tone: string }> = {
  not_submitted: {
    label: "kyc.status.not_submitted",
    note: "kyc.status.not_submittedNote",
    icon: IdCard,
    tone: "bg-amber-50 text-amber-900 ring-amber-200",
  },
  submitted: {
    label: "kyc.status.submitted",
    note: "kyc.status.submittedNote",
    icon: Clock,
    tone: "bg-sky-50 text-sky-900 ring-sky-200",
  },
  approved: {
    label: "kyc.status.approved",
    note: "kyc.status.approvedNote",
    icon: BadgeCheck,
    tone: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  },
  rejected: {
    label: "kyc.status.rejected",
    note: "kyc.status.rejectedNote",
    icon: CircleAlert,
    tone: "bg-red-50 text-red-900 ring-red-300",
  },
};

/** Her identity check's status in words: what it means for her, the admin's reason when rejected. */
export function IdentityStatus({ kyc }: { kyc: Kyc }) {
  const { t, language } = useT(messages);
  const look = LOOK[kyc.status];
  const Icon = look.icon;
  return (
    <section aria-labelledby="identity-status" className={cn("flex gap-3 rounded-2xl p-4 ring-1", look.tone)}>
      <Icon className="mt-0.5 h-6 w-6 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-1">
        <h2 id="identity-status" className="font-bold">
          {t("kyc.status.heading", { status: t(look.label) })}
        </h2>
        <p>{t(look.note)}</p>
        {kyc.status === "rejected" && kyc.reason && (
          <p className="break-words font-semibold">{t("kyc.status.reason", { reason: kyc.reason })}</p>
        )}
        {kyc.submittedAt && kyc.status !== "not_submitted" && (
          <p className="text-sm opacity-80">
            {t("kyc.status.sentOn", { date: formatDate(kyc.submittedAt, { language }) })}
          </p>
        )}
      </div>
    </section>
  );
}

/** While shoppers cannot see her yet (decision 0051): her stores are hers alone until she is approved. */
export function OnlyYouCanSee({ className }: { className?: string }) {
  const { t } = useT(messages);
  return (
    <p
      className={cn(
        "flex items-start gap-2 rounded-2xl bg-stone-100 p-3 text-sm text-stone-800 ring-1 ring-stone-200",
        className,
      )}
    >
      <EyeOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{t("kyc.listed.hidden")}</span>
    </p>
  );
}
