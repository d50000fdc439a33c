import "@testing-library/jest-dom/vitest";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LowStockCard } from "./low-stock-card.tsx";

const entries = [
  { _id: "k1", name: "Chikankari Kurta", variant: { _id: "k1-l", options: { Size: "L" } }, quantity: 0 },
  { _id: "k1", name: "Chikankari Kurta", variant: { _id: "k1-m", options: { Size: "M" } }, quantity: 2 },
  { _id: "p2", name: "Ajrak Shawl", variant: null, quantity: 4 },
];

function show(locked = false, list = entries) {
  render(
    <MemoryRouter>
      <LowStockCard entries={list} locked={locked} />
    </MemoryRouter>,
  );
  return screen.getByRole("region", { name: "Running low" });
}

describe("the dashboard's low stock", () => {
  it("names each size that runs low, with what is left, linking to the product's form", () => {
    const card = show();
    const rows = within(card).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Chikankari Kurta, Size: LSold out",
      "Chikankari Kurta, Size: M2 left",
      "Ajrak Shawl4 left",
    ]);
    expect(within(card).getByRole("link", { name: "Chikankari Kurta, Size: M" })).toHaveAttribute(
      "href",
      "/editproduct/k1",
    );
  });

  it("offers no edit links to a suspended seller", () => {
    expect(within(show(true)).queryAllByRole("link")).toHaveLength(0);
  });

  it("says when nothing runs low", () => {
    expect(show(false, [])).toHaveTextContent(
      "Nothing is running low: every product and size has 5 or more left.",
    );
  });
});
