import { LedgerAnswer } from "@marketplace/shared/ledger-contracts";
import { orderNumber } from "@marketplace/shared/order-number";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import { createAdmin, createSeller } from "../../../test/fixtures.ts";
import {
  deliveredAndPaid,
  deliverOrder,
  ledgerWorld,
  moveOrder,
  placeLedgerOrder,
  readLedger,
  setPayment,
} from "../../../test/ledger-fixtures.ts";
import { ledgerEntries, orders, sellers } from "../../db/schema/index.ts";

const t = testAppForFile();

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const kindsAndAmounts = (entries: { kind: string; amount: number; balanceAfter: number }[]) =>
  entries.map((e) => [e.kind, e.amount, e.balanceAfter]);

async function setCommission(percent: number) {
  const admin = await createAdmin(t.app);
  const res = await t.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: bearer(admin.token),
    payload: { commissionPercent: percent },
  });
  expect(res.statusCode).toBe(200);
}

describe("the issue's worked example: items Rs 4,000, free shipping, tax Rs 200, 12% commission", () => {
  beforeAll(() => setCommission(12));

  it("Cash on Delivery: +4,200 −4,200 −480 −200, so she owes Rs 680", async () => {
    const w = await ledgerWorld(t.app);
    const orderId = await deliveredAndPaid(t.app, w, "Cash on Delivery");
    const ledger = await readLedger(t.app, w);
    expect(kindsAndAmounts(ledger.entries)).toEqual([
      ["sale", 4200, 4200],
      ["collected-by-seller", -4200, 0],
      ["commission", -480, -480],
      ["tax", -200, -680],
    ]);
    expect(ledger.balance).toBe(-680);
    expect(ledger.entries.every((e) => e.orderId === orderId)).toBe(true);
    expect(ledger.entries.map((e) => e.note)).toEqual([
      `Order ${orderNumber(orderId)} delivered and paid`,
      `Order ${orderNumber(orderId)}: cash collected by the seller on delivery`,
      `Order ${orderNumber(orderId)}: commission at 12% of the items`,
      `Order ${orderNumber(orderId)}: sales tax, filed by the marketplace`,
    ]);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.inLedger).toBe(true);
    expect(row?.commissionBasisPoints).toBe(1200);
  });

  it("Bank Transfer: +4,200 −480 −200, so the platform owes her Rs 3,520", async () => {
    const w = await ledgerWorld(t.app);
    await deliveredAndPaid(t.app, w, "Bank Transfer");
    const ledger = await readLedger(t.app, w);
    expect(kindsAndAmounts(ledger.entries)).toEqual([
      ["sale", 4200, 4200],
      ["commission", -480, 3720],
      ["tax", -200, 3520],
    ]);
    expect(ledger.balance).toBe(3520);
  });

  it("counts an order paid first and delivered later the same way, once", async () => {
    const w = await ledgerWorld(t.app);
    const orderId = await placeLedgerOrder(t.app, w, "Bank Transfer");
    expect((await setPayment(t.app, w, orderId, "Paid")).statusCode).toBe(200);
    expect((await readLedger(t.app, w)).entries).toEqual([]);
    expect((await moveOrder(t.app, w, orderId, "Processing")).statusCode).toBe(200);
    expect((await readLedger(t.app, w)).entries).toEqual([]);
    expect((await moveOrder(t.app, w, orderId, "Delivered")).statusCode).toBe(200);
    // Saying Paid again, or Delivered again, changes nothing.
    expect((await setPayment(t.app, w, orderId, "Paid")).statusCode).toBe(200);
    expect((await moveOrder(t.app, w, orderId, "Delivered")).statusCode).toBe(200);
    expect((await readLedger(t.app, w)).balance).toBe(3520);
    expect((await readLedger(t.app, w)).entries).toHaveLength(3);
  });
});

