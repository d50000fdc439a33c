import { useState } from "react";
import type { z } from "zod";

/** The fields of both signups; the seller's adds the phone. */
export type NewAccountField = "name" | "email" | "phone" | "password" | "confirm" | "terms";
export type NewAccountErrors = Partial<Record<NewAccountField, string>>;

type Values = { password: string; confirm: string } & Record<string, string>;

export const CONFIRM_MISSING = "Please confirm your password.";
export const PASSWORDS_DIFFER = "Passwords don't match";
export const TERMS_MISSING = "Please agree to the terms and conditions.";

/** Every problem of the form at once, one message per field (the schema's own messages). */
export function newAccountErrors(schema: z.ZodType, values: Values, terms: boolean): NewAccountErrors {
  const errors: NewAccountErrors = {};
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path[0] as NewAccountField] ??= issue.message;
  }
  if (!values.confirm) errors.confirm = CONFIRM_MISSING;
  else if (values.confirm !== values.password) errors.confirm = PASSWORDS_DIFFER;
  if (!terms) errors.terms = TERMS_MISSING;
  return errors;
}

/**
 * The spec's toast for the first problem, in its order (section 5): matching passwords, length,
 * phone, terms; otherwise a plain pointer to the messages under the fields.
 */
export function firstProblemToast(errors: NewAccountErrors, values: Values) {
  if (errors.confirm === PASSWORDS_DIFFER)
    return { title: PASSWORDS_DIFFER, description: "Please make sure your passwords match." };
  if (errors.password && values.password)
    return { title: "Password too short", description: errors.password };
  if (errors.phone && values.phone) return { title: "Phone Number too short", description: errors.phone };
  if (Object.keys(errors).length === 1 && errors.terms)
    return { title: "Terms and Conditions", description: TERMS_MISSING };
  return { title: "Please check the form", description: "Each field that needs attention says why." };
}

/** Takes the keyboard to the first field with a message, once React has drawn the messages. */
export function focusFirstInvalid(form: HTMLFormElement) {
  setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * State of a signup form: values, the terms box and inline errors. Submitting shows every error at
 * once; a message goes away as soon as its field is right (or is being typed into again).
 */
export function useNewAccountForm<V extends Values>(schema: z.ZodType, empty: V) {
  const [values, setValues] = useState<V>(empty);
  const [terms, setTermsState] = useState(false);
  const [errors, setErrors] = useState<NewAccountErrors>({});

  /** Keeps only the messages that are still true; the field being edited starts clean. */
  const recheck = (next: V, nextTerms: boolean, edited: NewAccountField) => {
    setErrors((shown) => {
      const now = newAccountErrors(schema, next, nextTerms);
      const kept: NewAccountErrors = {};
      for (const field of Object.keys(shown) as NewAccountField[]) {
        if (field !== edited && now[field]) kept[field] = now[field];
      }
      return kept;
    });
  };

  return {
    values,
    terms,
    errors,
    edit(field: Exclude<NewAccountField, "terms">, value: string) {
      const next = { ...values, [field]: value };
      setValues(next);
      recheck(next, terms, field);
    },
    setTerms(checked: boolean) {
      setTermsState(checked);
      recheck(values, checked, "terms");
    },
    /** Fills every field (the demo data), terms ticked, no messages. */
    fill(next: V) {
      setValues(next);
      setTermsState(true);
      setErrors({});
    },
    /** Shows every problem and returns them; none means the form may be sent. */
    check(): NewAccountErrors {
      const found = newAccountErrors(schema, values, terms);
      setErrors(found);
      return found;
    },
    setErrors,
  };
}
