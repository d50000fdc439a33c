import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";

export default function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="font-display text-7xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Page not found</h1>
      <p className="mt-3 text-stone-600">
        We looked in every basket and behind every loom, but this page is not here.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses("primary")}>
          Go Home
        </Link>
        <Link to="/AllProduct" className={buttonClasses("secondary")}>
          Browse All Products
        </Link>
      </div>
    </section>
  );
}
