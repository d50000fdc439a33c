import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, on, refusal, sent, sentPaths } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aNotification, aNotificationPage } from "@/test/conversation-fixtures.ts";
import { aSeller, aUser } from "@/test/fixtures.ts";
import { aLiveStream } from "@/test/live-stream.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInCustomer, signInSeller } from "@/test/sessions.ts";

const profile = () => answer("GET /api/auth/profile", { success: true, user: aUser() });

const shipped = aNotification({
  _id: "n-shipped",
  kind: "order-status",
  title: "Order 1A2B3C4D shipped",
  body: "Tracking number TCS100200300",
  link: "/MyOrders/u1",
});
const placed = aNotification({
  _id: "n-placed",
  kind: "order-placed",
  title: "Order 1A2B3C4D placed",
  body: "Your receipt",
  link: "/MyOrders/u1",
  readAt: "2025-06-01T08:00:00.000Z",
});

describe("the notification bell", () => {
  it("is not there for a visitor, who asks for no notifications", async () => {
    renderApp("/About");
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(sentPaths().some((path) => path.startsWith("/api/notifications"))).toBe(false);
  });

  it("counts the unread ones, lists them newest first and links each to what it is about", async () => {
    signInCustomer();
    const live = aLiveStream();
    server.use(
      profile(),
      answer("GET /api/notifications", aNotificationPage([shipped, placed])),
      live.handler,
    );
    renderApp("/About");

    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    await userEvent.click(bell);
    const sheet = await screen.findByRole("dialog", { name: "Notifications" });
    const items = within(sheet).getAllByRole("link");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Unread: Order 1A2B3C4D shipped"),
      expect.stringContaining("Order 1A2B3C4D placed"),
    ]);
    expect(items[0]).toHaveAttribute("href", "/MyOrders/u1");
    expect(within(sheet).getByText("Tracking number TCS100200300")).toBeInTheDocument();
    // The stream was opened with her token, not a seller's.
    expect(sent("GET /api/notifications")[0]?.headers.get("Authorization")).toBe("Bearer customer-token");
  });

  it("rises as a notification arrives on the live stream, without reloading", async () => {
    signInSeller(aSeller());
    const live = aLiveStream();
    server.use(answer("GET /api/notifications", aNotificationPage([], 0)), live.handler);
    renderApp("/About");

    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
    await live.connected;
    live.send("notification", { notification: aNotification(), unread: 1 });
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    live.send("notification", {
      notification: aNotification({ _id: "n2", title: "New order 9Z8Y7X6W" }),
      unread: 2,
    });
    await waitFor(() => expect(bell).toHaveAccessibleName("Notifications, 2 unread"));

    await userEvent.click(bell);
    const sheet = await screen.findByRole("dialog", { name: "Notifications" });
    expect(
      within(sheet)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining("New order 9Z8Y7X6W"), expect.stringContaining("New order 1A2B3C4D")]);
    // The same notification twice (a reconnection's overlap) is listed once.
    live.send("notification", { notification: aNotification(), unread: 2 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(sheet).getAllByRole("link")).toHaveLength(2);
  });

  it("marks all read at once and tells the server", async () => {
    signInCustomer();
    let marked: unknown;
    server.use(
      profile(),
      on("GET /api/notifications", () =>
        aNotificationPage(
          marked ? [{ ...shipped, readAt: "2025-06-02T00:00:00.000Z" }, placed] : [shipped, placed],
        ),
      ),
      on("POST /api/notifications/read", async ({ request }) => {
        marked = await request.json();
        return { success: true, message: "Marked as read.", unread: 0 };
      }),
    );
    renderApp("/About");

    await userEvent.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    const sheet = await screen.findByRole("dialog", { name: "Notifications" });
    await userEvent.click(within(sheet).getByRole("button", { name: "Mark all read" }));
    await waitFor(() => expect(marked).toEqual({ all: true }));
    expect(within(sheet).getByText("All read")).toBeInTheDocument();
    expect(within(sheet).queryByText("Unread:", { exact: false })).not.toBeInTheDocument();
    expect(within(sheet).getByRole("button", { name: "Mark all read" })).toBeDisabled();
    await userEvent.keyboard("{Escape}");
    expect(await screen.findByRole("button", { name: "Notifications" })).toHaveFocus();
  });

  it("says when there are none, and offers Try Again when they could not be read", async () => {
    signInCustomer();
    let fail = true;
    server.use(
      profile(),
      on("GET /api/notifications", () =>
        fail ? refusal(429, "Too many requests; please wait a moment.") : aNotificationPage([], 0),
      ),
    );
    renderApp("/About");
    await userEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    const sheet = await screen.findByRole("dialog", { name: "Notifications" });
    expect(await within(sheet).findByText("Could not load your notifications")).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(sheet).getByRole("button", { name: "Try Again" }));
    expect(await within(sheet).findByText("No notifications yet")).toBeInTheDocument();
  });

  // Issue 34, items 2 and 14: the seller's notices of a customer's cancellation and of a listing an
  // operator hid are kinds of their own; the server writes their words in the reader's language.
  const sellerNotices = (urdu: boolean) => [
    aNotification({
      _id: "n-cancelled",
      kind: "order-cancelled",
      title: urdu ? "آرڈر \u20681A2B3C4D\u2069 منسوخ ہو گیا" : "Order 1A2B3C4D cancelled",
      body: urdu
        ? "Ayesha Khan نے آرڈر \u20681A2B3C4D\u2069 منسوخ کر دیا۔ اس کا اسٹاک دوبارہ فروخت کے لیے موجود ہے۔ وجہ: Wrong size"
        : "Ayesha Khan cancelled order 1A2B3C4D. Its stock is back on sale. Reason: Wrong size",
      link: "/orders/s1",
    }),
    aNotification({
      _id: "n-hidden",
      kind: "listing-status",
      title: urdu ? "آپ کی پروڈکٹ Ajrak Shawl چھپا دی گئی" : "Your listing Ajrak Shawl is hidden",
      body: urdu
        ? "ہنرمند ٹیم نے Ajrak Shawl کو چھپا دیا ہے: خریدار اسے نہ دیکھ سکتے ہیں نہ خرید سکتے ہیں۔ وجہ: Blurry photos"
        : "The Hunarmand team has hidden Ajrak Shawl: buyers cannot see or buy it. Reason: Blurry photos",
      link: "/editproduct/p1",
    }),
  ];

  it("lists a seller's cancelled-order and hidden-listing notices, each linking to what it is about", async () => {
    signInSeller(aSeller());
    server.use(
      answer("GET /api/notifications", aNotificationPage(sellerNotices(false))),
      aLiveStream().handler,
    );
    renderApp("/About");
    await userEvent.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    const sheet = await screen.findByRole("dialog", { name: "Notifications" });
    const [cancelled, hidden] = within(sheet).getAllByRole("link");
    expect(cancelled).toHaveTextContent("Unread: Order 1A2B3C4D cancelled");
    expect(cancelled).toHaveTextContent("Reason: Wrong size");
    expect(cancelled).toHaveAttribute("href", "/orders/s1");
    expect(hidden).toHaveTextContent("Your listing Ajrak Shawl is hidden");
    expect(hidden).toHaveTextContent("Reason: Blurry photos");
    expect(hidden).toHaveAttribute("href", "/editproduct/p1");
  });

  it("lists them in Urdu for a seller who reads Urdu", async () => {
    signInSeller(aSeller());
    server.use(
      answer("GET /api/notifications", aNotificationPage(sellerNotices(true))),
      aLiveStream().handler,
    );
    renderApp("/About", { language: "ur" });
    await userEvent.click(await screen.findByRole("button", { name: "اطلاعات، 2 نئی" }));
    const sheet = await screen.findByRole("dialog", { name: "اطلاعات" });
    const [cancelled, hidden] = within(sheet).getAllByRole("link");
    expect(cancelled).toHaveTextContent("آرڈر \u20681A2B3C4D\u2069 منسوخ ہو گیا");
    expect(cancelled).toHaveTextContent("وجہ: Wrong size");
    expect(hidden).toHaveTextContent("آپ کی پروڈکٹ Ajrak Shawl چھپا دی گئی");
    expect(hidden).toHaveTextContent("وجہ: Blurry photos");
    // The words around them are Urdu too: not one English word of the panel's own.
    expect(within(sheet).queryByText(/Notifications|Unread/)).not.toBeInTheDocument();
  });
});
