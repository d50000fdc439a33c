import { LogIn } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import messages from "@/i18n/catalogs/en/checkout.json";
import { useT } from "@/i18n/use-t.ts";

/** Checkout needs a customer; the login page brings them back here, cart and all. */
export function CheckoutLoginRequired() {
  const { t } = useT(messages);
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  return (
    <Card className="flex flex-col items-center gap-3 py-10 text-center">
      <span className="grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <LogIn className="h-7 w-7" aria-hidden="true" />
      </span>
      <div role="alert">
        <h2 className="text-xl font-semibold text-stone-900">{t("checkout.login.title")}</h2>
      </div>
      <p className="max-w-sm text-stone-600">{t("checkout.login.message")}</p>
      <Link
        to={`/customer/login?from=${encodeURIComponent(from)}`}
        state={{ from }}
        className={buttonClasses("primary")}
      >
        {t("checkout.login.button")}
      </Link>
      <p className="text-sm text-stone-600">
        {t("checkout.login.newHere")}{" "}
        <Link
          to={`/customer/signup?from=${encodeURIComponent(from)}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t("checkout.login.createAccount")}
        </Link>
      </p>
    </Card>
  );
}
