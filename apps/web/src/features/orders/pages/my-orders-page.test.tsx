import "@testing-library/jest-dom/vitest";
import type { Order, OrderItem } from "@marketplace/shared/orders-contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answer, on, refusal, sent, sentPaths } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { anOrder, anOrderItem, aStatusEvent, aUser } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInCustomer } from "@/test/sessions.ts";

const NOOR_STORE = { _id: "s1", name: "Noor Crochet Studio" };

const item = (id: string, name: string, review: OrderItem["review"] = null) =>
  anOrderItem(id, name, { price: 1200, quantity: 2, productId: `p-${id}`, store: NOOR_STORE, review });

function order(id: string, overrides: Partial<Order> = {}) {
  return anOrder({
    _id: id,
    id,
    store: NOOR_STORE,
    products: [item(`${id}-1`, "Chunky Knit Scarf")],
    paymentMethod: "Mobile Wallet",
    itemsPrice: 2400,
    taxPrice: 120,
    totalPrice: 2520,
    events: [aStatusEvent("e1", null, "Pending")],
    ...overrides,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Ayesha's profile check passes. */
const profile = () => answer("GET /api/auth/profile", { success: true, user: aUser() });

/** The order's timeline: placed, then shipped by the seller with TCS on 2 June. */
const shippedWithTcs = () => [
  aStatusEvent("e1", null, "Pending"),
  aStatusEvent("e2", "Pending", "Shipped", {
    trackingNumber: "TCS100200300",
    by: "seller",
    at: "2025-06-02T07:30:00.000Z",
  }),
];

describe("My Orders", () => {
  it("shows someone else's orders as not allowed, without asking the server", async () => {
    signInCustomer();
    server.use(profile());
    renderApp("/MyOrders/u2");
    expect(await screen.findByText("You can only see your own orders.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to My Orders" })).toHaveAttribute("href", "/MyOrders/u1");
    expect(sentPaths().some((path) => path.startsWith("/api/orders"))).toBe(false);
  });

  it("asks a signed-out visitor to log in", async () => {
    renderApp("/MyOrders/u1");
    expect(await screen.findByText("Please login to continue")).toBeInTheDocument();
  });

  it("lists orders in rupees with tracking, timeline and a review form on delivered items", async () => {
    signInCustomer();
    const delivered = order("aaaaaaaa-0000-0000-0000-0000deliv001", {
      orderStatus: "Delivered",
      paymentStatus: "Paid",
      trackingNumber: "TCS100200300",
      products: [
        item("i1", "Chunky Knit Scarf"),
        item("i2", "Crochet Coasters", {
          rating: 5,
          comment: "Lovely!",
          createdAt: "2025-06-05T00:00:00.000Z",
        }),
      ],
      events: shippedWithTcs(),
    });
    let reviewed = false;
    server.use(
      profile(),
      on("POST /api/orders/:id/items/:itemId/review", () => {
        reviewed = true;
        return {
          success: true,
          message: "Thank you for your review!",
          review: { rating: 4, comment: "Warm and soft", productRating: 4, reviewCount: 1 },
        };
      }),
      on("GET /api/orders/user/:userId", ({ params }) => {
        if (params.userId !== "u1") return refusal(403, "You can only see your own orders.");
        const [first, second] = delivered.products as [OrderItem, OrderItem];
        const shown = reviewed
          ? {
              ...delivered,
              products: [
                {
                  ...first,
                  review: { rating: 4, comment: "Warm and soft", createdAt: "2025-06-06T00:00:00.000Z" },
                },
                second,
              ],
            }
          : delivered;
        return { success: true, data: [shown, order("bbbbbbbb-0000-0000-0000-0000pend0002")] };
      }),
    );
    const user = userEvent.setup();
    renderApp("/MyOrders/u1");

    const card = await screen.findByRole("listitem", { name: "Order DELIV001" });
    expect(card).toHaveTextContent("Rs 2,520");
    expect(card).not.toHaveTextContent("$");
    expect(within(card).getByTestId("tracking-number")).toHaveTextContent("TCS100200300");
    expect(card).toHaveTextContent("Status: Pending → Shipped");
    expect(within(card).getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument();
    // Only the unreviewed item of the delivered order can be rated; the pending order has none.
    expect(screen.getAllByRole("button", { name: "Rate this product" })).toHaveLength(1);

    await user.click(within(card).getByRole("button", { name: "Rate this product" }));
    await user.click(within(card).getByRole("button", { name: "Submit Review" }));
    expect(within(card).getByRole("alert")).toHaveTextContent("Please choose a rating from 1 to 5.");
    await user.click(within(card).getByRole("radio", { name: "4 stars" }));
    await user.type(within(card).getByLabelText("Comment (optional)"), "Warm and soft");
    await user.click(within(card).getByRole("button", { name: "Submit Review" }));
    expect(await within(card).findByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument();
    expect(card).toHaveTextContent("Warm and soft");
    const [post] = sent("POST /api/orders/:id/items/:itemId/review");
    expect(new URL(String(post?.url)).pathname).toBe(
      "/api/orders/aaaaaaaa-0000-0000-0000-0000deliv001/items/i1/review",
    );
    expect(await post?.json()).toEqual({ rating: 4, comment: "Warm and soft" });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Rate this product" })).toBeNull());
  });

  it("links the parcel to its courier's page and lists the courier's events in the order history, in its words when unknown", async () => {
    signInCustomer();
    const shipped = order("cccccccc-0000-0000-0000-0000parcel01", {
      orderStatus: "Shipped",
      trackingNumber: "LE123456789",
      shipment: {
        courier: "leopards",
        courierName: "Leopards",
        consignmentNumber: "LE123456789",
        trackingUrl: "https://www.leopardscourier.com/leopards-tracking?cn_number=LE123456789",
        labelUrl: "https://courier.example/label.pdf",
        status: "in_transit",
        booked: true,
        events: [
          {
            at: "2026-11-20T09:00:00.000Z",
            status: "picked_up",
            courierCode: "PU",
            courierWords: "Picked",
            reason: null,
          },
          {
            at: "2026-11-20T12:00:00.000Z",
            status: null,
            courierCode: "HLD",
            courierWords: "Held at Lahore hub",
            reason: null,
          },
        ],
      },
    });
    server.use(profile(), answer("GET /api/orders/user/:userId", { success: true, data: [shipped] }));
    const user = userEvent.setup();
    renderApp("/MyOrders/u1");
    const card = await screen.findByRole("listitem", { name: "Order PARCEL01" });
    const track = within(card).getByRole("link", { name: /Track with Leopards/ });
    expect(track).toHaveAttribute(
      "href",
      "https://www.leopardscourier.com/leopards-tracking?cn_number=LE123456789",
    );
    expect(track).toHaveAttribute("target", "_blank");
    // The airway bill is the seller's, not the buyer's.
    expect(within(card).queryByRole("link", { name: "Airway bill" })).toBeNull();
    await user.click(within(card).getByText(/Order history/));
    expect(card).toHaveTextContent("Picked up by the courier");
    expect(card).toHaveTextContent("Held at Lahore hub");
  });

  it("shows 'No orders yet' with a link to shop", async () => {
    signInCustomer();
    server.use(profile(), answer("GET /api/orders/user/:userId", { success: true, data: [] }));
    renderApp("/MyOrders/u1");
    expect(await screen.findByText("No orders yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/AllProduct");
  });
});

describe("cancelling and receipts on My Orders", () => {
  const PENDING = "aaaaaaaa-0000-0000-0000-0000pend0001";
  const PROCESSING = "bbbbbbbb-0000-0000-0000-0000proc0002";
  const SHIPPED = "cccccccc-0000-0000-0000-0000ship0003";

  /** My Orders' three orders; a cancel turns the pending one Cancelled, or is refused with `refusedWith`. */
  function serveOrders(refusedWith?: string) {
    let cancelled = false;
    const list = () => [
      order(PENDING, {
        orderStatus: cancelled ? "Cancelled" : "Pending",
        events: [
          aStatusEvent("e1", null, "Pending"),
          ...(cancelled
            ? [aStatusEvent("e2", "Pending", "Cancelled", { reason: "Ordered the wrong colour" })]
            : []),
        ],
      }),
      order(PROCESSING, { orderStatus: "Processing" }),
      order(SHIPPED, { orderStatus: "Shipped", trackingNumber: "TCS1" }),
    ];
    server.use(
      profile(),
      on("POST /api/orders/:id/cancel", () => {
        if (refusedWith) return refusal(409, refusedWith);
        cancelled = true;
        return { success: true, message: "Your order has been cancelled.", data: list()[0] as Order };
      }),
      on("GET /api/orders/user/:userId", () => ({ success: true, data: list() })),
    );
  }

  it("offers Cancel order only before the order ships", async () => {
    signInCustomer();
    serveOrders();
    renderApp("/MyOrders/u1");
    const pending = await screen.findByRole("listitem", { name: "Order PEND0001" });
    expect(within(pending).getByRole("button", { name: "Cancel order PEND0001" })).toBeInTheDocument();
    const processing = screen.getByRole("listitem", { name: "Order PROC0002" });
    expect(within(processing).getByRole("button", { name: "Cancel order PROC0002" })).toBeInTheDocument();
    const shipped = screen.getByRole("listitem", { name: "Order SHIP0003" });
    expect(within(shipped).queryByRole("button", { name: /Cancel order/ })).toBeNull();
  });

  it("cancels a pending order with a reason after confirming, and keeps focus on the card", async () => {
    signInCustomer();
    serveOrders();
    const user = userEvent.setup();
    renderApp("/MyOrders/u1");
    const card = await screen.findByRole("listitem", { name: "Order PEND0001" });
    const trigger = within(card).getByRole("button", { name: "Cancel order PEND0001" });
    await user.click(trigger);

    const dialog = await screen.findByRole("dialog", { name: "Cancel order #PEND0001?" });
    // Backing out changes nothing and gives focus back to the button that opened the dialog.
    await user.click(within(dialog).getByRole("button", { name: "Keep order" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(sent("POST /api/orders/:id/cancel")).toHaveLength(0);

    await user.click(trigger);
    const again = await screen.findByRole("dialog", { name: "Cancel order #PEND0001?" });
    await user.type(within(again).getByLabelText("Reason (optional)"), "  Ordered the wrong colour ");
    await user.click(within(again).getByRole("button", { name: "Cancel order" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [post] = sent("POST /api/orders/:id/cancel");
    expect(new URL(String(post?.url)).pathname).toBe(`/api/orders/${PENDING}/cancel`);
    expect(await post?.json()).toEqual({ reason: "Ordered the wrong colour" });
    await waitFor(() => expect(within(card).getByText("Cancelled")).toBeInTheDocument());
    expect(within(card).getByTestId("cancellation-note")).toHaveTextContent(
      "You cancelled this order: Ordered the wrong colour",
    );
    expect(within(card).queryByRole("button", { name: /Cancel order/ })).toBeNull();
    await waitFor(() =>
      expect(within(card).getByRole("link", { name: "Receipt for order PEND0001" })).toHaveFocus(),
    );
  });

  it("shows the server's refusal in the dialog when the store shipped the order meanwhile", async () => {
    signInCustomer();
    serveOrders("This order is already Shipped, so it can no longer be cancelled. Please contact the store.");
    const user = userEvent.setup();
    renderApp("/MyOrders/u1");
    const card = await screen.findByRole("listitem", { name: "Order PROC0002" });
    await user.click(within(card).getByRole("button", { name: "Cancel order PROC0002" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel order #PROC0002?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This order is already Shipped, so it can no longer be cancelled.",
    );
  });

  describe("receipts", () => {
    it("opens any order's receipt as a page of its own", async () => {
      signInCustomer();
      serveOrders();
      server.use(
        on("GET /api/orders/:id", ({ params }) => ({
          success: true as const,
          data: order(params.id, { orderStatus: "Shipped" }),
        })),
      );
      const user = userEvent.setup();
      const { router } = renderApp("/MyOrders/u1");
      const shipped = await screen.findByRole("listitem", { name: "Order SHIP0003" });
      await user.click(within(shipped).getByRole("link", { name: "Receipt for order SHIP0003" }));
      const receipt = await screen.findByRole("article", { name: "Order receipt" });
      expect(router.state.location.pathname).toBe(`/receipt/${SHIPPED}`);
      expect(within(receipt).getByTestId("receipt-order-number")).toHaveTextContent("SHIP0003");
      expect(receipt).toHaveTextContent(/Total\s*Rs 2,520/);
    });
  });
});

describe("My Orders in Urdu", () => {
  it("reads in Urdu: statuses, payment, timeline, dates and the count of orders", async () => {
    signInCustomer();
    const shipped = order("aaaaaaaa-0000-0000-0000-0000ship0001", {
      orderStatus: "Shipped",
      trackingNumber: "TCS100200300",
      createdAt: "2025-06-01T07:30:00.000Z",
      events: shippedWithTcs(),
    });
    server.use(
      profile(),
      answer("GET /api/orders/user/:userId", {
        success: true,
        data: [shipped, order("bbbbbbbb-0000-0000-0000-0000pend0002")],
      }),
    );
    renderApp("/MyOrders/u1", { language: "ur" });

    expect(await screen.findByRole("heading", { level: 1, name: "میرے آرڈرز" })).toBeInTheDocument();
    expect(await screen.findByText("2 آرڈرز، نئے پہلے۔")).toBeInTheDocument();
    const card = screen.getByRole("listitem", { name: "آرڈر \u2068SHIP0001\u2069" });
    expect(within(card).getByRole("heading", { name: "آرڈر نمبر \u2068SHIP0001\u2069" })).toBeInTheDocument();
    expect(card).toHaveTextContent("روانہ");
    expect(card).toHaveTextContent("ادائیگی: زیرِ التوا");
    expect(card).toHaveTextContent("حالت: زیرِ التوا ← روانہ");
    expect(card).toHaveTextContent("آرڈر کی تاریخ: 1 جون");
    expect(card).toHaveTextContent("ادائیگی کا طریقہ: موبائل والیٹ");
    expect(card).toHaveTextContent("Rs 2,520");
    const pending = screen.getByRole("listitem", { name: "آرڈر \u2068PEND0002\u2069" });
    expect(
      within(pending).getByRole("button", { name: "آرڈر \u2068PEND0002\u2069 منسوخ کریں" }),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\b(orders|labels)\.[a-z]/);
  });
});

describe("confirming a Cash-on-Delivery order on My Orders (decision 0034)", () => {
  it("asks her to confirm an awaiting order, sends the confirmation and shows it confirmed", async () => {
    signInCustomer();
    let confirmed = false;
    const cod = () =>
      order("aaaaaaaa-0000-0000-0000-00000000c0d1", {
        paymentMethod: "Cash on Delivery",
        confirmation: confirmed ? "confirmed" : "awaiting",
        confirmationDueAt: confirmed ? null : "2026-11-29T10:00:00.000Z",
      });
    server.use(
      profile(),
      on("GET /api/orders/user/:userId", () => ({ success: true, data: [cod()] })),
      on("POST /api/orders/:id/confirm", () => {
        confirmed = true;
        return { success: true, message: "Thank you! Your order is confirmed.", data: cod() };
      }),
    );
    const user = userEvent.setup();
    renderApp("/MyOrders/u1");
    expect(
      await screen.findByText("Please confirm this Cash on Delivery order: the store ships it once you do."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Confirm order/ }));
    await waitFor(() => expect(sent("POST /api/orders/:id/confirm")).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: /^Confirm order/ })).not.toBeInTheDocument(),
    );
  });
});
