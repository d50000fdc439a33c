import { LoginInput } from "@marketplace/shared/auth-contracts";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { PasswordInput } from "./password-input.tsx";

type Field = "email" | "password";
export type LoginCredentials = Record<Field, string>;

interface LoginFormProps {
  account: "customer" | "seller";
  /** What "Use demo credentials" fills in: the seeded account of this role; no button without it. */
  demo: LoginCredentials | null;
  busy: boolean;
  /** Called with checked values; the page signs in and says how it went. */
  onSubmit(values: LoginInput): void;
}

/**
 * The sign-in form both roles share (spec sections 2 and 5): inline errors under each field,
 * cleared as soon as that field is edited, demo credentials (when the server has demo data), the
 * reset link and "Signing in...".
 */
export function LoginForm({ account, demo, busy, onSubmit }: LoginFormProps) {
  const [form, setForm] = useState<LoginCredentials>({ email: "", password: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const edit = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = LoginInput.safeParse(form);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    onSubmit(parsed.data);
  };

  return (
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
      <div className="flex items-center justify-between gap-3 text-sm">
        {demo && (
          <button
            type="button"
            className="font-semibold text-brand-700 hover:underline"
            onClick={() => {
              setForm(demo);
              setErrors({});
            }}
          >
            Use demo credentials
          </button>
        )}
        <Link to={`/forgot-password?role=${account}`} className="ms-auto text-stone-600 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" className="w-full" loading={busy}>
        {busy ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
