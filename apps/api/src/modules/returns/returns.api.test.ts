import { OneOrderAnswer } from "@marketplace/shared/orders-contracts";
import { ReturnAnswer, ReturnListAnswer } from "@marketplace/shared/returns-contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import { createAdmin, createCustomer, createSeller, productStock } from "../../../test/fixtures.ts";
import { deliverOrder, ledgerWorld, placeLedgerOrder, readLedger } from "../../../test/ledger-fixtures.ts";
import {
  askedReturn,
  askReturn,
  buyerConfirmed,
  countedOrder,
  operatorDecides,
  orderLines,
  receivedReturn,
  refund,
  returnPhoto,
  returnStep,
  sellerDecides,
  uploadReturnPhoto,
} from "../../../test/return-fixtures.ts";
import { adminAudit, marketplaceSettings, orders } from "../../db/schema/index.ts";

const t = testAppForFile();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const returnOf = (res: { json(): unknown }) => ReturnAnswer.parse(res.json()).return;

const stockOf = (productId: string) => productStock(t.app, productId);

async function notificationsOf(token: string) {
  const res = await t.app.inject({ url: "/api/notifications?limit=50", headers: bearer(token) });
  return (res.json().notifications as Array<{ kind: string; title: string }>).filter(
    (n) => n.kind === "return-update",
  );
}

/** Waits until the reader has `count` return notifications (the queue's worker writes them). */
const waitForNotices = (token: string, count: number) =>
  vi.waitFor(
    async () => {
      const found = await notificationsOf(token);
      if (found.length < count) throw new Error(`${found.length} so far`);
      return found;
    },
    { timeout: 20_000, interval: 200 },
  );

describe("the issue's story: a damaged item is returned with a photo, declined, escalated, accepted by the operator, received and refunded", () => {
  it("walks every step, tells the other side, and shows each on the order's timeline", async () => {
    const w = await ledgerWorld(t.app);
    const admin = await createAdmin(t.app);
    const orderId = await countedOrder(t.app, w, "Cash on Delivery", 2);
    const [itemId] = await orderLines(t.app, w, orderId);
    const photo = await returnPhoto(t.app, w.customer.token);

    const asked = await askReturn(t.app, w.customer.token, orderId, {
      items: [{ itemId, quantity: 1 }],
      reason: "damaged",
      note: "The shawl came torn.",
      images: [photo],
    });
    expect(asked.statusCode).toBe(201);
    const created = returnOf(asked);
    // One of two units of Rs 4,000, and its Rs 200 of the order's Rs 400 tax; shipping was free.
    expect(created).toMatchObject({ status: "requested", refundable: 4200, refunded: 0, images: [photo] });
    expect(created.items).toEqual([expect.objectContaining({ itemId, quantity: 1, refundable: 4200 })]);

    const declined = await sellerDecides(t.app, w.seller.token, created._id, {
      decision: "decline",
      note: "It left here whole.",
    });
    expect(returnOf(declined).status).toBe("declined");
    const escalated = await returnStep(t.app, w.customer.token, created._id, "escalate", {
      note: "Please look at the photo.",
    });
    expect(returnOf(escalated).status).toBe("escalated");

    const queue = await t.app.inject({
      url: "/api/admin/returns?status=escalated",
      headers: bearer(admin.token),
    });
    expect(ReturnListAnswer.parse(queue.json()).returns.map((r) => r._id)).toContain(created._id);

    const decided = await operatorDecides(t.app, admin.token, created._id, {
      decision: "accept",
      note: "The photo shows a tear.",
    });
    expect(returnOf(decided).status).toBe("accepted");
    const audit = await t.app.db.select().from(adminAudit).where(eq(adminAudit.targetId, created._id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: "return.decide",
        adminId: admin.id,
        reason: "The photo shows a tear.",
      }),
    ]);

    const before = await stockOf(w.product.id);
    expect(returnOf(await returnStep(t.app, w.seller.token, created._id, "received")).status).toBe(
      "received",
    );
    expect(await stockOf(w.product.id)).toBe((before ?? 0) + 1);

    const paid = await refund(t.app, w.seller.token, created._id, {
      amount: 4200,
      method: "JazzCash",
      reference: "JC-991",
    });
    expect(returnOf(paid)).toMatchObject({ status: "refunded", refunded: 4200 });

    const steps = returnOf(paid).steps.map((s) => [s.status, s.by]);
    expect(steps).toEqual([
      ["requested", "customer"],
      ["declined", "seller"],
      ["escalated", "customer"],
      ["accepted", "admin"],
      ["received", "seller"],
      ["refunded", "seller"],
    ]);
    const order = OneOrderAnswer.parse(
      (await t.app.inject({ url: `/api/orders/${orderId}`, headers: bearer(w.customer.token) })).json(),
    ).data;
    expect(order.events.filter((e) => e.kind === "return").map((e) => [e.to, e.by])).toEqual(steps);

    // The seller heard of the request and the escalation, and of the operator's decision; the buyer
    // of the decline, the decision, the receipt and the refund.
    const sellerNotices = await waitForNotices(w.seller.token, 3);
    expect(sellerNotices.map((n) => n.title)).toHaveLength(3);
    expect(sellerNotices.map((n) => n.title)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Return requested for order/),
        expect.stringMatching(/taken to the Hunarmand team$/),
        expect.stringMatching(/^The Hunarmand team accepted/),
      ]),
    );
    const buyerNotices = await waitForNotices(w.customer.token, 4);
    expect(buyerNotices).toHaveLength(4);
    expect(buyerNotices.map((n) => n.title)).toContain(`Refund of Rs 4,200 for order ${created.orderNumber}`);

    // The Earnings statement shows the reversal: one unit of two refunded, its commission and tax back.
    const ledger = await readLedger(t.app, w);
    expect(ledger.entries.slice(-4).map((e) => [e.kind, e.amount])).toEqual([
      ["refund", -4200],
      ["refunded-by-seller", 4200],
      ["commission", 400],
      ["tax", 200],
    ]);
  });
});

