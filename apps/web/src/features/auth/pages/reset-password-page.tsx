import { PASSWORD_MIN } from "@marketplace/shared/auth-contracts";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { resetPassword } from "../api/auth-api.ts";
import { errorMessageOf } from "../auth-errors.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { PasswordInput } from "../components/password-input.tsx";

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [form, setForm] = useState({ password: "", confirm: "" });
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<{ message: string; role: "customer" | "seller" }>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.password !== form.confirm) return setError("Passwords don't match");
    if (form.password.length < PASSWORD_MIN) return setError("Password must be at least 6 characters long.");
    setBusy(true);
    try {
      const answer = await resetPassword({ token, password: form.password });
      setDone({ message: answer.message, role: answer.role });
    } catch (err) {
      setError(errorMessageOf(err));
    } finally {
      setBusy(false);
    }
  }

  if (!token) {
    return (
      <AuthCard title="Set a New Password">
        <p className="text-stone-600">
          This link is incomplete. Please open the link from the e-mail again, or ask for a new one.
        </p>
        <Link to="/forgot-password" className={buttonClasses("primary", "md", "mt-6")}>
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Set a New Password">
      {done ? (
        <div className="space-y-4">
          <p role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-800">
            {done.message}
          </p>
          <Link
            to={done.role === "seller" ? "/seller/login" : "/customer/login"}
            className={buttonClasses("primary")}
          >
            Sign in
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label="New password" hint="At least 6 characters." required>
            {(c) => (
              <PasswordInput
                {...c}
                autoComplete="new-password"
                value={form.password}
                onChange={(e) => {
                  setForm((f) => ({ ...f, password: e.target.value }));
                  setError(undefined);
                }}
              />
            )}
          </FormField>
          <FormField label="Confirm new password" error={error} required>
            {(c) => (
              <PasswordInput
                {...c}
                autoComplete="new-password"
                value={form.confirm}
                onChange={(e) => {
                  setForm((f) => ({ ...f, confirm: e.target.value }));
                  setError(undefined);
                }}
              />
            )}
          </FormField>
          <Button type="submit" className="w-full" loading={busy}>
            Save New Password
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
