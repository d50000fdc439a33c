import { z } from "zod";

/**
 * The envelopes every answer of the API wears (API-CONTRACT "Conventions"): an error is
 * `{ success: false, message, errors? }`, with one entry per field the server refused.
 */
export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

export const ErrorAnswer = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(FieldError).optional(),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

/** An action that needs no more than "done" and a sentence to show. */
export const DoneAnswer = z.object({ success: z.literal(true), message: z.string() });
export type DoneAnswer = z.infer<typeof DoneAnswer>;

/** `:id` in a path, as every route that names one thing takes it. */
export const IdParams = z.object({ id: z.string() });
