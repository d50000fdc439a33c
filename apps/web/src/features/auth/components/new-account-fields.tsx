import { useId } from "react";
import { Link } from "react-router";
import { FormField } from "@/components/ui/form-field.tsx";
import { PasswordInput } from "./password-input.tsx";

interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  errors: { password?: string; confirm?: string };
  onEdit(field: "password" | "confirm", value: string): void;
}

/** Password and its confirmation, each with a show/hide toggle: both signups (spec section 2). */
export function NewPasswordFields({ password, confirm, errors, onEdit }: NewPasswordFieldsProps) {
  return (
    <>
      <FormField label="Password" error={errors.password} hint="At least 6 characters." required>
        {(c) => (
          <PasswordInput
            {...c}
            autoComplete="new-password"
            value={password}
            onChange={(e) => onEdit("password", e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Confirm password" error={errors.confirm} required>
        {(c) => (
          <PasswordInput
            {...c}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => onEdit("confirm", e.target.value)}
          />
        )}
      </FormField>
    </>
  );
}

/** The terms checkbox both signups require, linking to the terms and the privacy policy. */
export function TermsAgreement({
  checked,
  error,
  onChange,
}: {
  checked: boolean;
  error?: string;
  onChange(checked: boolean): void;
}) {
  const errorId = useId();
  return (
    <div className="space-y-1.5">
      <label className="flex items-start gap-3 text-sm text-stone-700">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 rounded accent-brand-700"
        />
        <span>
          I agree to the{" "}
          <Link to="/TermsOfService" className="font-semibold text-brand-700 underline">
            Terms of Service
          </Link>{" "}
          and the{" "}
          <Link to="/PrivacyPolicy" className="font-semibold text-brand-700 underline">
            Privacy Policy
          </Link>
          .
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
