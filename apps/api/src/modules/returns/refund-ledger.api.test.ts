import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import { createAdmin } from "../../../test/fixtures.ts";
import {
  deliverOrder,
  ledgerWorld,
  placeLedgerOrder,
  readLedger,
  setPayment,
} from "../../../test/ledger-fixtures.ts";
import {
  askedReturn,
  buyerConfirmed,
  receivedReturn,
  refund,
  returnStep,
  sellerDecides,
} from "../../../test/return-fixtures.ts";
import { ledgerEntries, marketplaceSettings, refunds } from "../../db/schema/index.ts";

const t = testAppForFile();
beforeAll(async () => {
  // The worked example keeps 12% (decision 0020); orders keep the rate they were placed at.
  await t.app.db
    .update(marketplaceSettings)
    .set({ commissionBasisPoints: 1200 })
    .where(eq(marketplaceSettings.id, 1));
});

type World = Awaited<ReturnType<typeof ledgerWorld>>;
const kindsAndAmounts = (entries: { kind: string; amount: number }[]) =>
  entries.map((e) => [e.kind, e.amount]);
/** Two units of Rs 2,000: the Rs 4,000 of items, free shipping, Rs 200 tax. */
const world = () => ledgerWorld(t.app, { price: 2000 });
const pay = (w: World, id: string, amount: number, reference = `R-${amount}`) =>
  refund(t.app, w.seller.token, id, { amount, method: "Cash", reference });

/** Every line's balance follows from the one above, and the balance is their sum: nothing lost or doubled. */
async function expectConsistent(w: World) {
  const ledger = await readLedger(t.app, w);
  let running = 0;
  for (const entry of ledger.entries) {
    running = Math.round((running + entry.amount) * 100) / 100;
    expect(entry.balanceAfter).toBe(running);
  }
  expect(ledger.balance).toBe(running);
  return ledger;
}

describe("decision 0020's worked example, with one of two units returned and refunded in two parts", () => {
  it("Cash on Delivery: −680, then Rs 1,500 back (+171.43 commission, +71.43 tax), then Rs 600 (+68.57, +28.57): −340, one unit's worth", async () => {
    const w = await world();
    const { id } = await receivedReturn(t.app, w, "Cash on Delivery");
    expect((await readLedger(t.app, w)).balance).toBe(-680);

    expect((await pay(w, id, 1500)).statusCode).toBe(200);
    const first = await readLedger(t.app, w);
    expect(kindsAndAmounts(first.entries.slice(4))).toEqual([
      ["refund", -1500],
      ["refunded-by-seller", 1500],
      ["commission", 171.43],
      ["tax", 71.43],
    ]);
    expect(first.balance).toBe(-437.14);

    expect((await pay(w, id, 600)).statusCode).toBe(200);
    const second = await expectConsistent(w);
    expect(kindsAndAmounts(second.entries.slice(8))).toEqual([
      ["refund", -600],
      ["refunded-by-seller", 600],
      ["commission", 68.57],
      ["tax", 28.57],
    ]);
    // The same as an order of the one unit she kept: +2,100 −2,100 −240 −100.
    expect(second.balance).toBe(-340);
  });

  it("Bank Transfer: +3,520, and the same refund returns the same +242.86: +3,762.86", async () => {
    const w = await world();
    const { id } = await receivedReturn(t.app, w, "Bank Transfer");
    expect((await pay(w, id, 1500)).statusCode).toBe(200);
    expect((await expectConsistent(w)).balance).toBe(3762.86);
  });
});

describe("an order the ledger does not count", () => {
  it("posts nothing for a refund, and counts the refund with the order once it is Paid", async () => {
    const w = await world();
    const orderId = await placeLedgerOrder(t.app, w, "Cash on Delivery", 2);
    await buyerConfirmed(t.app, orderId);
    expect((await deliverOrder(t.app, w, orderId)).statusCode).toBe(200);
    const id = await askedReturn(t.app, w, orderId);
    expect((await sellerDecides(t.app, w.seller.token, id, { decision: "accept" })).statusCode).toBe(200);
    expect((await returnStep(t.app, w.seller.token, id, "received")).statusCode).toBe(200);
    expect((await pay(w, id, 1500)).statusCode).toBe(200);
    expect((await readLedger(t.app, w)).entries).toEqual([]);

    expect((await setPayment(t.app, w, orderId, "Paid")).statusCode).toBe(200);
    const ledger = await expectConsistent(w);
    expect(ledger.entries.map((e) => e.kind)).toEqual([
      "sale",
      "collected-by-seller",
      "commission",
      "tax",
      "refund",
      "refunded-by-seller",
      "commission",
      "tax",
    ]);
    expect(ledger.balance).toBe(-437.14);
  });

  it("reverses the refund with the rest when a refunded order stops counting: nothing stays", async () => {
    const w = await world();
    const { orderId, id } = await receivedReturn(t.app, w, "Bank Transfer");
    expect((await pay(w, id, 1500)).statusCode).toBe(200);
    expect((await setPayment(t.app, w, orderId, "Refunded")).statusCode).toBe(200);
    const ledger = await expectConsistent(w);
    expect(ledger.balance).toBe(0);
    const rows = await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
    expect(rows.filter((r) => r.reversesId !== null)).toHaveLength(7);
  });
});

describe("at the same time (both databases)", () => {
  it("two refunds of one return: one is recorded, the other is refused, and the ledger counts one", async () => {
    const w = await world();
    const { orderId, id } = await receivedReturn(t.app, w, "Cash on Delivery");
    const answers = await Promise.all([pay(w, id, 1500, "R-A"), pay(w, id, 1500, "R-B")]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
    const ledger = await expectConsistent(w);
    expect(ledger.entries.filter((e) => e.kind === "refund")).toHaveLength(1);
    expect(ledger.balance).toBe(-437.14);
  });

  it("a refund, the order's payment marked Refunded and a settlement together leave every line explained", async () => {
    const admin = await createAdmin(t.app);
    for (let round = 0; round < 3; round++) {
      const w = await world();
      const { orderId, id } = await receivedReturn(t.app, w, "Cash on Delivery");
      const [refunded, status, settled] = await Promise.all([
        pay(w, id, 1000),
        setPayment(t.app, w, orderId, "Refunded"),
        t.app.inject({
          method: "POST",
          url: "/api/admin/settlements",
          headers: { authorization: `Bearer ${admin.token}` },
          payload: {
            storeId: w.store.id,
            amount: 100,
            direction: "remittance",
            method: "Cash",
            reference: `S-${round}`,
          },
        }),
      ]);
      expect(refunded.statusCode).toBe(200);
      expect(status.statusCode).toBe(200);
      // The remittance fits while she owes; it is refused (409) if the order's reversal came first.
      expect([201, 200, 409]).toContain(settled.statusCode);
      const ledger = await expectConsistent(w);
      // Whichever came first, the order no longer counts: its entries, the refund's included, net to zero.
      const orderNet = ledger.entries
        .filter((e) => e.orderId === orderId)
        .reduce((sum, e) => sum + e.amount, 0);
      expect(Math.abs(Math.round(orderNet * 100))).toBe(0);
      expect(ledger.balance).toBe(settled.statusCode === 409 ? 0 : 100);
    }
  });
});
