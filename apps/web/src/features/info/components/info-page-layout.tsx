import type { ReactNode } from "react";
import { usePageTitle } from "@/lib/use-page-title.ts";

/** The common frame of the information pages: a hero with the title, then readable prose. */
export function InfoPageLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <article>
      <header className="bg-gradient-to-br from-brand-800 to-brand-600 px-4 py-14 text-center text-white">
        <h1 className="font-display text-4xl font-bold">{title}</h1>
        {intro && <div className="mx-auto mt-3 max-w-2xl text-brand-100">{intro}</div>}
      </header>
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 leading-relaxed text-stone-700">{children}</div>
    </article>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-2 font-display text-2xl font-semibold text-brand-800">{title}</h2>
      <div className="space-y-3">{children}</div>
    </section>
  );
}
