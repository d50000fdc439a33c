import { LoginInput } from "@marketplace/shared/auth-contracts";
import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { fetchMyStores, loginSeller } from "../api/auth-api.ts";
import { serverMessage, toastConnectionError } from "../auth-errors.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { PasswordInput } from "../components/password-input.tsx";
import { returnPath } from "../return-path.ts";
import { useSession } from "../session/session-provider.tsx";

export const DEMO_SELLER = { email: "seller@demo.pk", password: "demo12345" };
type Field = "email" | "password";

export default function SellerLoginPage() {
  const { signInSeller } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [form, setForm] = useState({ email: "", password: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  // An inline error disappears as soon as its field is edited.
  const edit = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = LoginInput.safeParse(form);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      const answer = await loginSeller(parsed.data);
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
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label="Email" error={errors.email} required>
          {(c) => (
            <Input
              {...c}
              type="email"
              autoComplete="email"
              value={form.email}
              onChange={(e) => edit("email", e.target.value)}
            />
          )}
        </FormField>
        <FormField label="Password" error={errors.password} required>
          {(c) => (
            <PasswordInput
              {...c}
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
              setForm(DEMO_SELLER);
              setErrors({});
            }}
          >
            Use demo credentials
          </button>
          <Link to="/forgot-password?role=seller" className="text-stone-600 hover:underline">
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
