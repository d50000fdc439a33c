import { Link } from "react-router";
import messages from "@/i18n/catalogs/en/account-close.json";
import { useT } from "@/i18n/use-t.ts";
import { AuthCard } from "../components/auth-card.tsx";

/** Where "Close my account" lands once the server has closed it and this device has signed out. */
export default function AccountClosedPage() {
  const { t } = useT(messages);
  return (
    <AuthCard
      title={t("account-close.closed.title")}
      footer={
        <Link to="/" className="font-semibold text-brand-700 hover:underline">
          {t("account-close.closed.home")}
        </Link>
      }
    >
      <div role="status" className="space-y-3 text-stone-700">
        <p>{t("account-close.closed.erased")}</p>
        <p>{t("account-close.closed.again")}</p>
      </div>
    </AuthCard>
  );
}
