import fs from "node:fs";
import path from "node:path";
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";

/**
 * The site's Urdu words, read from its own catalogs (apps/web/src/i18n/catalogs/ur), so the Urdu
 * stories find what a reader sees without copying it: `ur("cart.drawer.title")`,
 * `ur("cart.items", { count: 2 })` (placeholders and plurals as the site fills them).
 */
const folder = path.join(import.meta.dirname, "../apps/web/src/i18n/catalogs/ur");
const messages: Record<string, ReturnType<typeof compileMessage>> = {};
for (const file of fs.readdirSync(folder).filter((name) => name.endsWith(".json"))) {
  const catalog = JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")) as Record<string, string>;
  for (const [key, message] of Object.entries(catalog)) messages[key] = compileMessage(message);
}
const i18n = setupI18n({ locale: "ur", messages: { ur: messages as never } });

export function ur(key: string, values?: Record<string, string | number>): string {
  if (!(key in messages)) throw new Error(`No Urdu message "${key}" in the catalogs.`);
  return i18n._(key, values);
}
