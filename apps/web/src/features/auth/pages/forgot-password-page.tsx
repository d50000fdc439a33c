import { emailField } from "@marketplace/shared/auth-contracts";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { requestPasswordReset } from "../api/auth-api.ts";
import { errorMessageOf } from "../auth-errors.ts";
import { AuthCard } from "../components/auth-card.tsx";

export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const [role, setRole] = useState<"customer" | "seller">(
    params.get("role") === "seller" ? "seller" : "customer",
  );
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailField.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      setSent((await requestPasswordReset({ email: parsed.data, role })).message);
    } catch (err) {
      setError(errorMessageOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="We will e-mail you a link to choose a new password. It works once, within one hour."
      footer={
        <Link
          to={role === "seller" ? "/seller/login" : "/customer/login"}
          className="font-semibold text-brand-700 hover:underline"
        >
          Back to sign in
        </Link>
      }
    >
      {sent ? (
        <p role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-800">
          {sent}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <fieldset className="flex gap-4 text-sm">
            <legend className="mb-2 font-medium text-stone-800">My account is a</legend>
            {(["customer", "seller"] as const).map((r) => (
              <label key={r} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="role"
                  checked={role === r}
                  onChange={() => setRole(r)}
                  className="accent-brand-700"
                />
                {r === "customer" ? "Customer account" : "Seller account"}
              </label>
            ))}
          </fieldset>
          <FormField label="Email" error={error} required>
            {(c) => (
              <Input
                {...c}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setError(undefined);
                }}
              />
            )}
          </FormField>
          <Button type="submit" className="w-full" loading={busy}>
            Send Reset Link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
