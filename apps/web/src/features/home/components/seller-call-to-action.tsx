import { ArrowRight, Store } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import messages from "@/i18n/catalogs/en/home.json";
import { useT } from "@/i18n/use-t.ts";
import { SlidePatternLayer } from "./slide-art.tsx";

/** Spec section 2: 'Begin Your Journey as a Seller' with a join button to the seller signup. */
export function SellerCallToAction() {
  const { t } = useT(messages);
  return (
    <section
      aria-labelledby="home-sell"
      className="render-when-visible mx-auto max-w-7xl px-4 py-12 [--rendered-height:24rem] sm:px-6 sm:py-16"
    >
      <div className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-brand-800 to-brand-950 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
        <SlidePatternLayer pattern="stars" />
        <div className="relative mx-auto max-w-2xl">
          <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-accent-400 text-stone-900">
            <Store className="h-7 w-7" aria-hidden="true" />
          </span>
          <h2 id="home-sell" className="mt-5 font-display text-3xl font-bold sm:text-4xl">
            {t("home.sell.title")}
          </h2>
          <p className="mt-4 text-brand-100 sm:text-lg">{t("home.sell.text")}</p>
          <Link to="/seller/signup" className={buttonClasses("accent", "lg", "mt-8")}>
            {t("home.sell.cta")}
            <ArrowRight className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
