import { ResetPasswordInput } from "@marketplace/shared/auth-contracts";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
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
          <FormField
            label="New password"
            hint="At least 6 characters."
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
          <FormField label="Confirm new password" error={errors.confirm?.message} required>
            {(c) => <PasswordInput {...c} autoComplete="new-password" {...register("confirm")} />}
          </FormField>
          <Button type="submit" className="w-full" loading={isSubmitting}>
            Save New Password
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
