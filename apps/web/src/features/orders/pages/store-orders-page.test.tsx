import "@testing-library/jest-dom/vitest";
import type { Order } from "@marketplace/shared/orders-contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, on, type Reply, refusal, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { anOrder, anOrderItem, aStatusEvent, aStore } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInSeller as signIn } from "@/test/sessions.ts";

function order(id: string, overrides: Partial<Order> = {}) {
  return anOrder({
    _id: id,
    id,
    customer: { _id: "u1", name: "Ayesha Khan", email: "customer@demo.pk" },
    products: [anOrderItem(`${id}-i1`, "Phulkari Dupatta", { price: 4500 })],
    shippingAddress: { ...anOrder().shippingAddress, addressLine: "House 12, Gulberg III" },
    itemsPrice: 4500,
    taxPrice: 225,
    totalPrice: 4725,
    ...overrides,
  });
}

const signInSeller = () => signIn(undefined, [aStore({ category: "Local Crafts" })]);

/** The store's orders, as `GET /api/orders/store/:storeId` lists them. */
const storeOrders = (orders: Order[]) =>
  answer("GET /api/orders/store/:storeId", { success: true, data: orders });

describe("the store orders page", () => {
  it("lists orders newest first with counts per status, and filters by status", async () => {
    signInSeller();
    server.use(
      storeOrders([
        order("aaaaaaaa-0000-0000-0000-00000000old1", { createdAt: "2025-05-01T00:00:00.000Z" }),
        order("bbbbbbbb-0000-0000-0000-00000000new2", {
          createdAt: "2025-06-02T00:00:00.000Z",
          orderStatus: "Shipped",
          trackingNumber: "TCS1",
        }),
      ]),
    );
    const user = userEvent.setup();
    renderApp("/orders/s1");
    const items = await screen.findAllByRole("listitem", { name: /^Order / });
    expect(items.map((li) => li.getAttribute("aria-label"))).toEqual(["Order 0000NEW2", "Order 0000OLD1"]);
    expect(within(items[1] as HTMLElement).getByText("customer@demo.pk")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "All (2)" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Shipped (1)" }));
    expect(screen.getAllByRole("listitem", { name: /^Order / })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Returned (0)" }));
    expect(screen.getByText("No Orders Found")).toBeInTheDocument();
  });

  it("shows 'Updating...' while a change is in flight and the server's reason when it is refused", async () => {
    signInSeller();
    let answerPut: (reply: Reply<"PUT /api/orders/:id/status">) => void = () => {};
    server.use(
      storeOrders([order("cccccccc-0000-0000-0000-0000000000c1", { orderStatus: "Pending" })]),
      on("PUT /api/orders/:id/status", () => new Promise((resolve) => (answerPut = resolve))),
    );
    const user = userEvent.setup();
    renderApp("/orders/s1");
    const select = await screen.findByLabelText("Order status");
    await user.selectOptions(select, "Processing");
    await waitFor(() => expect(select).toBeDisabled());
    expect(select).toHaveDisplayValue("Updating...");
    const [put] = sent("PUT /api/orders/:id/status");
    expect(new URL(String(put?.url)).pathname).toBe(
      "/api/orders/cccccccc-0000-0000-0000-0000000000c1/status",
    );
    expect(await put?.json()).toEqual({ orderStatus: "Processing" });

    // The customer cancelled it a moment ago.
    answerPut(refusal(409, "A Cancelled order is final: it cannot move to Processing."));
    expect(await screen.findByText("Failed to update order status")).toBeInTheDocument();
    expect(screen.getByText("A Cancelled order is final: it cannot move to Processing.")).toBeInTheDocument();
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveDisplayValue("Pending");
  });

  it("offers only the moves the status rules allow, and no dropdown on a final order", async () => {
    signInSeller();
    server.use(
      storeOrders([
        order("aaaaaaaa-0000-0000-0000-0000000pend1", { createdAt: "2025-06-04T00:00:00.000Z" }),
        order("bbbbbbbb-0000-0000-0000-0000000ship2", {
          createdAt: "2025-06-03T00:00:00.000Z",
          orderStatus: "Shipped",
          trackingNumber: "TCS1",
        }),
        order("cccccccc-0000-0000-0000-0000000deli3", {
          createdAt: "2025-06-02T00:00:00.000Z",
          orderStatus: "Delivered",
        }),
        order("dddddddd-0000-0000-0000-0000000canc4", {
          createdAt: "2025-06-01T00:00:00.000Z",
          orderStatus: "Cancelled",
          events: [
            aStatusEvent("e1", null, "Pending"),
            aStatusEvent("e2", "Pending", "Cancelled", { reason: "Found it cheaper nearby" }),
          ],
        }),
      ]),
    );
    renderApp("/orders/s1");
    const offered = (name: string) =>
      within(within(screen.getByRole("listitem", { name })).getByLabelText("Order status"))
        .getAllByRole("option")
        .map((o) => o.textContent);
    await screen.findByRole("listitem", { name: "Order 000PEND1" });
    expect(offered("Order 000PEND1")).toEqual(["Pending", "Processing", "Shipped", "Delivered", "Cancelled"]);
    expect(offered("Order 000SHIP2")).toEqual(["Shipped", "Delivered", "Cancelled", "Returned"]);
    expect(offered("Order 000DELI3")).toEqual(["Delivered", "Returned"]);

    const cancelled = screen.getByRole("listitem", { name: "Order 000CANC4" });
    expect(within(cancelled).queryByLabelText("Order status")).toBeNull();
    expect(within(cancelled).getByText("Cancelled orders are final.")).toBeInTheDocument();
    // The payment can still be recorded (a refund, say).
    expect(within(cancelled).getByLabelText("Payment status")).toBeEnabled();
    expect(within(cancelled).getByTestId("cancellation-note")).toHaveTextContent(
      "Cancelled by the customer: Found it cheaper nearby",
    );
    expect(cancelled).toHaveTextContent("Reason: Found it cheaper nearby");
  });

  it("asks for a tracking number before marking an order Shipped", async () => {
    signInSeller();
    server.use(
      storeOrders([order("dddddddd-0000-0000-0000-0000000000d1")]),
      answer("PUT /api/orders/:id/status", {
        success: true,
        message: "Order status updated to Shipped.",
        data: order("x"),
      }),
    );
    const user = userEvent.setup();
    renderApp("/orders/s1");
    await user.selectOptions(await screen.findByLabelText("Order status"), "Shipped");
    const dialog = await screen.findByRole("dialog", { name: "Mark as Shipped" });
    const update = within(dialog).getByRole("button", { name: "Update" });
    expect(update).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Tracking number/), "  ");
    expect(update).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Tracking number/), "TCS987");
    await user.click(update);
    await waitFor(() => expect(sent("PUT /api/orders/:id/status")).toHaveLength(1));
    const [put] = sent("PUT /api/orders/:id/status");
    expect(await put?.json()).toEqual({ orderStatus: "Shipped", trackingNumber: "TCS987" });
  });

  it("tells a seller who does not own the store that they may not see its orders", async () => {
    signInSeller();
    server.use(refuse("GET /api/orders/store/:storeId", 403, "You can only manage your own store's orders."));
    renderApp("/orders/other-store");
    expect(await screen.findByText("Not allowed")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  it("offers Try Again when the orders cannot be loaded", async () => {
    signInSeller();
    let databaseUp = false;
    server.use(
      on("GET /api/orders/store/:storeId", () =>
        databaseUp ? { success: true, data: [] } : refusal(500, "Database unavailable."),
      ),
    );
    const user = userEvent.setup();
    renderApp("/orders/s1");
    expect(await screen.findByText("Failed to fetch orders", {}, { timeout: 10_000 })).toBeInTheDocument();
    databaseUp = true;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("No Orders Found")).toBeInTheDocument();
  });
});
