import type { LoginInput } from "@marketplace/shared/auth-contracts";
import { useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "@/lib/notify.ts";
import { fetchMyStores, loginSeller, useDemoAccounts } from "../api/auth-api.ts";
import { serverMessage, toastConnectionError } from "../auth-errors.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { LoginForm } from "../components/login-form.tsx";
import { returnPath } from "../return-path.ts";
import { useSession } from "../session/session-provider.tsx";

export default function SellerLoginPage() {
  const { signInSeller } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const demo = useDemoAccounts();

  async function submit(credentials: LoginInput) {
    setBusy(true);
    try {
      const answer = await loginSeller(credentials);
      const { stores } = await fetchMyStores(answer.token);
      signInSeller(answer.token, answer.seller, stores);
      toast.success("Login Successful!", { description: `Welcome back, ${answer.seller.name}!` });
      const first = stores[0];
      // A seller sent here from one of her pages (store orders, add product) goes back to it.
      const target = returnPath(
        (location.state as { from?: unknown } | null)?.from,
        params.get("from"),
        "/dashboard",
      );
      if (first) {
        navigate(target, { replace: true, state: { storeId: first._id } });
      } else {
        navigate("/seller/createStore", {
          replace: true,
          state: { seller: answer.seller, token: answer.token },
        });
      }
    } catch (error) {
      if (!toastConnectionError(error)) {
        const message = serverMessage(error);
        toast.error("Login Failed", {
          description: message?.includes("Invalid credentials")
            ? "Invalid email or password. Please try again."
            : (message ?? "An error occurred during login."),
        });
      }
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Seller Login"
      subtitle="Run your store: products, orders and your dashboard."
      footer={
        <>
          <p>
            New seller?{" "}
            <Link to="/seller/signup" className="font-semibold text-brand-700 hover:underline">
              Open your store
            </Link>
          </p>
          <p>
            Shopping instead?{" "}
            <Link to="/customer/login" className="font-semibold text-brand-700 hover:underline">
              Customer login
            </Link>
          </p>
        </>
      }
    >
      <LoginForm account="seller" demo={demo?.seller ?? null} busy={busy} onSubmit={submit} />
    </AuthCard>
  );
}
