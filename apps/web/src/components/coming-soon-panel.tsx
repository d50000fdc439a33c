import { Link } from "react-router";
import { usePageTitle } from "@/lib/use-page-title.ts";
import { buttonClasses } from "./ui/button.tsx";

/** Stands in, inside the real layout, for a screen that the next release brings. */
export function ComingSoonPanel({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-bold text-brand-800">{title}</h1>
      <p className="mt-4 text-stone-600">This screen is coming in the next release.</p>
      <Link to="/" className={buttonClasses("secondary", "md", "mt-8")}>
        Back to Home
      </Link>
    </section>
  );
}
