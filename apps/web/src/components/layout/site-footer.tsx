import { CATEGORIES } from "@marketplace/shared/categories";
import { Link } from "react-router";

const COMPANY_LINKS = [
  { to: "/About", label: "Our Story" },
  { to: "/Contact", label: "Contact" },
  { to: "/TermsOfService", label: "Terms of Service" },
  { to: "/PrivacyPolicy", label: "Privacy Policy" },
];

export function categoryPath(category: string): string {
  return `/products/category/${encodeURIComponent(category)}`;
}

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-2xl font-bold text-white">Hunarmand</p>
          <p className="mt-3 text-sm leading-relaxed text-brand-200">
            A marketplace where women entrepreneurs across Pakistan sell handmade, traditional and locally
            crafted goods.
          </p>
        </div>
        <div>
          <h2 className="font-semibold text-white">Shop by category</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-1">
            {CATEGORIES.map((category) => (
              <li key={category}>
                <Link to={categoryPath(category)} className="hover:text-white hover:underline">
                  {category}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">Company</h2>
          <ul className="mt-3 space-y-1.5 text-sm">
            {COMPANY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">Join us</h2>
          <ul className="mt-3 space-y-1.5 text-sm">
            <li>
              <Link to="/customer/signup" className="hover:text-white hover:underline">
                Create a customer account
              </Link>
            </li>
            <li>
              <Link to="/seller/signup" className="hover:text-white hover:underline">
                Become a seller
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-brand-800 py-5 text-center text-xs text-brand-300">
        © {new Date().getFullYear()} Hunarmand. Made with care for the artisans of Pakistan.
      </p>
    </footer>
  );
}
