import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

/** The message catalogs (docs/decisions/0028): flat JSON objects of ICU messages, one per area. */
const CATALOG = /[\\/]src[\\/]i18n[\\/]catalogs[\\/](en|ur)[\\/][\w-]+\.json$/;

/**
 * Compiles each catalog's ICU messages ("{count, plural, one {# item} other {# items}}") into the
 * form Lingui's runtime reads, when the catalog is imported, so that the browser never carries a
 * message parser (Lingui takes a plain string for an uncompiled message). The output is still JSON,
 * which Vite then turns into a module as it does any JSON file.
 */
export function compileCatalogs(): Plugin {
  return {
    name: "hunarmand:compile-catalogs",
    enforce: "pre",
    transform(source, id) {
      if (!CATALOG.test(id.split("?")[0] ?? "")) return null;
      const messages = JSON.parse(source) as Record<string, unknown>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) {
        if (typeof message !== "string") this.error(`${id}: "${key}" is not a string`);
        let tokens: unknown;
        try {
          tokens = compileMessage(message);
        } catch (error) {
          this.error(`${id}: "${key}" is not a valid ICU message: ${(error as Error).message}`);
        }
        compiled[key] = tokens;
      }
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
