import { describe, expect, it } from "vitest";
import { SearchText, SuggestionsQuery } from "./search-contracts.ts";
import { CONTROL_CHARACTER_MESSAGE } from "./text-rules.ts";

describe("search text", () => {
  it("is trimmed, kept to 100 characters and refuses NUL with a message", () => {
    expect(SearchText.parse("  shawl  ")).toBe("shawl");
    expect(SearchText.safeParse("a".repeat(101)).error?.issues[0]?.message).toBe(
      "Search must be at most 100 characters.",
    );
    expect(SearchText.safeParse("sh\u0000awl").error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
  });

  it("asks for something to search for when the suggestions query is blank", () => {
    expect(SuggestionsQuery.safeParse({ q: "   " }).error?.issues[0]?.message).toBe(
      "Type something to search for.",
    );
    expect(SuggestionsQuery.parse({ q: " ajrak " })).toEqual({ q: "ajrak" });
  });
});
