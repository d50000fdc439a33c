import type { LoginInput } from "@marketplace/shared/auth-contracts";
import { useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import messages from "@/i18n/catalogs/en/auth.json";
import { useT } from "@/i18n/use-t.ts";
import { serverMessage, toastConnectionError } from "@/lib/error-messages.ts";
import { toast } from "@/lib/notify.ts";
import { returnPath, withReturnPath } from "@/lib/session/return-path.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { loginCustomer, useDemoAccounts } from "../api/auth-api.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { LoginForm } from "../components/login-form.tsx";

export default function CustomerLoginPage() {
  const { signInCustomer } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const demo = useDemoAccounts();
  const { t } = useT(messages);
  const target = returnPath((location.state as { from?: unknown } | null)?.from, params.get("from"));

  async function submit(credentials: LoginInput) {
    setBusy(true);
    try {
      const answer = await loginCustomer(credentials);
      signInCustomer(answer.token, answer.user);
      toast.success(t("auth.login.success"), {
        description: t("auth.login.welcomeBack", { name: answer.user.name }),
      });
      // A full page load, as the first client did, so every screen starts from the new session; the
      // short pause lets the welcome toast be read.
      setTimeout(() => window.location.assign(target), 600);
    } catch (error) {
      if (!toastConnectionError(error, t)) {
        toast.error(t("auth.login.failed"), {
          description: serverMessage(error) ?? t("auth.login.invalidCredentials"),
        });
      }
      setBusy(false);
      // The toast is the spec's; the form also keeps the answer under it, where she is looking.
      throw error;
    }
  }

  return (
    <AuthCard
      title={t("auth.customerLogin.title")}
      subtitle={t("auth.customerLogin.subtitle")}
      footer={
        <>
          <p>
            {t("auth.customerLogin.newHere")}{" "}
            <Link
              to={withReturnPath("/customer/signup", target)}
              className="font-semibold text-brand-700 hover:underline"
            >
              {t("auth.customerLogin.createAccount")}
            </Link>
          </p>
          <p>
            {t("auth.customerLogin.sellingHere")}{" "}
            <Link to="/seller/login" className="font-semibold text-brand-700 hover:underline">
              {t("auth.links.sellerLogin")}
            </Link>
          </p>
          <p>
            <Link to="/" className="hover:underline">
              {t("auth.customerLogin.backHome")}
            </Link>
          </p>
        </>
      }
    >
      <LoginForm account="customer" demo={demo?.customer ?? null} busy={busy} onSubmit={submit} />
    </AuthCard>
  );
}
