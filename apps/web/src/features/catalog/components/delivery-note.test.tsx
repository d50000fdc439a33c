import "@testing-library/jest-dom/vitest";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aProduct, aReviewPage } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";

describe("delivery on the product page", () => {
  it("says the marketplace's delivery fee and when it is free, as checkout charges it", async () => {
    server.use(
      answer("GET /api/products/:id", {
        success: true,
        product: aProduct({ _id: "p1", name: "Ajrak Shawl" }),
      }),
      answer("GET /api/products/:id/reviews", aReviewPage()),
    );
    renderApp("/viewproduct/p1");
    await screen.findByRole("heading", { level: 1, name: "Ajrak Shawl" });
    // pricing.ts: Rs 50 per store's order, nothing once the order is above Rs 1,000.
    expect(
      screen.getByText("Rs 50 delivery per store's order, free when that order is over Rs 1,000."),
    ).toBeInTheDocument();
  });
});
