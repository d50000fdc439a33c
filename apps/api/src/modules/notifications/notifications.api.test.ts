import { orderNumber } from "@marketplace/shared/order-number";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { confirmAsBuyer } from "../../../test/cod-fixtures.ts";
import {
  createAdmin,
  createCustomer,
  createProduct,
  createProductWithSizes,
  createSeller,
  createSellerWithStore,
  SHIPPING_ADDRESS,
} from "../../../test/fixtures.ts";
import { type SmtpInbox, startSmtpInbox } from "../../../test/smtp-inbox.ts";
import { conversations, customers, notifications } from "../../db/schema/index.ts";

const PUBLIC_URL = "https://shop.example.pk";

let t: TestApp;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: inbox.url, PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const call = (method: "GET" | "POST" | "PUT", url: string, token?: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url, headers: { ...auth(token), ...headers }, payload });

interface Listed {
  _id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  readAt: string | null;
}

async function notificationsOf(
  token: string,
  query = "",
): Promise<{ unread: number; notifications: Listed[] }> {
  const res = await call("GET", `/api/notifications${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Waits until the reader has `count` notifications of `kind` (the queue's worker writes them). */
async function waitForKind(token: string, kind: string, count = 1): Promise<Listed[]> {
  return vi.waitFor(
    async () => {
      const found = (await notificationsOf(token, "?limit=50")).notifications.filter((n) => n.kind === kind);
      if (found.length < count) throw new Error(`${found.length} ${kind} notifications so far`);
      return found;
    },
    { timeout: 20_000, interval: 200 },
  );
}

async function shop() {
  const customer = await createCustomer(t.app, "Ayesha Khan");
  const { seller, store } = await createSellerWithStore(t.app, "Gul Bano");
  const product = await createProduct(t.app, store.id, { name: "Blue <b>Ajrak</b> Shawl", price: 1500 });
  return { customer, seller, store, product };
}

async function placeOrder(s: Awaited<ReturnType<typeof shop>>, quantity = 2, key?: string) {
  const res = await call(
    "POST",
    "/api/orders",
    s.customer.token,
    { products: [{ product: s.product.id, quantity }], shippingAddress: SHIPPING_ADDRESS },
    key ? { "idempotency-key": key } : {},
  );
  expect(res.statusCode).toBe(201);
  return res.json().data._id as string;
}

/** The COD buyer confirms, so the store may ship her order (decision 0034). */
const confirm = (s: Awaited<ReturnType<typeof shop>>, orderId: string) =>
  confirmAsBuyer(t.app, s.customer.token, { _id: orderId, confirmation: "awaiting" });

describe("e-mails in the reader's language (issue 34, item 10)", () => {
  it("keeps the language she signs up and signs in with, and the switch's, and writes each e-mail in it", async () => {
    const email = `sana-${orderNumber(crypto.randomUUID())}@example.pk`.toLowerCase();
    const signup = await call(
      "POST",
      "/api/auth/signup",
      undefined,
      { name: "Sana", email, password: "Secret#2024" },
      {
        "accept-language": "ur",
      },
    );
    expect(signup.statusCode).toBe(201);
    const languageOf = async (id: string) =>
      (await t.app.db.select({ language: customers.language }).from(customers).where(eq(customers.id, id)))[0]
        ?.language;
    const id = signup.json().user._id as string;
    expect(await languageOf(id)).toBe("ur");
    const login = await call(
      "POST",
      "/api/auth/login",
      undefined,
      { email, password: "Secret#2024" },
      {
        cookie: "lang=en",
      },
    );
    expect(login.statusCode).toBe(200);
    expect(await languageOf(id)).toBe("en");
    const token = login.json().token as string;
    const switched = await call("PUT", "/api/account/language", token, { language: "ur" });
    expect(switched.json()).toEqual({ success: true, language: "ur" });
    expect(await languageOf(id)).toBe("ur");
    expect((await call("PUT", "/api/account/language", token, { language: "fr" })).statusCode).toBe(400);

    // Her receipt comes in Urdu, right to left; the store's owner (English) gets hers in English.
    const s = await shop();
    const res = await call("POST", "/api/orders", token, {
      products: [{ product: s.product.id, quantity: 1 }],
      shippingAddress: SHIPPING_ADDRESS,
    });
    expect(res.statusCode).toBe(201);
    const number = orderNumber(res.json().data._id);
    const [receipt] = await inbox.mailsTo(email);
    expect(receipt?.subject).toBe(`آپ کا آرڈر \u2068${number}\u2069 · ہنرمند`);
    expect(receipt?.text).toContain("السلام علیکم");
    expect(receipt?.html).toContain('<html lang="ur" dir="rtl">');
    const [toSeller] = await inbox.mailsTo(s.seller.email);
    expect(toSeller?.subject).toBe(`New order ${number} · Hunarmand`);
    expect(toSeller?.html).toContain('<html lang="en" dir="ltr">');
  });
});

describe("an order placed", () => {
  it("sends the customer a receipt and the store's owner a new-order notice, by notification and e-mail", async () => {
    const s = await shop();
    const orderId = await placeOrder(s);
    const number = orderNumber(orderId);

    const [receipt] = await waitForKind(s.customer.token, "order-placed");
    expect(receipt).toMatchObject({
      title: `Order ${number} placed`,
      link: `/MyOrders/${s.customer.id}`,
      readAt: null,
    });
    expect(receipt?.body).toContain(number);
    const [newOrder] = await waitForKind(s.seller.token, "new-order");
    expect(newOrder).toMatchObject({
      title: `New order ${number}`,
      link: `/orders/${s.store.id}/${orderId}`,
    });
    // The items, the number and the total with shipping.
    expect(newOrder?.body).toMatch(
      new RegExp(`^Ayesha Khan ordered Blue <b>Ajrak</b> Shawl × 2 \\(order ${number}, Rs 3,\\d{3}\\)\\.$`),
    );

    const [toCustomer] = await inbox.mailsTo(s.customer.email);
    expect(toCustomer?.subject).toBe(`Your order ${number} · Hunarmand`);
    expect(toCustomer?.text).toContain(number);
    // A Cash-on-Delivery receipt's button is the link that confirms it without signing in (decision 0034).
    expect(toCustomer?.text).toContain(`${PUBLIC_URL}/confirm-order?token=`);
    expect(toCustomer?.html).toContain("Hunarmand");
    expect(toCustomer?.html).toContain(`href="${PUBLIC_URL}/confirm-order?token=`);
    // What a person wrote is text in the HTML, never markup.
    expect(toCustomer?.html).toContain("Blue &lt;b&gt;Ajrak&lt;/b&gt; Shawl × 2");
    expect(toCustomer?.html).not.toContain("<b>Ajrak</b>");

    const [toSeller] = await inbox.mailsTo(s.seller.email);
    expect(toSeller?.subject).toBe(`New order ${number} · Hunarmand`);
    expect(toSeller?.text).toContain("- Blue <b>Ajrak</b> Shawl × 2: Rs\u00a03,000");
    // A price never wraps in the e-mail (issue 34, item 10).
    expect(toSeller?.html).toContain(`<span style="white-space:nowrap">Rs\u00a03,000</span>`);
    expect(toSeller?.text).toContain(`${PUBLIC_URL}/orders/${s.store.id}`);
  });

  it("tells each event exactly once, however often it is published", async () => {
    const s = await shop();
    const key = crypto.randomUUID();
    const orderId = await placeOrder(s, 1, key);
    // The same checkout again (its idempotent answer), and the event published twice more.
    expect(await placeOrder(s, 1, key)).toBe(orderId);
    await t.app.publishEvent({ kind: "order-placed", orderId });
    await t.app.publishEvent({ kind: "order-placed", orderId });
    await inbox.mailsTo(s.customer.email);
    await inbox.mailsTo(s.seller.email);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await inbox.mailsTo(s.customer.email)).toHaveLength(1);
    expect(await inbox.mailsTo(s.seller.email)).toHaveLength(1);
    expect(await waitForKind(s.customer.token, "order-placed")).toHaveLength(1);
    expect(await waitForKind(s.seller.token, "new-order")).toHaveLength(1);
  });

  it("tells the customer when it ships, with the tracking number, and of other moves", async () => {
    const s = await shop();
    const orderId = await placeOrder(s, 1);
    await confirm(s, orderId);
    const number = orderNumber(orderId);
    const move = (orderStatus: string, trackingNumber?: string) =>
      call("PUT", `/api/orders/${orderId}/status`, s.seller.token, { orderStatus, trackingNumber });
    expect((await move("Processing")).statusCode).toBe(200);
    expect((await move("Shipped", "TCS-123456789")).statusCode).toBe(200);
    const moves = await waitForKind(s.customer.token, "order-status", 2);
    expect(moves.map((n) => n.title)).toEqual([
      `Order ${number} has shipped`,
      `Order ${number} is now Processing`,
    ]);
    expect(moves[0]?.body).toContain("Tracking number: TCS-123456789.");

    const mails = await inbox.mailsTo(s.customer.email, 3);
    const shipped = mails.find((m) => m.subject.startsWith(`Order ${number} has shipped`));
    expect(shipped?.text).toContain("TCS-123456789");
    expect(shipped?.html).toContain("TCS-123456789");

    // Read in Urdu, the words are Urdu and the order number and tracking number are kept.
    const urdu = await call("GET", "/api/notifications", s.customer.token, undefined, {
      "accept-language": "ur",
    });
    const [latest] = urdu.json().notifications;
    expect(latest.title).toBe(`آرڈر \u2068${number}\u2069 روانہ ہو گیا`);
    expect(latest.body).toContain("TCS-123456789");
    expect(latest.body).toContain("ٹریکنگ نمبر");
  });

  it("tells the seller of a review of her product", async () => {
    const s = await shop();
    const orderId = await placeOrder(s, 1);
    await confirm(s, orderId);
    for (const [orderStatus, trackingNumber] of [
      ["Shipped", "LEO-1"],
      ["Delivered", undefined],
    ]) {
      await call("PUT", `/api/orders/${orderId}/status`, s.seller.token, { orderStatus, trackingNumber });
    }
    const order = (await call("GET", `/api/orders/${orderId}`, s.customer.token)).json().data;
    const reviewed = await call(
      "POST",
      `/api/orders/${orderId}/items/${order.products[0]._id}/review`,
      s.customer.token,
      { rating: 5, comment: "Beautiful work" },
    );
    expect(reviewed.statusCode).toBe(201);
    const [review] = await waitForKind(s.seller.token, "review-received");
    expect(review).toMatchObject({
      title: "New review of Blue <b>Ajrak</b> Shawl",
      body: 'Ayesha gave Blue <b>Ajrak</b> Shawl 5 out of 5: "Beautiful work"',
      link: `/viewproduct/${s.product.id}`,
    });
  });

  it("names the size chosen in the new-order notice and both e-mails", async () => {
    const s = await shop();
    const kurta = await createProductWithSizes(t.app, s.store.id, { S: 2, M: 3 }, { name: "Lawn Kurta" });
    const res = await call("POST", "/api/orders", s.customer.token, {
      products: [{ product: kurta.product.id, variant: kurta.variants.M?.id, quantity: 1 }],
      shippingAddress: SHIPPING_ADDRESS,
    });
    expect(res.statusCode).toBe(201);
    const [newOrder] = await waitForKind(s.seller.token, "new-order");
    expect(newOrder?.body).toContain("Lawn Kurta (Size: M) × 1");
    const [toSeller] = await inbox.mailsTo(s.seller.email);
    expect(toSeller?.text).toContain("Lawn Kurta (Size: M) × 1");
    const [toCustomer] = await inbox.mailsTo(s.customer.email);
    expect(toCustomer?.text).toContain("Lawn Kurta (Size: M) × 1");
  });
});

