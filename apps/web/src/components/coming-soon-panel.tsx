import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";
import { buttonClasses } from "./ui/button.tsx";

interface ComingSoonPanelProps {
  /** The page's name, shown as its heading. */
  title: string;
  /** One sentence on what the screen will do. */
  description: string;
  /** Extra links that help the visitor onwards. */
  children?: ReactNode;
  /** Offer a way back to the home page (not on the home page itself). */
  backHome?: boolean;
}

/** Stands in, inside the real layout, for a screen that arrives in the next release. */
export function ComingSoonPanel({ title, description, children, backHome = true }: ComingSoonPanelProps) {
  const { t } = useT(messages);
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-20">
      <h1 className="text-center font-display text-3xl font-bold text-brand-800 sm:text-4xl">{title}</h1>
      <div className="mt-8 rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200/80 sm:p-10">
        <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-accent-100 text-accent-700">
          <Sparkles className="h-7 w-7" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-xl font-semibold text-stone-900">{t("common.comingSoon.title")}</h2>
        <p className="mt-2 text-stone-600">{description}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {children}
          {backHome && (
            <Link to="/" className={buttonClasses("secondary")}>
              {t("common.comingSoon.backHome")}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
