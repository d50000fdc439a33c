import fs from "node:fs";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";

/** The catalogs as written (the test reads the files; an import would give the compiled form). */
const folder = path.join(import.meta.dirname, "catalogs");
const areas = (language: string) =>
  fs
    .readdirSync(path.join(folder, language))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.replace(/\.json$/, ""))
    .sort();
const catalog = (language: string, area: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(folder, language, `${area}.json`), "utf8"));

/** The names a message's placeholders use: `{name}`, `{count, plural, …}`. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (Array.isArray(token)) {
        if (typeof token[0] === "string") names.add(token[0]);
        for (const part of token.slice(1)) {
          if (part && typeof part === "object" && !Array.isArray(part)) Object.values(part).forEach(walk);
        }
      }
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe("the message catalogs (decision 0028)", () => {
  it("has the same areas in English and Urdu", () => {
    expect(areas("ur")).toEqual(areas("en"));
  });

  for (const area of areas("en")) {
    describe(area, () => {
      const en = catalog("en", area);
      const ur = catalog("ur", area);

      it("has every key in both languages, each named after its area", () => {
        expect(Object.keys(ur).sort()).toEqual(Object.keys(en).sort());
        for (const key of Object.keys(en)) expect(key.startsWith(`${area}.`), key).toBe(true);
      });

      it("writes every message as a valid ICU message with the same placeholders in both", () => {
        for (const [key, message] of Object.entries(en)) {
          expect(message.trim(), key).not.toBe("");
          expect(placeholders(ur[key] ?? ""), key).toEqual(placeholders(message));
        }
      });

      it("sets every order number apart from the right-to-left sentence around it", () => {
        // A Latin order number ("SHIP0003?") would otherwise take the sentence's punctuation with it.
        // Order messages' {number} is always an order's, tracking or consignment number.
        for (const [key, message] of Object.entries(en)) {
          if (!message.includes("{number}") || !(area === "orders" || /\border\b/i.test(message))) continue;
          expect(ur[key]?.replaceAll("\u2068{number}\u2069", ""), key).not.toContain("{number}");
        }
      });

      it("writes Urdu in Urdu script, not English left untranslated", () => {
        for (const [key, message] of Object.entries(ur)) {
          // Brand names and placeholders may be Latin; each Urdu message still has Urdu words in it,
          // unless it has no words at all ("{label} ({count})": only placeholders and signs).
          const words = message.replace(/\{[^{}]*\}/g, "").replace(/[\p{P}\p{S}\s\d]/gu, "");
          if (words === "") continue;
          expect(/[\u0600-\u06FF]/.test(message), `${key}: ${message}`).toBe(true);
        }
      });
    });
  }
});
