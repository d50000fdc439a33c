import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app.tsx";
import type { Order } from "../api/orders-api.ts";
import { jsonResponse, orderFixture, orderItem, statusEvent } from "../test-fixtures.ts";

const seller = {
  id: "sel1",
  _id: "sel1",
  name: "Fatima Bibi",
  email: "seller@demo.pk",
  phone: "03001234567",
};

function order(id: string, overrides: Partial<Order> = {}) {
  return orderFixture({
    _id: id,
    id,
    customer: { _id: "u1", name: "Ayesha Khan", email: "customer@demo.pk" },
    products: [orderItem(`${id}-i1`, "Phulkari Dupatta", { price: 4500 })],
    shippingAddress: { ...orderFixture().shippingAddress, addressLine: "House 12, Gulberg III" },
    itemsPrice: 4500,
    taxPrice: 225,
    totalPrice: 4725,
    ...overrides,
  });
}

function signInSeller() {
  localStorage.setItem("sellerToken", "seller-token");
  localStorage.setItem("seller", JSON.stringify(seller));
  localStorage.setItem(
    "stores",
    JSON.stringify([{ _id: "s1", name: "Fatima's Phulkari House", category: "Local Crafts" }]),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the store orders page", () => {
  it("lists orders newest first with counts per status, and filters by status", async () => {
    signInSeller();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        jsonResponse(200, {
          success: true,
          data: [
            order("aaaaaaaa-0000-0000-0000-00000000old1", { createdAt: "2025-05-01T00:00:00.000Z" }),
            order("bbbbbbbb-0000-0000-0000-00000000new2", {
              createdAt: "2025-06-02T00:00:00.000Z",
              orderStatus: "Shipped",
              trackingNumber: "TCS1",
            }),
          ],
        }),
      ),
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
    let answerPut: (response: Response) => void = () => {};
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === "PUT") return new Promise<Response>((resolve) => (answerPut = resolve));
      return jsonResponse(200, {
        success: true,
        data: [order("cccccccc-0000-0000-0000-0000000000c1", { orderStatus: "Pending" })],
      });
    });
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderApp("/orders/s1");
    const select = await screen.findByLabelText("Order status");
    await user.selectOptions(select, "Processing");
    await waitFor(() => expect(select).toBeDisabled());
    expect(select).toHaveDisplayValue("Updating...");
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(String(put?.[0])).toBe("/api/orders/cccccccc-0000-0000-0000-0000000000c1/status");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ orderStatus: "Processing" });

    // The customer cancelled it a moment ago.
    answerPut(
      jsonResponse(409, {
        success: false,
        message: "A Cancelled order is final: it cannot move to Processing.",
      }),
    );
    expect(await screen.findByText("Failed to update order status")).toBeInTheDocument();
    expect(screen.getByText("A Cancelled order is final: it cannot move to Processing.")).toBeInTheDocument();
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveDisplayValue("Pending");
  });

  it("offers only the moves the status rules allow, and no dropdown on a final order", async () => {
    signInSeller();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        jsonResponse(200, {
          success: true,
          data: [
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
                statusEvent("e1", null, "Pending"),
                statusEvent("e2", "Pending", "Cancelled", { reason: "Found it cheaper nearby" }),
              ],
            }),
          ],
        }),
      ),
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
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === "PUT") {
        return jsonResponse(200, {
          success: true,
          message: "Order status updated to Shipped.",
          data: order("x"),
        });
      }
      return jsonResponse(200, { success: true, data: [order("dddddddd-0000-0000-0000-0000000000d1")] });
    });
    vi.stubGlobal("fetch", fetchMock);
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
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ orderStatus: "Shipped", trackingNumber: "TCS987" });
  });

  it("tells a seller who does not own the store that they may not see its orders", async () => {
    signInSeller();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        jsonResponse(403, { success: false, message: "You can only manage your own store's orders." }),
      ),
    );
    renderApp("/orders/other-store");
    expect(await screen.findByText("Not allowed")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  it("offers Try Again when the orders cannot be loaded", async () => {
    signInSeller();
    const fetchMock = vi
      .fn()
      .mockImplementation(async () =>
        jsonResponse(500, { success: false, message: "Database unavailable." }),
      );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderApp("/orders/s1");
    expect(await screen.findByText("Failed to fetch orders", {}, { timeout: 10_000 })).toBeInTheDocument();
    fetchMock.mockImplementation(async () => jsonResponse(200, { success: true, data: [] }));
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("No Orders Found")).toBeInTheDocument();
  });
});
