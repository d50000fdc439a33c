import { LoginInput } from "@marketplace/shared/auth-contracts";
import { type FormEvent, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { loginCustomer } from "../api/auth-api.ts";
import { serverMessage, toastConnectionError } from "../auth-errors.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { PasswordInput } from "../components/password-input.tsx";
import { returnPath } from "../return-path.ts";
import { useSession } from "../session/session-provider.tsx";

export const DEMO_CUSTOMER = { email: "customer@demo.pk", password: "demo12345" };

export default function CustomerLoginPage() {
  const { signInCustomer } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const [form, setForm] = useState({ email: "", password: "" });
  const [errors, setErrors] = useState<Partial<Record<"email" | "password", string>>>({});
  const [busy, setBusy] = useState(false);

  const edit = (field: "email" | "password", value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = LoginInput.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setBusy(true);
    try {
      const answer = await loginCustomer(parsed.data);
      signInCustomer(answer.token, answer.user);
      toast.success("Login Successful!", { description: `Welcome back, ${answer.user.name}!` });
      // A full page load, as the first client did, so every screen starts from the new session; the
      // short pause lets the welcome toast be read.
      const target = returnPath((location.state as { from?: unknown } | null)?.from, params.get("from"));
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
            <Link to="/customer/signup" className="font-semibold text-brand-700 hover:underline">
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
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label="Email" error={errors.email} required>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              value={form.email}
              onChange={(e) => edit("email", e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Password" error={errors.password} required>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              value={form.password}
              onChange={(e) => edit("password", e.target.value)}
            />
          )}
        </FormField>
        <div className="flex items-center justify-between text-sm">
          <button
            type="button"
            className="font-semibold text-brand-700 hover:underline"
            onClick={() => {
              setForm(DEMO_CUSTOMER);
              setErrors({});
            }}
          >
            Use demo credentials
          </button>
          <Link to="/forgot-password?role=customer" className="text-stone-600 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" loading={busy}>
          {busy ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </AuthCard>
  );
}