describe("reversals: an order that stops being Delivered and Paid", () => {
  beforeAll(() => setCommission(12));

  it("Returned: every entry is written again with the opposite sign, naming the one it reverses", async () => {
    const w = await ledgerWorld(t.app);
    const orderId = await deliveredAndPaid(t.app, w, "Cash on Delivery");
    expect((await moveOrder(t.app, w, orderId, "Returned")).statusCode).toBe(200);
    const ledger = await readLedger(t.app, w);
    expect(kindsAndAmounts(ledger.entries.slice(4))).toEqual([
      ["sale", -4200, -4880],
      ["collected-by-seller", 4200, -680],
      ["commission", 480, -200],
      ["tax", 200, 0],
    ]);
    expect(ledger.balance).toBe(0);
    expect(ledger.entries[4]?.note).toBe(
      `Reversed (order returned): Order ${orderNumber(orderId)} delivered and paid`,
    );
    // A seller who reads Urdu reads the ledger's own notes in Urdu (decision 0028).
    const inUrdu = await t.app.inject({
      url: `/api/seller/stores/${w.store.id}/ledger`,
      headers: { ...bearer(w.seller.token), "accept-language": "ur" },
    });
    const notes = LedgerAnswer.parse(inUrdu.json()).entries.map((e) => e.note);
    expect(notes[0]).toBe(`آرڈر \u2068${orderNumber(orderId)}\u2069 پہنچ گیا اور اس کی ادائیگی ہو گئی`);
    expect(notes[4]).toBe(
      `واپس لیا گیا (آرڈر واپس): آرڈر \u2068${orderNumber(orderId)}\u2069 پہنچ گیا اور اس کی ادائیگی ہو گئی`,
    );
    const rows = await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
    const originals = rows.filter((r) => r.reversesId === null).map((r) => r.id);
    expect(
      rows
        .filter((r) => r.reversesId !== null)
        .map((r) => r.reversesId)
        .sort(),
    ).toEqual(originals.sort());
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.inLedger).toBe(false);
  });

  it("Refunded reverses; Paid again posts the entries anew; Failed and Pending reverse too", async () => {
    const w = await ledgerWorld(t.app);
    const orderId = await deliveredAndPaid(t.app, w, "Bank Transfer");
    expect((await setPayment(t.app, w, orderId, "Refunded")).statusCode).toBe(200);
    let ledger = await readLedger(t.app, w);
    expect(ledger.balance).toBe(0);
    expect(ledger.entries.at(-1)?.note).toMatch(/^Reversed \(payment marked refunded\): /);

    expect((await setPayment(t.app, w, orderId, "Paid")).statusCode).toBe(200);
    expect((await readLedger(t.app, w)).balance).toBe(3520);
    expect((await setPayment(t.app, w, orderId, "Failed")).statusCode).toBe(200);
    expect((await readLedger(t.app, w)).balance).toBe(0);
    expect((await setPayment(t.app, w, orderId, "Paid")).statusCode).toBe(200);
    expect((await setPayment(t.app, w, orderId, "Pending")).statusCode).toBe(200);
    ledger = await readLedger(t.app, w);
    expect(ledger.balance).toBe(0);
    // Three postings of three entries, each reversed once: nothing is edited or deleted.
    expect(ledger.entries).toHaveLength(18);
    expect(ledger.entries.at(-1)?.note).toMatch(/^Reversed \(payment marked pending\): /);
  });

  it("a Cancelled order never counted, so cancelling writes nothing", async () => {
    const w = await ledgerWorld(t.app);
    const orderId = await placeLedgerOrder(t.app, w, "Bank Transfer");
    expect((await setPayment(t.app, w, orderId, "Paid")).statusCode).toBe(200);
    expect((await moveOrder(t.app, w, orderId, "Cancelled")).statusCode).toBe(200);
    expect((await readLedger(t.app, w)).entries).toEqual([]);
  });
});

describe("each order keeps the rate in force when it was placed", () => {
  it("an order placed at 10% is charged 10% after the rate becomes 15%; a new one 15%", async () => {
    await setCommission(10);
    const w = await ledgerWorld(t.app);
    const before = await placeLedgerOrder(t.app, w, "Bank Transfer");
    await setCommission(15);
    const after = await placeLedgerOrder(t.app, w, "Bank Transfer");
    for (const id of [before, after]) {
      await deliverOrder(t.app, w, id);
      await setPayment(t.app, w, id, "Paid");
    }
    const commissions = (await readLedger(t.app, w)).entries.filter((e) => e.kind === "commission");
    expect(commissions.map((e) => [e.orderId, e.amount])).toEqual([
      [before, -400],
      [after, -600],
    ]);
  });

  it("a 0% rate writes no commission line; two decimals are kept exactly", async () => {
    await setCommission(0);
    const w = await ledgerWorld(t.app);
    await deliveredAndPaid(t.app, w, "Bank Transfer");
    expect((await readLedger(t.app, w)).entries.map((e) => e.kind)).toEqual(["sale", "tax"]);
    await setCommission(12.25);
    const w2 = await ledgerWorld(t.app);
    await deliveredAndPaid(t.app, w2, "Bank Transfer");
    const commission = (await readLedger(t.app, w2)).entries.find((e) => e.kind === "commission");
    expect(commission?.amount).toBe(-490);
    expect(commission?.note).toMatch(/commission at 12.25% of the items$/);
    await setCommission(12);
  });
});