describe("a seller's status", () => {
  it("tells the seller when an operator verifies or suspends her", async () => {
    const seller = await createSeller(t.app, "Rani");
    const admin = await createAdmin(t.app);
    const set = (status: string, reason?: string) =>
      call("PUT", `/api/admin/sellers/${seller.id}/status`, admin.token, { status, reason });
    expect((await set("verified")).statusCode).toBe(200);
    const [verified] = await waitForKind(seller.token, "seller-status");
    expect(verified?.title).toBe("Your seller account is verified");
    expect((await set("suspended", "Counterfeit listings")).statusCode).toBe(200);
    const both = await waitForKind(seller.token, "seller-status", 2);
    expect(both[0]).toMatchObject({ title: "Your seller account is suspended" });
    expect(both[0]?.body).toContain("Reason: Counterfeit listings");
    const mails = await inbox.mailsTo(seller.email, 2);
    expect(mails.map((m) => m.subject)).toEqual([
      "Your seller account is verified · Hunarmand",
      "Your seller account is suspended · Hunarmand",
    ]);
  });
});

describe("a new message", () => {
  it("tells the other party at most once per conversation in 15 minutes", async () => {
    const s = await shop();
    const started = await call("POST", "/api/conversations", s.customer.token, {
      storeId: s.store.id,
      productId: s.product.id,
      body: "Is this available in blue?",
    });
    expect(started.statusCode).toBe(201);
    const id = started.json().conversation._id;
    await call("POST", `/api/conversations/${id}/messages`, s.customer.token, { body: "Or green?" });
    const [toSeller] = await inbox.mailsTo(s.seller.email);
    expect(toSeller?.subject).toBe("New message from Ayesha Khan · Hunarmand");
    expect(toSeller?.text).toContain("Is this available in blue?");
    expect(toSeller?.text).toContain(`${PUBLIC_URL}/dashboard/messages/${id}`);
    const [notice] = await waitForKind(s.seller.token, "new-message");
    expect(notice).toMatchObject({ body: "Is this available in blue?", link: `/dashboard/messages/${id}` });
    // In Urdu the title is Urdu; the message stays the buyer's own words.
    const urdu = await call("GET", "/api/notifications", s.seller.token, undefined, {
      "accept-language": "ur",
    });
    expect(urdu.json().notifications[0]).toMatchObject({
      title: "Ayesha Khan کا نیا پیغام",
      body: "Is this available in blue?",
    });

    // The seller's reply tells the customer (her own window).
    await call("POST", `/api/conversations/${id}/messages`, s.seller.token, { body: "Yes, in blue." });
    const [toCustomer] = await inbox.mailsTo(s.customer.email);
    expect(toCustomer?.subject).toBe(`New message from ${s.store.name} · Hunarmand`);
    await waitForKind(s.customer.token, "new-message");

    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await inbox.mailsTo(s.seller.email)).toHaveLength(1);
    expect(await waitForKind(s.seller.token, "new-message")).toHaveLength(1);

    // Fifteen minutes later, the next message is told again.
    await t.app.db
      .update(conversations)
      .set({ sellerNotifiedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(conversations.id, id));
    await call("POST", `/api/conversations/${id}/messages`, s.customer.token, { body: "Thank you!" });
    expect(await inbox.mailsTo(s.seller.email, 2)).toHaveLength(2);
  });
});

