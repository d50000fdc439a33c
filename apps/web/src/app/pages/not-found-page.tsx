import { Link } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";

export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:py-28">
      <PageHead title="Page not found" noindex />
      <p aria-hidden="true" className="font-display text-8xl font-bold text-brand-700 sm:text-9xl">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-stone-900">Page not found</h1>
      <p className="mt-3 text-stone-600">
        We looked in every basket and behind every loom, but this page isn't here. It may have moved, or the
        link may have a typo.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses("primary")}>
          Home
        </Link>
        <Link to="/AllProduct" className={buttonClasses("secondary")}>
          All Products
        </Link>
      </div>
    </section>
  );
}