describe("GET /api/seller/stores/:storeId/ledger", () => {
  it("filters by Pakistan days, both ends included; the balance is always today's", async () => {
    await setCommission(12);
    const w = await ledgerWorld(t.app);
    const first = await deliveredAndPaid(t.app, w, "Bank Transfer");
    await deliveredAndPaid(t.app, w, "Bank Transfer");
    // The first order's entries were written on 10 January 2026 at 23:30 in Pakistan (18:30 UTC).
    await t.app.db
      .update(ledgerEntries)
      .set({ createdAt: new Date("2026-01-10T18:30:00Z") })
      .where(eq(ledgerEntries.orderId, first));
    const onTheTenth = await readLedger(t.app, w, "?from=2026-01-10&to=2026-01-10");
    expect(onTheTenth.entries.map((e) => e.orderId)).toEqual([first, first, first]);
    expect(onTheTenth.balance).toBe(7040);
    expect((await readLedger(t.app, w, "?from=2026-01-11&to=2026-01-11")).entries).toEqual([]);
    expect((await readLedger(t.app, w, "?to=2026-01-09")).entries).toEqual([]);
    expect((await readLedger(t.app, w, "?from=2026-01-11")).entries).toHaveLength(3);
  });

  it("answers 400 for a date the calendar lacks, a malformed one, or a start after the end", async () => {
    const w = await ledgerWorld(t.app);
    for (const query of ["?from=2026-02-30", "?to=31-01-2026", "?from=2026-02-02&to=2026-02-01"]) {
      const res = await t.app.inject({
        url: `/api/seller/stores/${w.store.id}/ledger${query}`,
        headers: bearer(w.seller.token),
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it("is the owner's only: another seller 403, an unknown store 404, no token 401, customer and admin 403", async () => {
    const w = await ledgerWorld(t.app);
    const other = await createSeller(t.app);
    const admin = await createAdmin(t.app);
    for (const suffix of ["ledger", "ledger.csv"]) {
      const url = `/api/seller/stores/${w.store.id}/${suffix}`;
      expect((await t.app.inject({ url, headers: bearer(other.token) })).statusCode).toBe(403);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: bearer(w.customer.token) })).statusCode).toBe(403);
      expect((await t.app.inject({ url, headers: bearer(admin.token) })).statusCode).toBe(403);
      for (const id of ["0190a000-0000-7000-8000-000000000000", "not-a-store"]) {
        const res = await t.app.inject({
          url: `/api/seller/stores/${id}/${suffix}`,
          headers: bearer(w.seller.token),
        });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe("Store not found");
      }
    }
  });

  it("a suspended seller can still read her ledger", async () => {
    const w = await ledgerWorld(t.app);
    await deliveredAndPaid(t.app, w, "Cash on Delivery");
    await t.app.db
      .update(sellers)
      .set({ status: "suspended", statusReason: "Counterfeit listings" })
      .where(eq(sellers.id, w.seller.id));
    expect((await readLedger(t.app, w)).entries.length).toBeGreaterThan(0);
  });
});

describe("GET /api/seller/stores/:storeId/ledger.csv", () => {
  it("is the same statement as a CSV download, order numbers as their last 8 characters", async () => {
    await setCommission(12);
    const w = await ledgerWorld(t.app);
    const orderId = await deliveredAndPaid(t.app, w, "Cash on Delivery");
    const res = await t.app.inject({
      url: `/api/seller/stores/${w.store.id}/ledger.csv?from=2020-01-01&to=2099-12-31`,
      headers: bearer(w.seller.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="ledger-2020-01-01-to-2099-12-31.csv"',
    );
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Date,Kind,Order,Note,Amount (Rs),Balance after (Rs)");
    const number = orderNumber(orderId);
    expect(lines.slice(1).map((l) => l.replace(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},/, ""))).toEqual([
      `sale,${number},Order ${number} delivered and paid,4200.00,4200.00`,
      `collected-by-seller,${number},Order ${number}: cash collected by the seller on delivery,-4200.00,0.00`,
      `commission,${number},Order ${number}: commission at 12% of the items,-480.00,-480.00`,
      `tax,${number},"Order ${number}: sales tax, filed by the marketplace",-200.00,-680.00`,
    ]);
  });

  it("guards text cells a spreadsheet would run as formulas, and quotes commas and quotes", async () => {
    const w = await ledgerWorld(t.app);
    const admin = await createAdmin(t.app);
    await deliveredAndPaid(t.app, w, "Bank Transfer");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/settlements",
      headers: bearer(admin.token),
      payload: {
        storeId: w.store.id,
        amount: 100,
        direction: "payout",
        method: "Cash",
        reference: '=HYPERLINK("http://evil.example","x"), ok',
      },
    });
    expect(res.statusCode).toBe(201);
    const csv = await t.app.inject({
      url: `/api/seller/stores/${w.store.id}/ledger.csv`,
      headers: bearer(w.seller.token),
    });
    const last = csv.body.trimEnd().split("\r\n").at(-1) ?? "";
    expect(last).toContain(
      ',payout,,"Payout to the store by Cash, reference =HYPERLINK(""http://evil.example"",""x""), ok",-100.00,',
    );
    expect(csv.headers["content-disposition"]).toMatch(
      /^attachment; filename="ledger-start-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
  });
});
