import messages from "@/i18n/catalogs/en/admin.json";
import { useT } from "@/i18n/use-t.ts";

/** A key of the console's catalog (`admin.*`). */
export type AdminKey = keyof typeof messages;

/** The console's words in the reader's language, with the language and locale to format by. */
export function useAdminT() {
  return useT(messages);
}

/** The translate function, for the console's helpers that write words outside a component. */
export type AdminT = ReturnType<typeof useAdminT>["t"];
