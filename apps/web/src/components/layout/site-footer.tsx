import { CATEGORIES } from "@marketplace/shared/categories";
import { Link } from "react-router";
import { categoryPath } from "@/lib/app-paths.ts";
import { BrandLogo } from "./brand-logo.tsx";

const COMPANY_LINKS = [
  { to: "/About", label: "Our Story" },
  { to: "/Contact", label: "Contact" },
  { to: "/TermsOfService", label: "Terms of Service" },
  { to: "/PrivacyPolicy", label: "Privacy Policy" },
];

const JOIN_LINKS = [
  { to: "/customer/signup", label: "Create an account" },
  { to: "/seller/signup", label: "Become a seller" },
  { to: "/login", label: "Sign in" },
];

const LINK_CLASSES =
  "text-brand-100 transition-colors hover:text-white hover:underline focus-visible:outline-accent-300";

function LinkList({ links }: { links: Array<{ to: string; label: string }> }) {
  return (
    <ul className="mt-4 space-y-2 text-sm">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={LINK_CLASSES}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.2fr_2fr_1fr_1fr]">
        <div>
          <BrandLogo tone="dark" className="w-fit focus-visible:outline-accent-300" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-brand-200">
            A marketplace where women entrepreneurs across Pakistan sell handmade, traditional and locally
            crafted goods.
          </p>
        </div>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className="font-semibold text-white">
            Shop by category
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {CATEGORIES.map((category) => (
              <li key={category}>
                <Link to={categoryPath(category)} className={LINK_CLASSES}>
                  {category}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="font-semibold text-white">
            Company
          </h2>
          <LinkList links={COMPANY_LINKS} />
        </nav>
        <nav aria-labelledby="footer-join">
          <h2 id="footer-join" className="font-semibold text-white">
            Join us
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
          © {new Date().getFullYear()} Hunarmand. Made with care for the women artisans of Pakistan.
        </p>
      </div>
    </footer>
  );
}
