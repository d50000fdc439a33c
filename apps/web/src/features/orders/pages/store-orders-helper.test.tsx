import "@testing-library/jest-dom/vitest";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { anOrder, aSeller, aStore } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInSeller } from "@/test/sessions.ts";

const ORDER_ID = "aaaaaaaa-0000-0000-0000-00000000abcd";

describe("a store's orders, as an orders helper sees them (decision 0054)", () => {
  it("lets her move an order but shows its payment as text: marking payments is the owner's", async () => {
    server.use(
      answer("GET /api/orders/store/:storeId", {
        success: true,
        data: [anOrder({ _id: ORDER_ID, id: ORDER_ID })],
      }),
    );
    // A helper: signed in, but the store is not one of hers.
    signInSeller(aSeller({ name: "Sana Bibi" }), []);
    renderApp("/orders/s1");
    const card = await screen.findByRole("listitem", { name: "Order 0000ABCD" });
    expect(within(card).getByRole("combobox", { name: "Order status" })).toBeInTheDocument();
    expect(within(card).queryByRole("combobox", { name: "Payment status" })).not.toBeInTheDocument();
    expect(within(card).getByText("Payment status")).toBeInTheDocument();
  });

  it("gives the owner both", async () => {
    server.use(
      answer("GET /api/orders/store/:storeId", {
        success: true,
        data: [anOrder({ _id: ORDER_ID, id: ORDER_ID })],
      }),
    );
    signInSeller(aSeller(), [aStore()]);
    renderApp("/orders/s1");
    const card = await screen.findByRole("listitem", { name: "Order 0000ABCD" });
    expect(within(card).getByRole("combobox", { name: "Payment status" })).toBeInTheDocument();
  });
});
