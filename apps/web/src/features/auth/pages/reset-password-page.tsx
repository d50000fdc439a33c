import { ResetPasswordInput } from "@marketplace/shared/auth-contracts";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import messages from "@/i18n/catalogs/en/auth.json";
import { useT } from "@/i18n/use-t.ts";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { resetPassword } from "../api/auth-api.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { PasswordInput } from "../components/password-input.tsx";
import { confirmPasswordField, passwordsMatch } from "../new-account-form.ts";

/** The new password (the shared rule) and its confirmation, as signup checks them. */
const NewPasswordForm = ResetPasswordInput.pick({ password: true })
  .extend({ confirm: confirmPasswordField })
  .superRefine(passwordsMatch, { when: () => true });

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const { t } = useT(messages);
  const token = params.get("token") ?? "";
  const form = useZodForm(NewPasswordForm, { defaultValues: { password: "", confirm: "" } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const [done, setDone] = useState<{ message: string; role: "customer" | "seller" }>();

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      const answer = await resetPassword({ token, password });
      setDone({ message: answer.message, role: answer.role });
    } catch (error) {
      // An expired or used link: said under the confirmation, beside the button.
      applyServerErrors(form, error, { messageField: "confirm" });
    }
  });

  if (!token) {
    return (
      <AuthCard title={t("auth.reset.title")}>
        <p className="text-stone-600">{t("auth.reset.incomplete")}</p>
        <Link to="/forgot-password" className={buttonClasses("primary", "md", "mt-6")}>
          {t("auth.reset.askNew")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("auth.reset.title")}>
      {done ? (
        <div className="space-y-4">
          <p role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-800">
            {done.message}
          </p>
          <Link
            to={done.role === "seller" ? "/seller/login" : "/customer/login"}
            className={buttonClasses("primary")}
          >
            {t("auth.links.signIn")}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField
            label={t("auth.reset.newPassword")}
            hint={t("auth.fields.passwordHint")}
            error={errors.password?.message}
            required
          >
            {(c) => (
              <PasswordInput
                {...c}
                autoComplete="new-password"
                {...register("password", { deps: ["confirm"] })}
              />
            )}
          </FormField>
          <FormField label={t("auth.reset.confirmNew")} error={errors.confirm?.message} required>
            {(c) => <PasswordInput {...c} autoComplete="new-password" {...register("confirm")} />}
          </FormField>
          <Button type="submit" className="w-full" loading={isSubmitting}>
            {t("auth.reset.submit")}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
