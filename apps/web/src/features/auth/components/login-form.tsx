import { LoginInput } from "@marketplace/shared/auth-contracts";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { useEmailTypoHint } from "@/components/ui/email-typo-hint.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/auth.json";
import { useT } from "@/i18n/use-t.ts";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { PasswordInput } from "./password-input.tsx";

export type LoginCredentials = { email: string; password: string };

interface LoginFormProps {
  account: "customer" | "seller";
  /** What "Use demo credentials" fills in: the seeded account of this role; no button without it. */
  demo: LoginCredentials | null;
  busy: boolean;
  /**
   * Called with checked values; the page signs in and welcomes her. What it throws (a wrong
   * password, too many tries, no connection) is shown under the form, where she is looking.
   */
  onSubmit(values: LoginInput): Promise<void>;
}

/**
 * The sign-in form both roles share (spec sections 2 and 5): inline errors under each field, gone
 * as soon as that field is right, a refused sign-in under the form, demo credentials (when the
 * server has demo data), the reset link and "Signing in...".
 */
export function LoginForm({ account, demo, busy, onSubmit }: LoginFormProps) {
  const form = useZodForm(LoginInput, { defaultValues: { email: "", password: "" } });
  const {
    register,
    reset,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  const emailHint = useEmailTypoHint(watch("email"), (email) =>
    setValue("email", email, { shouldValidate: true }),
  );

  const { t } = useT(messages);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label={t("auth.fields.email")} error={errors.email?.message} hint={emailHint} required>
        {(control) => <Input {...control} type="email" autoComplete="email" {...register("email")} />}
      </FormField>
      <FormField label={t("auth.fields.password")} error={errors.password?.message} required>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...register("password")} />
        )}
      </FormField>
      <FormAlert message={errors.root?.server?.message} />
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
