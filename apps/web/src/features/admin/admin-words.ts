import messages from "@/i18n/catalogs/en/admin.json";
import { useT } from "@/i18n/use-t.ts";

/*
 * Where an Urdu message holds words people wrote (a store's or a seller's name, a reason), its
 * placeholder sits between Unicode isolates (\u2068 … \u2069 in ur/admin.json): an English name
 * ending in a full stop then reads "Khaddar & Co." inside the right-to-left sentence, not
 * ".Khaddar & Co". English messages need none.
 */

/** A key of the console's catalog (`admin.*`). */
export type AdminKey = keyof typeof messages;

/** The console's words in the reader's language, with the language and locale to format by. */
export function useAdminT() {
  return useT(messages);
}

/** The translate function, for the console's helpers that write words outside a component. */
export type AdminT = ReturnType<typeof useAdminT>["t"];
