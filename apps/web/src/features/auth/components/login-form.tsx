import { LoginInput } from "@marketplace/shared/auth-contracts";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { useEmailTypoHint } from "@/components/ui/email-typo-hint.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/auth.json";
import { useT } from "@/i18n/use-t.ts";
import { useZodForm } from "@/lib/forms.ts";
import { PasswordInput } from "./password-input.tsx";

export type LoginCredentials = { email: string; password: string };

interface LoginFormProps {
  account: "customer" | "seller";
  /** What "Use demo credentials" fills in: the seeded account of this role; no button without it. */
  demo: LoginCredentials | null;
  busy: boolean;
  /** Called with checked values; the page signs in and says how it went. */
  onSubmit(values: LoginInput): void;
}

/**
 * The sign-in form both roles share (spec sections 2 and 5): inline errors under each field, gone
 * as soon as that field is right, demo credentials (when the server has demo data), the reset link
 * and "Signing in...".
 */
export function LoginForm({ account, demo, busy, onSubmit }: LoginFormProps) {
  const {
    register,
    reset,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useZodForm(LoginInput, { defaultValues: { email: "", password: "" } });
  const emailHint = useEmailTypoHint(watch("email"), (email) =>
    setValue("email", email, { shouldValidate: true }),
  );

  const { t } = useT(messages);
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <FormField label={t("auth.fields.email")} error={errors.email?.message} hint={emailHint} required>
        {(control) => <Input {...control} type="email" autoComplete="email" {...register("email")} />}
      </FormField>
      <FormField label={t("auth.fields.password")} error={errors.password?.message} required>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...register("password")} />
        )}
      </FormField>
      <div className="flex items-center justify-between gap-3 text-sm">
        {demo && (
          <button
            type="button"
            className="font-semibold text-brand-700 hover:underline"
            onClick={() => reset(demo)}
          >
            {t("auth.login.useDemo")}
          </button>
        )}
        <Link to={`/forgot-password?role=${account}`} className="ms-auto text-stone-600 hover:underline">
          {t("auth.login.forgotPassword")}
        </Link>
      </div>
      <Button type="submit" className="w-full" loading={busy}>
        {busy ? t("auth.login.signingIn") : t("auth.login.submit")}
      </Button>
    </form>
  );
}
