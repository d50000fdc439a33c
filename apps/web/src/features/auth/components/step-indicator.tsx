import messages from "@/i18n/catalogs/en/auth.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";

const STEPS = ["auth.steps.personal", "auth.steps.store"] as const;

/** "Step n of 2" of seller onboarding. */
export function StepIndicator({ step }: { step: 1 | 2 }) {
  const { t } = useT(messages);
  return (
    <div className="mb-6">
      <p className="text-sm font-semibold text-brand-700">
        {t("auth.steps.progress", { step, total: STEPS.length })}
      </p>
      <ol className="mt-2 flex gap-2" aria-label={t("auth.steps.label")}>
        {STEPS.map((label, index) => (
          <li key={label} className="flex-1">
            <span
              aria-hidden="true"
              className={cn("block h-1.5 rounded-full", index < step ? "bg-brand-700" : "bg-stone-200")}
            />
            <span
              className={cn(
                "mt-1 block text-xs",
                index + 1 === step ? "font-semibold text-stone-900" : "text-stone-500",
              )}
            >
              {t(label)}
              {index + 1 === step && <span className="sr-only"> {t("auth.steps.current")}</span>}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
