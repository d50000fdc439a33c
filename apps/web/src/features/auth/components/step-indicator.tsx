import { cn } from "@/lib/cn.ts";

const STEPS = ["Personal Information", "Store Setup"];

/** "Step n of 2" of seller onboarding. */
export function StepIndicator({ step }: { step: 1 | 2 }) {
  return (
    <div className="mb-6">
      <p className="text-sm font-semibold text-brand-700">
        Step {step} of {STEPS.length}
      </p>
      <ol className="mt-2 flex gap-2" aria-label="Seller signup steps">
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
              {label}
              {index + 1 === step && <span className="sr-only"> (current step)</span>}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
