import { type ReactNode, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/auth.json";
import { useT } from "@/i18n/use-t.ts";
import { withLinks } from "@/i18n/with-links.tsx";
import { PasswordInput } from "./password-input.tsx";

interface NameAndEmailFieldsProps {
  /** The form's `register("name")` and `register("email")`. */
  name: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  errors: { name?: { message?: string }; email?: { message?: string } };
  /** The "did you mean …?" under the e-mail (useEmailTypoHint). */
  emailHint?: ReactNode;
}

/** Her full name and e-mail, the first fields of both signups. */
export function NameAndEmailFields({ name, email, errors, emailHint }: NameAndEmailFieldsProps) {
  const { t } = useT(messages);
  return (
    <>
      <FormField label={t("auth.fields.fullName")} error={errors.name?.message} required>
        {(c) => <Input {...c} autoComplete="name" {...name} />}
      </FormField>
      <FormField label={t("auth.fields.email")} error={errors.email?.message} hint={emailHint} required>
        {(c) => <Input {...c} type="email" autoComplete="email" {...email} />}
      </FormField>
    </>
  );
}

interface NewPasswordFieldsProps {
  /** The form's `register("password", ...)` and `register("confirm")`. */
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: { message?: string }; confirm?: { message?: string } };
}

/** Password and its confirmation, each with a show/hide toggle: both signups (spec section 2). */
export function NewPasswordFields({ password, confirm, errors }: NewPasswordFieldsProps) {
  const { t } = useT(messages);
  return (
    <>
      <FormField
        label={t("auth.fields.password")}
        error={errors.password?.message}
        hint={t("auth.fields.passwordHint")}
        required
      >
        {(c) => <PasswordInput {...c} autoComplete="new-password" {...password} />}
      </FormField>
      <FormField label={t("auth.fields.confirmPassword")} error={errors.confirm?.message} required>
        {(c) => <PasswordInput {...c} autoComplete="new-password" {...confirm} />}
      </FormField>
    </>
  );
}

/** The terms checkbox both signups require, linking to the terms and the privacy policy. */
export function TermsAgreement({ checkbox, error }: { checkbox: UseFormRegisterReturn; error?: string }) {
  const errorId = useId();
  const { t } = useT(messages);
  return (
    <div className="space-y-1.5">
      <label className="flex items-start gap-3 text-sm text-stone-700">
        <input
          type="checkbox"
          {...checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 rounded accent-brand-700"
        />
        <span>
          {withLinks((values) => t("auth.signup.agreement", values), {
            terms: (
              <Link to="/TermsOfService" className="font-semibold text-brand-700 underline">
                {t("auth.signup.termsLink")}
              </Link>
            ),
            privacy: (
              <Link to="/PrivacyPolicy" className="font-semibold text-brand-700 underline">
                {t("auth.signup.privacyLink")}
              </Link>
            ),
          })}
        </span>
      </label>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface NewAccountEndProps {
  /** The form's `register`: the end registers its password, confirmation and terms with it. */
  register: (
    name: "password" | "confirm" | "terms",
    options?: { deps: "confirm"[] },
  ) => UseFormRegisterReturn;
  errors: NewPasswordFieldsProps["errors"] & { terms?: { message?: string } };
  submitting: boolean;
  /** The button's words while the account is not being created yet. */
  submitLabel: string;
}

/** The end of both signups: the new password twice, the terms, and the button that creates the account. */
export function NewAccountEnd({ register, errors, submitting, submitLabel }: NewAccountEndProps) {
  const { t } = useT(messages);
  return (
    <>
      <NewPasswordFields
        password={register("password", { deps: ["confirm"] })}
        confirm={register("confirm")}
        errors={errors}
      />
      <TermsAgreement checkbox={register("terms")} error={errors.terms?.message} />
      <Button type="submit" className="w-full" loading={submitting}>
        {submitting ? t("auth.signup.creating") : submitLabel}
      </Button>
    </>
  );
}
