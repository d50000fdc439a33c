import type { LoginInput } from "@marketplace/shared/auth-contracts";
import { useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { toast } from "@/lib/notify.ts";
import { loginCustomer, useDemoAccounts } from "../api/auth-api.ts";
import { serverMessage, toastConnectionError } from "../auth-errors.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { LoginForm } from "../components/login-form.tsx";
import { returnPath, withReturnPath } from "../return-path.ts";
import { useSession } from "../session/session-provider.tsx";

export default function CustomerLoginPage() {
  const { signInCustomer } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const demo = useDemoAccounts();
  const target = returnPath((location.state as { from?: unknown } | null)?.from, params.get("from"));

  async function submit(credentials: LoginInput) {
    setBusy(true);
    try {
      const answer = await loginCustomer(credentials);
      signInCustomer(answer.token, answer.user);
      toast.success("Login Successful!", { description: `Welcome back, ${answer.user.name}!` });
      // A full page load, as the first client did, so every screen starts from the new session; the
      // short pause lets the welcome toast be read.
      setTimeout(() => window.location.assign(target), 600);
    } catch (error) {
      if (!toastConnectionError(error)) {
        toast.error("Login Failed", { description: serverMessage(error) ?? "Invalid credentials" });
      }
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Customer Login"
      subtitle="Sign in to check out and follow your orders."
      footer={
        <>
          <p>
            New here?{" "}
            <Link
              to={withReturnPath("/customer/signup", target)}
              className="font-semibold text-brand-700 hover:underline"
            >
              Create an account
            </Link>
          </p>
          <p>
            Selling on Hunarmand?{" "}
            <Link to="/seller/login" className="font-semibold text-brand-700 hover:underline">
              Seller login
            </Link>
          </p>
          <p>
            <Link to="/" className="hover:underline">
              Back to home
            </Link>
          </p>
        </>
      }
    >
      <LoginForm account="customer" demo={demo?.customer ?? null} busy={busy} onSubmit={submit} />
    </AuthCard>
  );
}
