import { Link } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";

export default function NotFoundPage() {
  const { t } = useT(messages);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:py-28">
      <PageHead title={t("common.notFound.title")} noindex />
      <p aria-hidden="true" className="font-display text-8xl font-bold text-brand-700 sm:text-9xl">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-stone-900">{t("common.notFound.title")}</h1>
      <p className="mt-3 text-stone-600">{t("common.notFound.text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses("primary")}>
          {t("common.notFound.home")}
        </Link>
        <Link to="/AllProduct" className={buttonClasses("secondary")}>
          {t("common.notFound.allProducts")}
        </Link>
      </div>
    </section>
  );
}
