import { describe, expect, it } from "vitest";
import { directionOf, languageFromAcceptLanguage, languageFromCookie, requestLanguage } from "./languages.ts";

describe("a request's language", () => {
  it("reads the remembered choice from the cookie, ignoring other cookies and unknown languages", () => {
    expect(languageFromCookie("theme=dark; lang=ur; x=1")).toBe("ur");
    expect(languageFromCookie("lang=fr")).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
  });

  it("ranks Accept-Language by quality and takes the first language the site has", () => {
    expect(languageFromAcceptLanguage("ur-PK,ur;q=0.9,en;q=0.8")).toBe("ur");
    expect(languageFromAcceptLanguage("fr-FR,en;q=0.5,ur;q=0.7")).toBe("ur");
    expect(languageFromAcceptLanguage("en-GB,en;q=0.9")).toBe("en");
    expect(languageFromAcceptLanguage("ur;q=0,en")).toBe("en");
    expect(languageFromAcceptLanguage("de, fr")).toBeUndefined();
    expect(languageFromAcceptLanguage("")).toBeUndefined();
  });

  it("prefers the cookie to the browser's wish, and falls back to English", () => {
    expect(requestLanguage({ cookie: "lang=en", acceptLanguage: "ur" })).toBe("en");
    expect(requestLanguage({ acceptLanguage: "ur-PK" })).toBe("ur");
    expect(requestLanguage({})).toBe("en");
  });

  it("writes Urdu right to left", () => {
    expect(directionOf("ur")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
  });
});