describe("asking for a return", () => {
  it("is for delivered orders, within the operator's window", async () => {
    const w = await ledgerWorld(t.app);
    const pending = await placeLedgerOrder(t.app, w, "Cash on Delivery");
    await buyerConfirmed(t.app, pending);
    const [itemId] = await orderLines(t.app, w, pending);
    const items = [{ itemId, quantity: 1 }];
    const early = await askReturn(t.app, w.customer.token, pending, { items, reason: "damaged" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Only a delivered order can be returned.");

    expect((await deliverOrder(t.app, w, pending)).statusCode).toBe(200);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await t.app.db.update(orders).set({ deliveredAt: eightDaysAgo }).where(eq(orders.id, pending));
    const late = await askReturn(t.app, w.customer.token, pending, { items, reason: "damaged" });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("The return window of 7 days after delivery has passed.");

    await t.app.db
      .update(marketplaceSettings)
      .set({ returnWindowDays: 10 })
      .where(eq(marketplaceSettings.id, 1));
    try {
      expect(
        (await askReturn(t.app, w.customer.token, pending, { items, reason: "wrong_item" })).statusCode,
      ).toBe(201);
    } finally {
      await t.app.db
        .update(marketplaceSettings)
        .set({ returnWindowDays: 7 })
        .where(eq(marketplaceSettings.id, 1));
    }
  });

  it("never holds more units than were bought; a withdrawn return frees its units", async () => {
    const w = await ledgerWorld(t.app);
    const orderId = await countedOrder(t.app, w, "Bank Transfer", 2);
    const [itemId] = await orderLines(t.app, w, orderId);
    const first = await askedReturn(t.app, w, orderId, 2);
    const more = await askReturn(t.app, w.customer.token, orderId, {
      items: [{ itemId, quantity: 1 }],
      reason: "other",
    });
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toMatch(/^Only 0 of .* can still be returned\.$/);

    expect(returnOf(await returnStep(t.app, w.customer.token, first, "withdraw", {})).status).toBe("closed");
    expect(
      (
        await askReturn(t.app, w.customer.token, orderId, {
          items: [{ itemId, quantity: 1 }],
          reason: "other",
        })
      ).statusCode,
    ).toBe(201);
  });

  it("refuses lines of another order, a line named twice, and photos that are not the buyer's own uploads, changing nothing", async () => {
    const w = await ledgerWorld(t.app);
    const orderId = await countedOrder(t.app, w, "Cash on Delivery", 1);
    const other = await countedOrder(t.app, w, "Cash on Delivery", 1);
    const [itemId] = await orderLines(t.app, w, orderId);
    const [foreignItem] = await orderLines(t.app, w, other);
    const someoneElse = await createCustomer(t.app);
    const theirPhoto = await returnPhoto(t.app, someoneElse.token);
    const cases: Array<[object, string]> = [
      [
        { items: [{ itemId: foreignItem, quantity: 1 }], reason: "damaged" },
        "Item 1 is not part of this order.",
      ],
      [
        {
          items: [
            { itemId, quantity: 1 },
            { itemId, quantity: 1 },
          ],
          reason: "damaged",
        },
        "Item 2 is named twice.",
      ],
      [
        { items: [{ itemId, quantity: 1 }], reason: "damaged", images: [theirPhoto] },
        "Photo 1 is not a photo you uploaded for this return. Please upload it again.",
      ],
      [
        { items: [{ itemId, quantity: 1 }], reason: "damaged", images: ["https://example.com/tear.jpg"] },
        "Photo 1 is not a photo you uploaded for this return. Please upload it again.",
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await askReturn(t.app, w.customer.token, orderId, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const five = await askReturn(t.app, w.customer.token, orderId, {
      items: [{ itemId, quantity: 1 }],
      reason: "damaged",
      images: ["a", "b", "c", "d", "e"],
    });
    expect(five.statusCode).toBe(400);
    const mine = await t.app.inject({ url: "/api/returns", headers: bearer(w.customer.token) });
    expect(ReturnListAnswer.parse(mine.json()).returns).toEqual([]);
    // The other buyer's photo is still hers to use.
    expect((await uploadReturnPhoto(t.app, undefined)).statusCode).toBe(401);
  });
});

describe("each step only from where it may come", () => {
  it("answers 409 naming why, and changes nothing", async () => {
    const w = await ledgerWorld(t.app);
    const admin = await createAdmin(t.app);
    const orderId = await countedOrder(t.app, w, "Cash on Delivery", 1);
    const id = await askedReturn(t.app, w, orderId);
    const refusals: Array<[() => Promise<{ statusCode: number; json(): { message: string } }>, string]> = [
      [
        () => returnStep(t.app, w.seller.token, id, "received"),
        "Only an accepted return can be marked received.",
      ],
      [
        () => refund(t.app, w.seller.token, id, { amount: 1, method: "Cash", reference: "r" }),
        "Only a received return can be refunded.",
      ],
      [
        () => returnStep(t.app, w.customer.token, id, "escalate", {}),
        "Only a declined return can be taken to the Hunarmand team.",
      ],
      [
        () => operatorDecides(t.app, admin.token, id, { decision: "accept" }),
        "Only an escalated return can be decided by the Hunarmand team.",
      ],
    ];
    for (const [call, message] of refusals) {
      const res = await call();
      expect(res.statusCode, message).toBe(409);
      expect(res.json().message).toBe(message);
    }
    expect((await sellerDecides(t.app, w.seller.token, id, { decision: "decline" })).statusCode).toBe(200);
    expect((await sellerDecides(t.app, w.seller.token, id, { decision: "accept" })).statusCode).toBe(409);
    expect((await returnStep(t.app, w.customer.token, id, "escalate", {})).statusCode).toBe(200);
    expect(
      (await operatorDecides(t.app, admin.token, id, { decision: "decline", note: "No tear in the photo." }))
        .statusCode,
    ).toBe(200);
    const again = await returnStep(t.app, w.customer.token, id, "escalate", {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("The Hunarmand team has already decided this return.");
  });

  it("refunds in parts, never more than was paid for the lines, and cannot be withdrawn once received", async () => {
    const w = await ledgerWorld(t.app);
    const { id } = await receivedReturn(t.app, w, "Cash on Delivery");
    expect((await returnStep(t.app, w.customer.token, id, "withdraw", {})).statusCode).toBe(409);
    const tooMuch = await refund(t.app, w.seller.token, id, {
      amount: 4200.01,
      method: "Cash",
      reference: "R-1",
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(
      "The refund would be more than was paid for these items: at most Rs 4,200 is left to refund.",
    );
    expect(
      returnOf(await refund(t.app, w.seller.token, id, { amount: 2000, method: "Cash", reference: "R-1" }))
        .refunded,
    ).toBe(2000);
    expect(
      returnOf(await refund(t.app, w.seller.token, id, { amount: 2200, method: "Cash", reference: "R-2" }))
        .refunded,
    ).toBe(4200);
    expect(
      (await refund(t.app, w.seller.token, id, { amount: 0.01, method: "Cash", reference: "R-3" }))
        .statusCode,
    ).toBe(409);
    const bad = await refund(t.app, w.seller.token, id, {
      amount: -5,
      method: "Cheque",
      reference: "",
    } as never);
    expect(bad.statusCode).toBe(400);
  });
});

describe("who sees which returns", () => {
  it("lists the buyer's own, the seller's stores', and everything for the operator", async () => {
    const w = await ledgerWorld(t.app);
    const admin = await createAdmin(t.app);
    const orderId = await countedOrder(t.app, w, "Cash on Delivery", 1);
    const id = await askedReturn(t.app, w, orderId);
    const list = async (url: string, token: string) =>
      ReturnListAnswer.parse((await t.app.inject({ url, headers: bearer(token) })).json()).returns.map(
        (r) => r._id,
      );
    const other = await createCustomer(t.app);
    const otherSeller = await createSeller(t.app);
    expect(await list("/api/returns", w.customer.token)).toEqual([id]);
    expect(await list("/api/returns", other.token)).toEqual([]);
    expect(await list("/api/seller/returns", w.seller.token)).toEqual([id]);
    expect(await list("/api/seller/returns?status=accepted", w.seller.token)).toEqual([]);
    expect(await list("/api/seller/returns", otherSeller.token)).toEqual([]);
    expect(await list("/api/admin/returns?status=requested", admin.token)).toContain(id);
    expect((await sellerDecides(t.app, otherSeller.token, id, { decision: "accept" })).statusCode).toBe(403);
    expect((await returnStep(t.app, other.token, id, "withdraw", {})).statusCode).toBe(403);
  });
});
