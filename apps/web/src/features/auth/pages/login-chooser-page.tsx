import { ShoppingBag, Store } from "lucide-react";
import { Link } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import messages from "@/i18n/catalogs/en/auth.json";
import { useT } from "@/i18n/use-t.ts";

const CHOICES = [
  {
    to: "/customer/login",
    icon: ShoppingBag,
    title: "auth.chooser.shoppingTitle",
    text: "auth.chooser.shoppingText",
  },
  {
    to: "/seller/login",
    icon: Store,
    title: "auth.chooser.sellerTitle",
    text: "auth.chooser.sellerText",
  },
] as const;

/** /login is linked from several pages; it offers both sign-in screens. */
export default function LoginChooserPage() {
  const { t } = useT(messages);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <PageHead title={t("auth.chooser.pageTitle")} noindex />
      <h1 className="text-center font-display text-3xl font-bold text-brand-800">
        {t("auth.chooser.heading")}
      </h1>
      <p className="mt-3 text-center text-stone-600">{t("auth.chooser.intro")}</p>
      <div className="mt-10 grid gap-4 sm:grid-cols-2">
        {CHOICES.map(({ to, icon: Icon, title, text }) => (
          <Link
            key={to}
            to={to}
            className="group rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:ring-brand-300"
          >
            <Icon className="h-8 w-8 text-brand-700" aria-hidden="true" />
            <h2 className="mt-4 text-lg font-semibold group-hover:text-brand-700">{t(title)}</h2>
            <p className="mt-1 text-sm text-stone-600">{t(text)}</p>
          </Link>
        ))}
      </div>
    </section>
  );
}