describe("GET /api/notifications and POST /api/notifications/read", () => {
  async function seeded(count: number) {
    const customer = await createCustomer(t.app);
    await t.app.db.insert(notifications).values(
      Array.from({ length: count }, (_, i) => ({
        recipientRole: "customer" as const,
        recipientId: customer.id,
        eventKey: `test:${customer.id}:${i}`,
        kind: "order-status" as const,
        title: `Order ${i} is now Processing`,
        body: "Body",
        link: "/",
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    return customer;
  }

  it("answers the reader's own, newest first, paged, with the unread count", async () => {
    const customer = await seeded(25);
    const first = await notificationsOf(customer.token);
    expect(first.unread).toBe(25);
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0]?.title).toBe("Order 24 is now Processing");
    const res = await call("GET", "/api/notifications?page=2", customer.token);
    expect(res.json().pagination).toEqual({
      current_page: 2,
      total_pages: 2,
      total_notifications: 25,
      per_page: 20,
    });
    expect(
      res
        .json()
        .notifications.map((n: Listed) => n.title)
        .at(-1),
    ).toBe("Order 0 is now Processing");
    const other = await createCustomer(t.app);
    expect(await notificationsOf(other.token)).toMatchObject({ unread: 0, notifications: [] });
  });

  it("marks read the ids given, or all; another reader's ids change nothing", async () => {
    const customer = await seeded(3);
    const other = await seeded(2);
    const [a, b] = (await notificationsOf(customer.token)).notifications;
    const theirs = (await notificationsOf(other.token)).notifications.map((n) => n._id);
    const read = await call("POST", "/api/notifications/read", customer.token, {
      ids: [a?._id, b?._id, ...theirs],
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ success: true, message: "Notifications marked as read.", unread: 1 });
    expect((await notificationsOf(other.token)).unread).toBe(2);
    const listed = (await notificationsOf(customer.token)).notifications;
    expect(
      listed
        .filter((n) => n.readAt !== null)
        .map((n) => n._id)
        .sort(),
    ).toEqual([a?._id, b?._id].sort());
    const all = await call("POST", "/api/notifications/read", customer.token, { all: true });
    expect(all.json().unread).toBe(0);
    expect((await notificationsOf(other.token)).unread).toBe(2);
  });

  it("refuses bad input with a clear message, and needs a signed-in account (any role)", async () => {
    const customer = await seeded(1);
    for (const payload of [{}, { ids: [] }, { all: false }, { ids: ["x"], all: true }, { ids: "x" }]) {
      const res = await call("POST", "/api/notifications/read", customer.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const malformed = await call("POST", "/api/notifications/read", customer.token, { ids: ["not-an-id"] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("Each id must be the id of a notification.");
    expect((await notificationsOf(customer.token)).unread).toBe(1);
    for (const query of ["?page=0", "?page=x", "?limit=51", "?limit=0"]) {
      expect((await call("GET", `/api/notifications${query}`, customer.token)).statusCode).toBe(400);
    }
    expect((await call("GET", "/api/notifications")).statusCode).toBe(401);
    expect((await call("POST", "/api/notifications/read", undefined, { all: true })).statusCode).toBe(401);
    const admin = await createAdmin(t.app);
    const seller = await createSeller(t.app);
    expect(await notificationsOf(admin.token)).toMatchObject({ unread: 0 });
    expect(await notificationsOf(seller.token)).toMatchObject({ unread: 0 });
    expect((await call("POST", "/api/notifications/read", admin.token, { all: true })).statusCode).toBe(200);
  });
});

describe("a customer's cancellation (issue 34, item 2)", () => {
  const cancel = (s: Awaited<ReturnType<typeof shop>>, orderId: string, reason?: string) =>
    call("POST", `/api/orders/${orderId}/cancel`, s.customer.token, reason === undefined ? {} : { reason });

  it("tells the store's owner at once, by bell and e-mail, with her reason, above all while Processing", async () => {
    const s = await shop();
    const other = await shop();
    const orderId = await placeOrder(s, 2);
    await confirm(s, orderId);
    const number = orderNumber(orderId);
    expect(
      (await call("PUT", `/api/orders/${orderId}/status`, s.seller.token, { orderStatus: "Processing" }))
        .statusCode,
    ).toBe(200);
    expect((await cancel(s, orderId, "Ordered the wrong size")).statusCode).toBe(200);

    const [notice] = await waitForKind(s.seller.token, "order-cancelled");
    expect(notice).toMatchObject({
      title: `Order ${number} cancelled`,
      body: `Ayesha Khan cancelled order ${number} while you were preparing it: please do not send it. Its stock is back on sale. Reason: Ordered the wrong size`,
      link: `/orders/${s.store.id}/${orderId}`,
      readAt: null,
    });
    const mails = await inbox.mailsTo(s.seller.email, 3);
    const mail = mails.find((m) => m.subject === `Order ${number} cancelled · Hunarmand`);
    expect(mail?.text).toContain("please do not send it");
    expect(mail?.text).toContain("Reason: Ordered the wrong size");
    expect(mail?.text).toContain("- Blue <b>Ajrak</b> Shawl × 2: Rs\u00a03,000");
    expect(mail?.text).toContain(`${PUBLIC_URL}/orders/${s.store.id}/${orderId}`);

    // Only her: not the customer who cancelled, not another store's owner.
    const customers = (await notificationsOf(s.customer.token)).notifications.map((n) => n.kind);
    expect(customers).not.toContain("order-cancelled");
    expect((await notificationsOf(other.seller.token)).notifications).toEqual([]);

    // The order's timeline shows who cancelled it, from which status, and why.
    const order = (await call("GET", `/api/orders/${orderId}`, s.seller.token)).json().data;
    expect(order.events.at(-1)).toMatchObject({
      kind: "status",
      from: "Processing",
      to: "Cancelled",
      by: "customer",
      reason: "Ordered the wrong size",
    });

    // An Urdu reader gets Urdu words around the order number and the customer's own reason.
    const urdu = await call("GET", "/api/notifications", s.seller.token, undefined, {
      "accept-language": "ur",
    });
    const inUrdu = urdu.json().notifications.find((n: Listed) => n.kind === "order-cancelled");
    expect(inUrdu.title).toBe(`آرڈر \u2068${number}\u2069 منسوخ ہو گیا`);
    expect(inUrdu.body).toBe(
      `Ayesha Khan نے آرڈر \u2068${number}\u2069 اس وقت منسوخ کر دیا جب آپ اسے تیار کر رہی تھیں: براہِ کرم اسے نہ بھیجیں۔ اس کا اسٹاک دوبارہ فروخت کے لیے موجود ہے۔ وجہ: Ordered the wrong size`,
    );
  });

  it("tells her of a Pending order cancelled without a reason, once", async () => {
    const s = await shop();
    const orderId = await placeOrder(s, 1);
    const number = orderNumber(orderId);
    expect((await cancel(s, orderId)).statusCode).toBe(200);
    const [notice] = await waitForKind(s.seller.token, "order-cancelled");
    expect(notice?.body).toBe(`Ayesha Khan cancelled order ${number}. Its stock is back on sale.`);
    await inbox.mailsTo(s.seller.email, 2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await waitForKind(s.seller.token, "order-cancelled")).toHaveLength(1);
    expect((await inbox.mailsTo(s.seller.email)).filter((m) => m.subject.includes("cancelled"))).toHaveLength(
      1,
    );
  });
});

describe("a listing hidden or restored by an operator (issue 34, item 14)", () => {
  it("tells the seller which listing and why, by bell and e-mail, and again when it is visible", async () => {
    const s = await shop();
    const other = await shop();
    const admin = await createAdmin(t.app);
    const setHidden = (hidden: boolean, reason?: string) =>
      call("PUT", `/api/admin/products/${s.product.id}/visibility`, admin.token, { hidden, reason });

    expect((await setHidden(true, "The photos are not of this shawl.")).statusCode).toBe(200);
    const [hidden] = await waitForKind(s.seller.token, "listing-status");
    expect(hidden).toMatchObject({
      title: "Your listing Blue <b>Ajrak</b> Shawl is hidden",
      body: "The Hunarmand team has hidden Blue <b>Ajrak</b> Shawl: buyers cannot see or buy it. Reason: The photos are not of this shawl.",
      link: `/editproduct/${s.product.id}`,
    });
    const [mail] = await inbox.mailsTo(s.seller.email);
    expect(mail?.subject).toBe("Your listing Blue <b>Ajrak</b> Shawl is hidden · Hunarmand");
    expect(mail?.text).toContain("Reason: The photos are not of this shawl.");
    expect(mail?.text).toContain(`Open the listing: ${PUBLIC_URL}/editproduct/${s.product.id}`);
    expect(mail?.html).toContain("Blue &lt;b&gt;Ajrak&lt;/b&gt; Shawl");

    const urdu = await call("GET", "/api/notifications", s.seller.token, undefined, {
      "accept-language": "ur",
    });
    expect(urdu.json().notifications[0]).toMatchObject({
      title: "آپ کی پروڈکٹ Blue <b>Ajrak</b> Shawl چھپا دی گئی",
      body: "ہنرمند ٹیم نے Blue <b>Ajrak</b> Shawl کو چھپا دیا ہے: خریدار اسے نہ دیکھ سکتے ہیں نہ خرید سکتے ہیں۔ وجہ: The photos are not of this shawl.",
    });

    expect((await setHidden(false)).statusCode).toBe(200);
    const both = await waitForKind(s.seller.token, "listing-status", 2);
    expect(both[0]).toMatchObject({
      title: "Your listing Blue <b>Ajrak</b> Shawl is visible again",
      body: "The Hunarmand team has restored Blue <b>Ajrak</b> Shawl: buyers can see and buy it again.",
      link: `/viewproduct/${s.product.id}`,
    });
    const mails = await inbox.mailsTo(s.seller.email, 2);
    expect(mails[1]?.subject).toBe("Your listing Blue <b>Ajrak</b> Shawl is visible again · Hunarmand");

    // Showing a listing that is already visible changes nothing for her, and tells her nothing.
    expect((await setHidden(false)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await waitForKind(s.seller.token, "listing-status")).toHaveLength(2);
    expect(await inbox.mailsTo(s.seller.email)).toHaveLength(2);
    // Another seller hears nothing of it.
    expect((await notificationsOf(other.seller.token)).notifications).toEqual([]);
  });
});
