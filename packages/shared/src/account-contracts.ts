import { z } from "zod";

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

/** What a closed account's name, and her orders' ship-to name, read afterwards. */
export const CLOSED_ACCOUNT_NAME = "Closed account";
