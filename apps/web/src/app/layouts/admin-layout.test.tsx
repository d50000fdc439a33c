import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app.tsx";

describe("the operator console's header", () => {
  it("offers the language switch before anyone signs in", async () => {
    renderApp("/admin");
    const header = await screen.findByRole("banner");
    expect(within(header).getByRole("button", { name: "اردو" }).getAttribute("lang")).toBe("ur");
  });
});
