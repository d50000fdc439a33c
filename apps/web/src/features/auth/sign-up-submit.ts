import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { useEmailTypoHint } from "@/components/ui/email-typo-hint.tsx";
import { type AuthT, serverMessage, toastConnectionError } from "@/lib/error-messages.ts";
import { applyServerErrors } from "@/lib/forms.ts";
import { toast } from "@/lib/notify.ts";
import { firstProblemToast, type NewAccountErrors } from "./new-account-form.ts";

/**
 * The submit of both sign-up forms (customer and seller): `create` makes the account and goes on;
 * a form the rules refuse gets the spec's toast for its first problem, and a refused request gets
 * the server's messages under the fields plus one toast ("Connection Error" when it was that).
 */
export function signUpSubmit<Values extends FieldValues & { password: string; phone?: string }, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  t: AuthT,
  create: (values: Output) => Promise<void>,
) {
  return form.handleSubmit(
    async (values) => {
      try {
        await create(values);
      } catch (error) {
        applyServerErrors(form, error);
        if (!toastConnectionError(error, t)) {
          toast.error(t("auth.signup.failed"), {
            description: serverMessage(error) ?? t("auth.signup.error"),
          });
        }
      }
    },
    // The two forms' fields are all plain text or a checkbox, so each error is a message or none.
    (problems) => {
      const { title, description } = firstProblemToast(problems as NewAccountErrors, form.getValues(), t);
      toast.error(title, { description });
    },
  );
}

/**
 * What both sign-up forms render their fields with: `register`, the errors, whether it is being sent,
 * and the "did you mean …?" under the e-mail (choosing it fills the field).
 */
export function useSignUpFields<Values extends FieldValues & { email: string }, Output>(
  form: UseFormReturn<Values, unknown, Output>,
) {
  const email = "email" as Path<Values>;
  const emailHint = useEmailTypoHint(form.watch(email), (suggested) =>
    form.setValue(email, suggested as PathValue<Values, Path<Values>>, { shouldValidate: true }),
  );
  const { errors, isSubmitting } = form.formState;
  return { register: form.register, errors, isSubmitting, emailHint };
}
