import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app.tsx";
import type { Order, OrderItem } from "../api/orders-api.ts";
import {
  DEMO_CUSTOMER,
  jsonResponse,
  orderFixture,
  orderItem,
  signInCustomer,
  statusEvent,
} from "../test-fixtures.ts";

const NOOR_STORE = { _id: "s1", name: "Noor Crochet Studio" };

const item = (id: string, name: string, review: OrderItem["review"] = null) =>
  orderItem(id, name, { price: 1200, quantity: 2, productId: `p-${id}`, store: NOOR_STORE, review });

function order(id: string, overrides: Partial<Order> = {}) {
  return orderFixture({
    _id: id,
    id,
    store: NOOR_STORE,
    products: [item(`${id}-1`, "Chunky Knit Scarf")],
    paymentMethod: "Mobile Wallet",
    itemsPrice: 2400,
    taxPrice: 120,
    totalPrice: 2520,
    events: [statusEvent("e1", null, "Pending")],
    ...overrides,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("My Orders", () => {
  it("shows someone else's orders as not allowed, without asking the server", async () => {
    signInCustomer();
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
      jsonResponse(200, { success: true, user: DEMO_CUSTOMER }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderApp("/MyOrders/u2");
    expect(await screen.findByText("You can only see your own orders.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to My Orders" })).toHaveAttribute("href", "/MyOrders/u1");
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/api/orders"))).toBe(false);
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
      events: [
        statusEvent("e1", null, "Pending"),
        statusEvent("e2", "Pending", "Shipped", {
          trackingNumber: "TCS100200300",
          by: "seller",
          at: "2025-06-02T07:30:00.000Z",
        }),
      ],
    });
    let reviewed = false;
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith("/api/auth/profile")) return jsonResponse(200, { success: true, user: DEMO_CUSTOMER });
      if (url.includes("/review") && init?.method === "POST") {
        reviewed = true;
        return jsonResponse(201, {
          success: true,
          message: "Thank you for your review!",
          review: { rating: 4, comment: "Warm and soft", productRating: 4, reviewCount: 1 },
        });
      }
      if (url.endsWith("/api/orders/user/u1")) {
        const first = reviewed
          ? {
              ...delivered,
              products: [
                { ...delivered.products[0], review: { rating: 4, comment: "Warm and soft", createdAt: "x" } },
                delivered.products[1],
              ],
            }
          : delivered;
        return jsonResponse(200, {
          success: true,
          data: [first, order("bbbbbbbb-0000-0000-0000-0000pend0002")],
        });
      }
      return jsonResponse(404, { success: false, message: "Not found" });
    });
    vi.stubGlobal("fetch", fetchMock);
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
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(String(post?.[0])).toBe("/api/orders/aaaaaaaa-0000-0000-0000-0000deliv001/items/i1/review");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ rating: 4, comment: "Warm and soft" });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Rate this product" })).toBeNull());
  });

  it("shows 'No orders yet' with a link to shop", async () => {
    signInCustomer();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith("/api/auth/profile")
          ? jsonResponse(200, { success: true, user: DEMO_CUSTOMER })
          : jsonResponse(200, { success: true, data: [] }),
      ),
    );
    renderApp("/MyOrders/u1");
    expect(await screen.findByText("No orders yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/AllProduct");
  });
});
