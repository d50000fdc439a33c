import { CustomerSignupInput, SellerSignupInput } from "@marketplace/shared/auth-contracts";
import { z } from "zod";
import type { AuthT } from "@/lib/error-messages.ts";

export const CONFIRM_MISSING = "Please confirm your password.";
export const PASSWORDS_DIFFER = "Passwords don't match";
export const TERMS_MISSING = "Please agree to the terms and conditions.";

/** The confirmation of a new password: asked for, and equal to the password (checked on `confirm`). */
export const confirmPasswordField = z.string().min(1, CONFIRM_MISSING);
export function passwordsMatch(
  values: { password: string; confirm: string },
  ctx: z.RefinementCtx<{ password: string; confirm: string }>,
) {
  if (values.confirm && values.confirm !== values.password) {
    ctx.addIssue({ code: "custom", path: ["confirm"], message: PASSWORDS_DIFFER });
  }
}
/** Checked even while other fields are wrong, so every problem shows at once. */
const ALWAYS = { when: () => true };

const newAccountExtras = {
  confirm: confirmPasswordField,
  terms: z.boolean().refine((agreed) => agreed, TERMS_MISSING),
};

/** The signup forms: the shared signup contract, plus the confirmation and the terms box. */
export const CustomerSignupForm = CustomerSignupInput.extend(newAccountExtras).superRefine(
  passwordsMatch,
  ALWAYS,
);
export const SellerSignupForm = SellerSignupInput.extend(newAccountExtras).superRefine(
  passwordsMatch,
  ALWAYS,
);

/** The fields of both signups; the seller's adds the phone. */
export type NewAccountField = "name" | "email" | "phone" | "password" | "confirm" | "terms";
export type NewAccountErrors = Partial<Record<NewAccountField, { message?: string }>>;

/**
 * The spec's toast for the first problem, in its order (section 5): matching passwords, length,
 * phone, terms; otherwise a plain pointer to the messages under the fields. The messages under
 * the fields are the form rules' own, shown as they come (lib/forms.ts).
 */
export function firstProblemToast(
  errors: NewAccountErrors,
  values: { password: string; phone?: string },
  t: AuthT,
) {
  if (errors.confirm?.message === PASSWORDS_DIFFER)
    return { title: t("auth.signup.passwordsDiffer"), description: t("auth.signup.passwordsDifferHint") };
  if (errors.password?.message && values.password)
    return { title: t("auth.signup.passwordTooShort"), description: errors.password.message };
  if (errors.phone?.message && values.phone)
    return { title: t("auth.signup.phoneTooShort"), description: errors.phone.message };
  if (Object.keys(errors).length === 1 && errors.terms)
    return { title: t("auth.signup.termsTitle"), description: t("auth.signup.termsMissing") };
  return { title: t("auth.form.checkTitle"), description: t("auth.form.checkText") };
}
