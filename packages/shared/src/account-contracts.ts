import { z } from "zod";
import { LANGUAGES } from "./languages.ts";

/**
 * Closing one's own account (issue 36, decision 0041): she re-types her password to confirm. What
 * closure erases and what the books keep is written in decision 0041.
 */
export const CloseAccountInput = z.object({
  password: z
    .string({ error: "Type your password to confirm." })
    .min(1, "Type your password to confirm.")
    .max(200, "Type your password to confirm."),
});
export type CloseAccountInput = z.infer<typeof CloseAccountInput>;

export const CloseAccountAnswer = z.object({ success: z.literal(true), message: z.string() });
export type CloseAccountAnswer = z.infer<typeof CloseAccountAnswer>;

/**
 * `POST /api/admin/customers/:id/close` and `/api/admin/sellers/:id/close`: an operator closes an
 * account on its owner's request, with a reason kept in the audit (the same limits as the console's
 * other reasons).
 */
export const AdminCloseAccountInput = z.object({
  reason: z
    .string({ error: "Please give a reason." })
    .trim()
    .min(3, "Please give a reason (at least 3 characters).")
    .max(500, "The reason must be at most 500 characters."),
});
export type AdminCloseAccountInput = z.infer<typeof AdminCloseAccountInput>;

/** What a closed account's name, and her orders' ship-to name, read afterwards. */
export const CLOSED_ACCOUNT_NAME = "Closed account";

/** `PUT /api/account/language`: the language her e-mails are written in (issue 34, item 10). */
export const AccountLanguageInput = z.object({
  language: z.enum(LANGUAGES, { error: 'The language is "en" or "ur".' }),
});
export type AccountLanguageInput = z.infer<typeof AccountLanguageInput>;
export const AccountLanguageAnswer = z.object({ success: z.literal(true), language: z.enum(LANGUAGES) });
export type AccountLanguageAnswer = z.infer<typeof AccountLanguageAnswer>;
