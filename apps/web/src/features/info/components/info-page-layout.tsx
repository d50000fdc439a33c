import type { ReactNode } from "react";
import { PageHead } from "@/components/layout/page-head.tsx";

interface InfoPageLayoutProps {
  title: string;
  /** The page's meta description and its address, for search results and shared links. */
  description: string;
  path: string;
  /** A line or two under the title, e.g. the last-updated date. */
  intro?: ReactNode;
  /** "prose" keeps lines readable; "wide" suits pages of cards and forms, such as Contact. */
  width?: "prose" | "wide";
  children: ReactNode;
}

/** The common frame of the information pages: a banner with the title, then readable prose. */
export function InfoPageLayout({
  title,
  description,
  path,
  intro,
  width = "prose",
  children,
}: InfoPageLayoutProps) {
  return (
    <article>
      <PageHead title={title} description={description} path={path} />
      <div className="bg-linear-to-br from-brand-900 via-brand-800 to-brand-600 px-4 py-14 text-center text-white sm:py-20">
        <h1 className="font-display text-4xl font-bold sm:text-5xl">{title}</h1>
        {intro && <div className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{intro}</div>}
      </div>
      <div
        className={`mx-auto space-y-10 px-4 py-12 leading-relaxed text-stone-700 sm:px-6 ${width === "wide" ? "max-w-6xl" : "max-w-3xl"}`}
      >
        {children}
      </div>
    </article>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-3 font-display text-2xl font-semibold text-brand-800">{title}</h2>
      <div className="space-y-3">{children}</div>
    </section>
  );
}
