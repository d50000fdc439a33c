import messages from "@/i18n/catalogs/en/common.json";
import { createI18n } from "@/i18n/i18n.ts";
import type { MessageValues } from "@/i18n/use-t.ts";

/** `t` of the common catalog, as `useT(messages)` gives it, for helpers outside React that write words. */
export type CommonT = (id: keyof typeof messages & string, values?: MessageValues) => string;

const english = createI18n("en");

/**
 * The common words in English, for a helper called without the visitor's `t` (a test, the server's
 * own English text). Pages pass the `t` of `useT(messages)` instead, so they read in her language.
 */
export const englishCommon: CommonT = (id, values) => english._(id, values, { message: messages[id] });
