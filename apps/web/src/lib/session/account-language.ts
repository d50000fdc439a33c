import type { Language } from "@marketplace/shared/languages";
import { api } from "@/lib/api-endpoints.ts";
import { STORAGE_KEYS } from "./session-storage.ts";

/**
 * The language switch, for whoever is signed in on this browser (a customer, a seller, or both):
 * her account keeps the language, so her e-mails come in it (issue 34, item 10). The page has already
 * changed; a failed call changes nothing she sees, and her next sign-in sets it again.
 */
export function rememberAccountLanguage(language: Language): void {
  const tokens = [STORAGE_KEYS.customerToken, STORAGE_KEYS.sellerToken]
    .map((key) => localStorage.getItem(key))
    .filter((token): token is string => Boolean(token));
  for (const token of tokens) {
    void api("PUT /api/account/language", { body: { language }, token }).catch(() => undefined);
  }
}
