import { zodResolver } from "@hookform/resolvers/zod";
import { useLayoutEffect, useMemo, useRef } from "react";
import {
  type FieldErrors,
  type FieldValues,
  type FieldError as FormFieldError,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { useLanguage } from "@/i18n/use-t.ts";
import { ApiError, type FieldError, NetworkError, somethingWrongMessage } from "./api-client.ts";

/**
 * The one way a form of this app is built: react-hook-form checked by a zod schema (the shared
 * contract, or a form-values schema derived from it). Checked on submit, then again on every change,
 * so a message under a field always says what is wrong with it now and goes once it is right.
 *
 * `Values` is what the inputs hold; it defaults to the schema's input. Give it when the inputs may
 * hold what the schema refuses (a blank "Select a category" where the schema wants a category):
 * zod reads any value, and refusing those is what the check is for.
 *
 * The schemas' messages are English (the shared contracts, as the API writes them); a reader of Urdu
 * sees them through the same catalog the API translates its answers with, loaded with her first
 * message so that pages in English never carry it.
 */
export function useZodForm<
  Schema extends z.ZodType,
  Values extends FieldValues = z.input<Schema> & FieldValues,
>(
  schema: Schema,
  options: Omit<UseFormProps<Values, unknown, z.output<Schema>>, "resolver"> = {},
): UseFormReturn<Values, unknown, z.output<Schema>> {
  const language = useLanguage();
  const resolver = useMemo(() => {
    const check = zodResolver(schema as z.ZodType<z.output<Schema>, FieldValues>) as Resolver<
      Values,
      unknown,
      z.output<Schema>
    >;
    if (language === "en") return check;
    const inLanguage: Resolver<Values, unknown, z.output<Schema>> = async (values, context, options) => {
      const result = await check(values, context, options);
      if (Object.keys(result.errors).length === 0) return result;
      const { translateMessage } = await import("@marketplace/shared/server-messages");
      return {
        values: {},
        errors: translateErrors(result.errors, (message) => translateMessage(message, language)),
      };
    };
    return inLanguage;
  }, [schema, language]);
  const form = useForm<Values, unknown, z.output<Schema>>({
    mode: "onSubmit",
    reValidateMode: "onChange",
    ...options,
    shouldFocusError: false,
    resolver,
  });
  const focusOnError = options.shouldFocusError ?? true;
  // The first field with a message on the screen takes the keyboard, once the messages are drawn:
  // react-hook-form's own focusing goes by the order fields were registered in, which is not the
  // page's order once a part of the form (the password pair, the terms box) is its own component.
  const focusIn = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const invalid = focusIn.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    focusIn.current = null;
    invalid.focus();
  });
  const handleSubmit: typeof form.handleSubmit = (onValid, onInvalid) => (event) => {
    const target = event?.currentTarget;
    return form.handleSubmit(onValid, (errors, e) => {
      if (focusOnError && target instanceof HTMLElement) focusIn.current = target;
      return onInvalid?.(errors, e);
    })(event);
  };
  return { ...form, handleSubmit };
}

/** A check's messages in the reader's language, at every depth (`contact.email`, `items.0.quantity`). */
function translateErrors<Errors extends FieldErrors>(
  errors: Errors,
  translate: (message: string) => string,
): Errors {
  const translated: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object") translated[field] = value;
    else if ("type" in value && typeof value.type === "string") {
      const error = value as FormFieldError;
      translated[field] =
        typeof error.message === "string" ? { ...error, message: translate(error.message) } : error;
    } else translated[field] = translateErrors(value as FieldErrors, translate);
  }
  return (Array.isArray(errors) ? Object.assign([], translated) : translated) as Errors;
}

interface ServerErrorOptions<Values extends FieldValues> {
  /** Where the form shows the general message: the form's root by default, or one field's place. */
  messageField?: Path<Values>;
  /** The message when the error is neither the server's answer nor a lost connection. */
  fallback?: string;
}

/**
 * Shows a failed save in the form: each of the server's per-field `errors[]` under its field (the
 * path as the server names it, `images.0` under `images`), the first of them focused, and the
 * answer's message at `errors.root.server` (cleared by the next submit). Answers how many fields
 * got a message, so a form can tell "fix these fields" from "something else went wrong".
 */
export function applyServerErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, never>, "setError" | "getValues">,
  error: unknown,
  { messageField, fallback = somethingWrongMessage() }: ServerErrorOptions<Values> = {},
): number {
  const named = applyFieldErrors(form, error instanceof ApiError ? error.errors : []);
  const message = error instanceof ApiError || error instanceof NetworkError ? error.message : fallback;
  form.setError(messageField ?? ("root.server" as Path<Values>), { type: "server", message });
  return named;
}

/**
 * The per-field half of `applyServerErrors`, for a form whose page has already said the rest (a
 * toast) and hands over only the server's `errors[]`.
 */
export function applyFieldErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, never>, "setError" | "getValues">,
  problems: readonly FieldError[],
): number {
  const named = new Set<string>();
  for (const problem of problems) {
    const field = formFieldOf(problem.field, (path) => form.getValues(path as Path<Values>) !== undefined);
    if (!field || named.has(field)) continue;
    form.setError(
      field as Path<Values>,
      { type: "server", message: problem.message },
      { shouldFocus: named.size === 0 },
    );
    named.add(field);
  }
  return named.size;
}

/** The form field a server path names: the path without array positions, if the form has it. */
function formFieldOf(serverField: string, isField: (path: string) => boolean): string | undefined {
  const segments = serverField.split(".");
  const cut = segments.findIndex((segment) => /^\d+$/.test(segment));
  const path = (cut === -1 ? segments : segments.slice(0, cut)).join(".");
  return path && isField(path) ? path : undefined;
}

/** The first message of a form's errors, in the order the check found them (nested fields too). */
export function firstErrorOf(errors: FieldErrors): { field: string; message: string } | undefined {
  for (const [field, value] of Object.entries(errors)) {
    if (!value || field === "root") continue;
    if (typeof value.message === "string" && value.message) return { field, message: value.message };
    if ("type" in value) continue;
    const nested = firstErrorOf(value as FieldErrors);
    if (nested) return { field: `${field}.${nested.field}`, message: nested.message };
  }
  return undefined;
}
