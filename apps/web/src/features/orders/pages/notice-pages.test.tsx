import "@testing-library/jest-dom/vitest";
import type { Order } from "@marketplace/shared/orders-contracts";
import { pagePath } from "@marketplace/shared/page-paths";
import type { Return } from "@marketplace/shared/returns-contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { anOrder, anOrderItem, aStore } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInSeller } from "@/test/sessions.ts";

/**
 * The pages a push or the bell opens (issue 32): one order of her store and one return of her
 * stores, at the addresses the API writes from the shared page table, each with the way to all.
 */
const ONE = "aaaaaaaa-0000-0000-0000-00000000one1";
const TWO = "bbbbbbbb-0000-0000-0000-00000000two2";

const order = (id: string): Order =>
  anOrder({ _id: id, id, products: [anOrderItem(`${id}-i1`, "Phulkari Dupatta", { price: 4500 })] });

function aReturn(id: string, orderNumber: string): Return {
  return {
    _id: id,
    orderId: "o1",
    orderNumber,
    store: { _id: "s1", name: "Fatima's Phulkari House" },
    customer: { _id: "c1", name: "Ayesha Khan" },
    paymentMethod: "Cash on Delivery",
    status: "requested",
    reason: "damaged",
    note: "Torn at one corner.",
    images: [],
    items: [{ itemId: "i1", productName: "Phulkari Shawl", productImage: "", quantity: 1, refundable: 4200 }],
    refundable: 4200,
    refunded: 0,
    refunds: [],
    steps: [{ status: "requested", by: "customer", note: "", at: "2026-11-28T04:00:00.000Z" }],
    createdAt: "2026-11-28T04:00:00.000Z",
    updatedAt: "2026-11-28T04:00:00.000Z",
  };
}

describe("the order a notice names", () => {
  it("shows that order alone, and all the store's orders a tap away", async () => {
    signInSeller(undefined, [aStore()]);
    server.use(answer("GET /api/orders/store/:storeId", { success: true, data: [order(ONE), order(TWO)] }));
    const user = userEvent.setup();
    renderApp(pagePath("storeOrder", { storeId: "s1", orderId: TWO }));
    const items = await screen.findAllByRole("listitem", { name: /^Order / });
    expect(items.map((li) => li.getAttribute("aria-label"))).toEqual(["Order 0000TWO2"]);
    await user.click(screen.getByRole("link", { name: "Show all orders" }));
    expect(await screen.findByRole("button", { name: "All (2)" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem", { name: /^Order / })).toHaveLength(2);
  });

  it("says so when the order is not the store's", async () => {
    signInSeller(undefined, [aStore()]);
    server.use(answer("GET /api/orders/store/:storeId", { success: true, data: [order(ONE)] }));
    renderApp(pagePath("storeOrder", { storeId: "s1", orderId: TWO }));
    expect(await screen.findByText("Order not found")).toBeInTheDocument();
    expect(screen.queryAllByRole("listitem", { name: /^Order / })).toHaveLength(0);
  });
});

describe("the return a notice names", () => {
  it("shows that return alone, with the way to all her returns", async () => {
    signInSeller();
    server.use(
      answer("GET /api/seller/returns", {
        success: true,
        returns: [aReturn("r1", "110980D2"), aReturn("r2", "2209AAB1")],
      }),
    );
    const user = userEvent.setup();
    renderApp(pagePath("sellerReturn", { returnId: "r2" }));
    expect(await screen.findByRole("heading", { name: "Return for order 2209AAB1" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Return for order 110980D2" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Accept" })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Show all returns" }));
    expect(await screen.findByRole("heading", { name: "Return for order 110980D2" })).toBeInTheDocument();
  });

  it("says so when the return is not among hers", async () => {
    signInSeller();
    server.use(answer("GET /api/seller/returns", { success: true, returns: [aReturn("r1", "110980D2")] }));
    renderApp(pagePath("sellerReturn", { returnId: "gone" }));
    expect(await screen.findByText("Return not found")).toBeInTheDocument();
  });
});
