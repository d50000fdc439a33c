import { ACCOUNT_ROLES, ForgotPasswordInput } from "@marketplace/shared/auth-contracts";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { useEmailTypoHint } from "@/components/ui/email-typo-hint.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/auth.json";
import { useT } from "@/i18n/use-t.ts";
import { applyServerErrors, useZodForm } from "@/lib/forms.ts";
import { requestPasswordReset } from "../api/auth-api.ts";
import { AuthCard } from "../components/auth-card.tsx";

export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const { t } = useT(messages);
  const form = useZodForm(ForgotPasswordInput, {
    defaultValues: { email: "", role: params.get("role") === "seller" ? "seller" : "customer" },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const emailHint = useEmailTypoHint(form.watch("email"), (email) =>
    form.setValue("email", email, { shouldValidate: true }),
  );
  const role = form.watch("role");
  const [sent, setSent] = useState<string>();

  const submit = form.handleSubmit(async (request) => {
    try {
      setSent((await requestPasswordReset(request)).message);
    } catch (error) {
      // A one-field form: what went wrong shows under the e-mail, gone once she edits it.
      applyServerErrors(form, error, { messageField: "email" });
    }
  });

  return (
    <AuthCard
      title={t("auth.forgot.title")}
      subtitle={t("auth.forgot.subtitle")}
      footer={
        <Link
          to={role === "seller" ? "/seller/login" : "/customer/login"}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t("auth.forgot.backToSignIn")}
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
            <legend className="mb-2 font-medium text-stone-800">{t("auth.forgot.accountKind")}</legend>
            {ACCOUNT_ROLES.map((r) => (
              <label key={r} className="flex items-center gap-2">
                <input type="radio" value={r} {...register("role")} className="accent-brand-700" />
                {r === "customer" ? t("auth.forgot.customerAccount") : t("auth.forgot.sellerAccount")}
              </label>
            ))}
          </fieldset>
          <FormField label={t("auth.fields.email")} error={errors.email?.message} hint={emailHint} required>
            {(c) => <Input {...c} type="email" autoComplete="email" {...register("email")} />}
          </FormField>
          <Button type="submit" className="w-full" loading={isSubmitting}>
            {t("auth.forgot.submit")}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
