import type { LoginInput } from "@marketplace/shared/auth-contracts";
import { useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import messages from "@/i18n/catalogs/en/auth.json";
import { useT } from "@/i18n/use-t.ts";
import { serverMessage, toastConnectionError } from "@/lib/error-messages.ts";
import { toast } from "@/lib/notify.ts";
import { returnPath, withReturnPath } from "@/lib/session/return-path.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { fetchHelpedStores, fetchMyStores, loginSeller, useDemoAccounts } from "../api/auth-api.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { LoginForm } from "../components/login-form.tsx";

export default function SellerLoginPage() {
  const { signInSeller } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const demo = useDemoAccounts();
  const { t } = useT(messages);

  async function submit(credentials: LoginInput) {
    setBusy(true);
    try {
      const answer = await loginSeller(credentials);
      const [{ stores }, helped] = await Promise.all([
        fetchMyStores(answer.token),
        fetchHelpedStores(answer.token),
      ]);
      signInSeller(answer.token, answer.seller, stores);
      toast.success(t("auth.login.success"), {
        description: t("auth.login.welcomeBack", { name: answer.seller.name }),
      });
      const first = stores[0];
      // A seller sent here from one of her pages (store orders, add product, a helper's invitation)
      // goes back to it. One with no store of her own opens one, unless she helps others' stores.
      const from = returnPath((location.state as { from?: unknown } | null)?.from, params.get("from"), "");
      const target = from || "/dashboard";
      if (first || from || helped.stores.length > 0) {
        navigate(target, { replace: true, state: first ? { storeId: first._id } : undefined });
      } else {
        navigate("/seller/createStore", {
          replace: true,
          state: { seller: answer.seller, token: answer.token },
        });
      }
    } catch (error) {
      if (!toastConnectionError(error, t)) {
        const message = serverMessage(error);
        toast.error(t("auth.login.failed"), {
          description: message?.includes("Invalid credentials")
            ? t("auth.login.invalidEmailOrPassword")
            : (message ?? t("auth.login.error")),
        });
      }
      setBusy(false);
      // The toast is the spec's; the form also keeps the answer under it, where she is looking.
      throw error;
    }
  }

  return (
    <AuthCard
      title={t("auth.sellerLogin.title")}
      subtitle={t("auth.sellerLogin.subtitle")}
      footer={
        <>
          <p>
            {t("auth.sellerLogin.newSeller")}{" "}
            <Link
              to={withReturnPath("/seller/signup", returnPath(null, params.get("from"), "/"))}
              className="font-semibold text-brand-700 hover:underline"
            >
              {t("auth.sellerLogin.openStore")}
            </Link>
          </p>
          <p>
            {t("auth.sellerLogin.shoppingInstead")}{" "}
            <Link to="/customer/login" className="font-semibold text-brand-700 hover:underline">
              {t("auth.links.customerLogin")}
            </Link>
          </p>
        </>
      }
    >
      <LoginForm account="seller" demo={demo?.seller ?? null} busy={busy} onSubmit={submit} />
    </AuthCard>
  );
}
