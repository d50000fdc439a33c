import { CustomerSignupInput, SellerSignupInput } from "@marketplace/shared/auth-contracts";
import { z } from "zod";

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
type NewAccountErrors = Partial<Record<NewAccountField, { message?: string }>>;

/**
 * The spec's toast for the first problem, in its order (section 5): matching passwords, length,
 * phone, terms; otherwise a plain pointer to the messages under the fields.
 */
export function firstProblemToast(errors: NewAccountErrors, values: { password: string; phone?: string }) {
  if (errors.confirm?.message === PASSWORDS_DIFFER)
    return { title: PASSWORDS_DIFFER, description: "Please make sure your passwords match." };
  if (errors.password?.message && values.password)
    return { title: "Password too short", description: errors.password.message };
  if (errors.phone?.message && values.phone)
    return { title: "Phone Number too short", description: errors.phone.message };
  if (Object.keys(errors).length === 1 && errors.terms)
    return { title: "Terms and Conditions", description: TERMS_MISSING };
  return { title: "Please check the form", description: "Each field that needs attention says why." };
}
