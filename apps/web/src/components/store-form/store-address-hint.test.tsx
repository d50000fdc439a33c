import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NewStoreAddressHint } from "@/components/store-form/store-address-hint.tsx";

const hint = (name: string) => render(<NewStoreAddressHint name={name} />).container.textContent;

describe("the store setup's address hint", () => {
  it("shows the address the typed name gets, and that a number may be added", () => {
    expect(hint("Noor's Crochet Studio")).toBe(
      "Your store's address: /store/noors-crochet-studio (a number is added if another store already has it)",
    );
  });

  it("shows a placeholder address before a name is typed", () => {
    expect(hint("  ")).toBe("Your store's address: /store/your-store-name");
  });

  it("says a name without English letters gets a short code", () => {
    expect(hint("نور کڑھائی")).toMatch(
      /short code such as \/store\/store-\w{8}, as the name has no English letters/,
    );
  });
});
