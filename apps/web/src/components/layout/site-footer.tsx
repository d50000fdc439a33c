import { CATEGORIES } from "@marketplace/shared/categories";
import { Link } from "react-router";
import messages from "@/i18n/catalogs/en/common.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { categoryPath } from "@/lib/app-paths.ts";
import { BrandLogo } from "./brand-logo.tsx";

type FooterLink = { to: string; label: keyof typeof messages };

const COMPANY_LINKS: FooterLink[] = [
  { to: "/About", label: "common.footer.ourStory" },
  { to: "/Contact", label: "common.footer.contact" },
  { to: "/TermsOfService", label: "common.footer.terms" },
  { to: "/PrivacyPolicy", label: "common.footer.privacy" },
];

const JOIN_LINKS: FooterLink[] = [
  { to: "/customer/signup", label: "common.footer.createAccount" },
  { to: "/seller/signup", label: "common.footer.becomeSeller" },
  { to: "/login", label: "common.footer.signIn" },
];

const LINK_CLASSES =
  "text-brand-100 transition-colors hover:text-white hover:underline focus-visible:outline-accent-300";

function LinkList({ links }: { links: FooterLink[] }) {
  const { t } = useT(messages);
  return (
    <ul className="mt-4 space-y-2 text-sm">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={LINK_CLASSES}>
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const { t } = useT(messages);
  const labels = useLabels();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.2fr_2fr_1fr_1fr]">
        <div>
          <BrandLogo tone="dark" className="w-fit focus-visible:outline-accent-300" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-brand-200">{t("common.footer.about")}</p>
        </div>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className="font-semibold text-white">
            {t("common.footer.categories")}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {CATEGORIES.map((category) => (
              <li key={category}>
                <Link to={categoryPath(category)} className={LINK_CLASSES}>
                  {labels.category(category)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="font-semibold text-white">
            {t("common.footer.company")}
          </h2>
          <LinkList links={COMPANY_LINKS} />
        </nav>
        <nav aria-labelledby="footer-join">
          <h2 id="footer-join" className="font-semibold text-white">
            {t("common.footer.join")}
          </h2>
          <LinkList links={JOIN_LINKS} />
        </nav>
      </div>
      <div className="border-t border-brand-800">
        {/* The server's year and the visitor's differ only around midnight on New Year's Eve. */}
        <p
          suppressHydrationWarning
          className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-brand-300 sm:px-6"
        >
          {t("common.footer.copyright", { year: String(new Date().getFullYear()) })}
        </p>
      </div>
    </footer>
  );
}
