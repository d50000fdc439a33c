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
    expect(offered("Order 000PEND1")).toEqual(["Pending", "Processing", "Shipped", "Cancelled"]);
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

  it("ships with a courier: its consignment number, or a booked pickup whose refusal is said in the dialog", async () => {
    signInSeller();
    const shipped = order("dddddddd-0000-0000-0000-0000000000d1", {
      orderStatus: "Shipped",
      shipment: {
        courier: "tcs",
        courierName: "TCS",
        consignmentNumber: "987654321",
        trackingUrl: "https://www.tcsexpress.com/track/987654321",
        labelUrl: null,
        status: null,
        booked: false,
        events: [],
      },
    });
    server.use(
      storeOrders([order("dddddddd-0000-0000-0000-0000000000d1")]),
      answer("GET /api/couriers", {
        couriers: [
          {
            code: "leopards",
            name: "Leopards",
            trackingUrlTemplate: "https://leopards.example/{cn}",
            booking: true,
          },
          {
            code: "tcs",
            name: "TCS",
            trackingUrlTemplate: "https://www.tcsexpress.com/track/{cn}",
            booking: false,
          },
        ],
      }),
    );
    const user = userEvent.setup();
    renderApp("/orders/s1");
    await user.selectOptions(await screen.findByLabelText("Order status"), "Shipped");
    const dialog = await screen.findByRole("dialog", { name: "Mark as Shipped" });
    const markShipped = within(dialog).getByRole("button", { name: "Mark Shipped" });
    expect(markShipped).toBeDisabled();

    // A booking courier offers "Book pickup"; the courier's refusal stays in the dialog.
    await waitFor(() => expect(within(dialog).getByRole("option", { name: "Leopards" })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText(/Courier/), "leopards");
    server.use(
      refuse("POST /api/orders/:id/shipment", 502, "Leopards refused the booking: Invalid origin city"),
    );
    await user.click(within(dialog).getByRole("button", { name: "Book pickup" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Leopards refused the booking: Invalid origin city",
    );
    const [booking] = sent("POST /api/orders/:id/shipment");
    expect(await booking?.json()).toEqual({ courier: "leopards", book: { weightGrams: 500, pieces: 1 } });

    // TCS books nothing here: its consignment number is typed.
    await user.selectOptions(within(dialog).getByLabelText(/Courier/), "tcs");
    expect(within(dialog).queryByRole("button", { name: "Book pickup" })).toBeNull();
    server.use(
      answer("POST /api/orders/:id/shipment", {
        success: true,
        message: "Order shipped with TCS: 987654321.",
        data: shipped,
      }),
    );
    await user.type(within(dialog).getByLabelText(/Consignment number/), "987654321");
    await user.click(markShipped);
    await waitFor(() => expect(sent("POST /api/orders/:id/shipment")).toHaveLength(2));
    expect(await sent("POST /api/orders/:id/shipment")[1]?.json()).toEqual({
      courier: "tcs",
      consignmentNumber: "987654321",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("ships with a courier not in the list by its tracking number, as before", async () => {
    signInSeller();
    server.use(
      storeOrders([order("dddddddd-0000-0000-0000-0000000000d1")]),
      answer("GET /api/couriers", { couriers: [] }),
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
    await waitFor(() => expect(within(dialog).getByLabelText(/Courier/)).toBeEnabled());
    await user.selectOptions(within(dialog).getByLabelText(/Courier/), "other");
    await user.type(within(dialog).getByLabelText(/Tracking number/), "DAEWOO-77");
    await user.click(within(dialog).getByRole("button", { name: "Mark Shipped" }));
    await waitFor(() => expect(sent("PUT /api/orders/:id/status")).toHaveLength(1));
    expect(await sent("PUT /api/orders/:id/status")[0]?.json()).toEqual({
      orderStatus: "Shipped",
      trackingNumber: "DAEWOO-77",
    });
  });

  it("asks whether a shipped parcel was refused at the door before marking it Returned", async () => {
    signInSeller();
    server.use(
      storeOrders([order("dddddddd-0000-0000-0000-0000000000d2", { orderStatus: "Shipped" })]),
      answer("PUT /api/orders/:id/status", {
        success: true,
        message: "Order status updated to Returned.",
        data: order("x", { orderStatus: "Returned" }),
      }),
    );
    const user = userEvent.setup();
    renderApp("/orders/s1");
    await user.selectOptions(await screen.findByLabelText("Order status"), "Returned");
    const dialog = await screen.findByRole("dialog", { name: /Returned\?/ });
    expect(sent("PUT /api/orders/:id/status")).toHaveLength(0);
    await user.click(within(dialog).getByRole("checkbox", { name: /refused the parcel at the door/ }));
    await user.click(within(dialog).getByRole("button", { name: "Mark Returned" }));
    await waitFor(() => expect(sent("PUT /api/orders/:id/status")).toHaveLength(1));
    const [put] = sent("PUT /api/orders/:id/status");
    expect(await put?.json()).toEqual({ orderStatus: "Returned", returnReason: "refused" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
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

describe("a Cash-on-Delivery order waiting for its buyer (decision 0034)", () => {
  it("says so, offers no Shipped or Delivered, and names the buyer's history in counts only", async () => {
    signInSeller();
    server.use(
      storeOrders([
        order("aaaaaaaa-0000-0000-0000-00000000c0d1", {
          paymentMethod: "Cash on Delivery",
          confirmation: "awaiting",
          confirmationDueAt: "2026-11-29T10:00:00.000Z",
          buyerHistory: { refusals: 2, delivered: 5 },
        }),
      ]),
    );
    renderApp("/orders/s1");
    expect(await screen.findByText(/^Waiting for the buyer's confirmation/)).toBeInTheDocument();
    expect(screen.getByText("2 earlier refusals · 5 delivered")).toBeInTheDocument();
    const moves = within(screen.getByLabelText("Order status"))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(moves).toContain("Processing");
    expect(moves).not.toContain("Shipped");
    expect(moves).not.toContain("Delivered");
  });
});

describe("a parcel the courier brought back, read in Urdu (issue 28)", () => {
  it("says the courier's known words in Urdu and quotes words it does not know inside an Urdu sentence", async () => {
    signInSeller();
    const at = (day: number) => `2026-06-${day}T07:00:00.000Z`;
    const event = (
      day: number,
      words: string,
      status: "booked" | "returned" | null,
      reason: string | null,
    ) => ({
      at: at(day),
      status,
      courierCode: words,
      courierWords: words,
      reason,
    });
    server.use(
      storeOrders([
        order("eeeeeeee-0000-0000-0000-0000000000e1", {
          orderStatus: "Returned",
          events: [
            aStatusEvent("e1", null, "Pending", { at: at(19) }),
            aStatusEvent("e2", "Shipped", "Returned", {
              by: "system",
              at: at(25),
              reason: "Refused to accept",
            }),
          ],
          shipment: {
            courier: "leopards",
            courierName: "Leopards",
            consignmentNumber: "LE75000001",
            trackingUrl: "https://leopards.example/LE75000001",
            labelUrl: null,
            status: "returned",
            booked: true,
            events: [
              event(20, "Pickup Request Sent", "booked", null),
              event(22, "Pending", null, "Consignee not available"),
              event(23, "Held at hub for inspection", null, "Address incomplete"),
              event(24, "Returned to shipper", "returned", "Refused to accept"),
            ],
          },
        }),
      ]),
    );
    renderApp("/orders/s1", { language: "ur" });
    const card = await screen.findByRole("listitem", { name: "آرڈر \u2068000000E1\u2069" });
    // The order's own move: the courier's reason, in Urdu.
    expect(card).toHaveTextContent("وجہ: خریدار نے پارسل لینے سے انکار کر دیا");
    // A step that is not ours, and a reason, both known: in Urdu.
    expect(card).toHaveTextContent("کوریئر کے پاس رکا ہوا ہے");
    expect(card).toHaveTextContent("وجہ: خریدار موجود نہیں تھا");
    // Words the marketplace does not know: quoted, set apart, in an Urdu sentence.
    expect(card).toHaveTextContent("کوریئر کے الفاظ: \u2068“Held at hub for inspection”\u2069");
    expect(card).toHaveTextContent("وجہ: کوریئر کے الفاظ: \u2068“Address incomplete”\u2069");
    expect(card).not.toHaveTextContent(/Refused to accept|Consignee not available|Pending/);
  });
});
