import type { ReactNode } from "react";
import { PageHead } from "@/components/layout/page-head.tsx";

/** The frame of the sign-in and sign-up screens: a centred card with a title. */
export function AuthCard({
  title,
  subtitle,
  above,
  children,
  footer,
  wide,
}: {
  title: string;
  subtitle?: ReactNode;
  above?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className="px-4 py-10 sm:py-16">
      <PageHead title={title} noindex />
      <div className={wide ? "mx-auto max-w-2xl" : "mx-auto max-w-md"}>
        {above}
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          <h1 className="font-display text-3xl font-bold text-brand-800">{title}</h1>
          {subtitle && <p className="mt-2 text-stone-600">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 space-y-2 text-center text-sm text-stone-600">{footer}</div>}
      </div>
    </section>
  );
}
