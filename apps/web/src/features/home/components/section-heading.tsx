import type { ReactNode } from "react";

interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  /** A link at the right, such as "View all products". */
  action?: ReactNode;
  /** The subtitle is left out on a phone, where the section's goods matter more than its words. */
  subtitleFromSm?: boolean;
}

/** The heading every home page section opens with; `id` labels the section for screen readers. */
export function SectionHeading({ id, title, subtitle, action, subtitleFromSm }: SectionHeadingProps) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3 sm:mb-8">
      <div>
        <h2 id={id} className="font-display text-2xl font-bold text-stone-900 sm:text-3xl">
          {title}
        </h2>
        {subtitle && (
          <p className={subtitleFromSm ? "mt-1.5 hidden text-stone-600 sm:block" : "mt-1.5 text-stone-600"}>
            {subtitle}
          </p>
        )}
      </div>
      {action}
    </div>
  );
}
