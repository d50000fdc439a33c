import "@testing-library/jest-dom/vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aProduct, aSeller, aStore } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInSeller } from "@/test/sessions.ts";

const SUSPENDED =
  "Your seller account is suspended: Selling counterfeit shawls. Contact Hunarmand to restore it.";

describe("EditProductPage", () => {
  it("tells a suspended seller the server's reason when her change is refused", async () => {
    signInSeller(aSeller(), [aStore()]);
    server.use(
      answer("GET /api/products/:id", {
        success: true,
        product: aProduct({
          _id: "p1",
          images: ["/uploads/dupatta.jpg"],
          thumbnails: ["/uploads/dupatta-t.jpg"],
        }),
      }),
      refuse("PUT /api/products/:id", 403, SUSPENDED),
    );
    renderApp("/editproduct/p1");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(SUSPENDED)).toBeInTheDocument();
    expect(sent("PUT /api/products/:id")).toHaveLength(1);
  });
});
