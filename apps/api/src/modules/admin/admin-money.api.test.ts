import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, testAppForFile } from "../../../test/build-test-app.ts";
import {
  adminForFile,
  createAdmin,
  createCustomer,
  createProduct,
  createSeller,
  createStore,
} from "../../../test/fixtures.ts";
import {
  deliveredAndPaid,
  deliverOrder,
  ledgerWorld,
  moveOrder,
  placeLedgerOrder,
  readLedger,
  setPayment,
} from "../../../test/ledger-fixtures.ts";
import { ledgerEntries, orders, productReports, sellers, settlements } from "../../db/schema/index.ts";

const t = testAppForFile();
const admin = adminForFile(t, { name: "Ayesha Admin" });
beforeAll(async () => {
  await putSettings(12);
});

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const asAdmin = (method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
const putSettings = (commissionPercent: unknown) =>
  asAdmin("PUT", "/api/admin/settings", { commissionPercent });
const settle = (storeId: string, amount: number, direction: "payout" | "remittance", reference = "TX-1") =>
  asAdmin("POST", "/api/admin/settlements", { storeId, amount, direction, method: "JazzCash", reference });

/**
 * The Cash-on-Delivery settings (decision 0034) and the identity-check and payout ones (issue 30) the
 * same answer carries, untouched here.
 */
const COD_DEFAULTS = {
  codConfirmationHours: 24,
  codRefusalLimit: 2,
  returnWindowDays: 7,
  sellersPublicBeforeApproval: false,
  payoutHoldDays: 7,
  payoutWeekday: 1,
};

describe("GET and PUT /api/admin/settings", () => {
  it("answers the rate, changes it with two decimals, and audits from and to", async () => {
    expect((await putSettings(12)).statusCode).toBe(200);
    const changed = await putSettings(12.5);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      success: true,
      message: "Commission is now 12.5% on new orders.",
      settings: { commissionPercent: 12.5, ...COD_DEFAULTS },
    });
    expect((await asAdmin("GET", "/api/admin/settings")).json()).toEqual({
      success: true,
      settings: { commissionPercent: 12.5, ...COD_DEFAULTS },
    });
    const audit = (await asAdmin("GET", "/api/admin/audit?action=settings.update")).json();
    expect(audit.entries[0]).toMatchObject({
      admin: { _id: admin.id, name: "Ayesha Admin" },
      action: "settings.update",
      targetKind: "settings",
      details: { from: { commissionPercent: 12 }, to: { commissionPercent: 12.5 } },
    });
    await putSettings(12);
  });

  it.each([[-1], [50.01], [12.345], ["12"], [null]])(
    "refuses %j with 400 and a message, changing nothing",
    async (value) => {
      const res = await putSettings(value);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
      expect((await asAdmin("GET", "/api/admin/settings")).json().settings).toEqual({
        commissionPercent: 12,
        ...COD_DEFAULTS,
      });
    },
  );

  it("takes both ends of the range, 0 and 50", async () => {
    expect((await putSettings(0)).json().settings).toEqual({ commissionPercent: 0, ...COD_DEFAULTS });
    expect((await putSettings(50)).json().settings).toEqual({ commissionPercent: 50, ...COD_DEFAULTS });
    await putSettings(12);
  });
});

describe("POST /api/admin/settlements", () => {
  it("a payout lowers what the platform owes her; the entry names the method and reference", async () => {
    const w = await ledgerWorld(t.app);
    await deliveredAndPaid(t.app, w, "Bank Transfer");
    const res = await settle(w.store.id, 3000, "payout", "IBFT-7781");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: `Payout of Rs 3,000 recorded for ${w.store.name}.`,
      settlement: {
        _id: expect.any(String),
        storeId: w.store.id,
        amount: 3000,
        direction: "payout",
        method: "JazzCash",
        reference: "IBFT-7781",
        createdAt: expect.any(String),
      },
      balance: 520,
    });
    const ledger = await readLedger(t.app, w);
    expect(ledger.balance).toBe(520);
    expect(ledger.entries.at(-1)).toMatchObject({
      kind: "payout",
      orderId: null,
      amount: -3000,
      balanceAfter: 520,
      note: "Payout to the store by JazzCash, reference IBFT-7781",
    });
    const audit = (await asAdmin("GET", "/api/admin/audit?action=settlement.create")).json();
    expect(audit.entries[0]).toMatchObject({
      action: "settlement.create",
      targetKind: "store",
      targetId: w.store.id,
      details: { direction: "payout", amount: 3000, reference: "IBFT-7781", balanceAfter: 520 },
    });
  });

  it("a remittance raises what she owes (COD) back towards zero, exactly to it", async () => {
    const w = await ledgerWorld(t.app);
    await deliveredAndPaid(t.app, w, "Cash on Delivery");
    const res = await settle(w.store.id, 680, "remittance");
    expect(res.statusCode).toBe(201);
    expect(res.json().balance).toBe(0);
    expect((await readLedger(t.app, w)).entries.at(-1)).toMatchObject({
      kind: "remittance",
      amount: 680,
      balanceAfter: 0,
    });
  });

  it("refuses with 409 and the figures a payout above what is owed, or a remittance above what she owes", async () => {
    const cod = await ledgerWorld(t.app);
    await deliveredAndPaid(t.app, cod, "Cash on Delivery");
    const tooMuch = await settle(cod.store.id, 680.01, "remittance");
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(
      `A remittance of Rs 680.01 is more than the Rs 680 ${cod.store.name} owes the marketplace.`,
    );
    const wrongWay = await settle(cod.store.id, 10, "payout");
    expect(wrongWay.statusCode).toBe(409);
    expect(wrongWay.json().message).toBe(
      `The marketplace owes ${cod.store.name} nothing (the store owes Rs 680), so a payout of Rs 10 cannot be recorded.`,
    );

    const bank = await ledgerWorld(t.app);
    await deliveredAndPaid(t.app, bank, "Bank Transfer");
    const over = await settle(bank.store.id, 3520.5, "payout");
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      `A payout of Rs 3,520.50 is more than the Rs 3,520 the marketplace owes ${bank.store.name}.`,
    );
    expect((await settle(bank.store.id, 1, "remittance")).json().message).toBe(
      `${bank.store.name} owes the marketplace nothing (it is owed Rs 3,520), so a remittance of Rs 1 cannot be recorded.`,
    );
    // Nothing was written by the refusals.
    expect((await readLedger(t.app, cod)).balance).toBe(-680);
    expect((await readLedger(t.app, bank)).balance).toBe(3520);
    const rows = await t.app.db.select().from(settlements).where(eq(settlements.storeId, bank.store.id));
    expect(rows).toEqual([]);
  });

  it("answers 404 for an unknown store and 400 for a bad amount, direction, method or reference", async () => {
    for (const storeId of [randomUUID(), "not-a-store"]) {
      const res = await settle(storeId, 10, "payout");
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: "Store not found." });
    }
    const w = await ledgerWorld(t.app);
    const base = { storeId: w.store.id, amount: 10, direction: "payout", method: "Cash", reference: "R1" };
    for (const patch of [
      { amount: 0 },
      { amount: -5 },
      { amount: "10" },
      { direction: "sideways" },
      { method: "Cheque" },
      { reference: "   " },
      { reference: "x".repeat(101) },
    ]) {
      const res = await asAdmin("POST", "/api/admin/settlements", { ...base, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
    }
  });

  it("concurrent payouts never overdraw: exactly as many as fit go through, each balance following the last", async () => {
    const w = await ledgerWorld(t.app);
    await deliveredAndPaid(t.app, w, "Bank Transfer");
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => settle(w.store.id, 1000, "payout", `P-${i}`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const ledger = await readLedger(t.app, w);
    expect(ledger.balance).toBe(520);
    const payouts = ledger.entries.filter((e) => e.kind === "payout");
    expect(payouts.map((e) => e.balanceAfter)).toEqual([2520, 1520, 520]);
    expectChained(ledger.entries);
  });

  it("a settlement racing order changes counts everything once, whatever order they land in", async () => {
    const w = await ledgerWorld(t.app);
    const a = await deliveredAndPaid(t.app, w, "Bank Transfer");
    const b = await placeLedgerOrder(t.app, w, "Bank Transfer");
    await deliverOrder(t.app, w, b);
    const answers = await Promise.all([
      setPayment(t.app, w, b, "Paid"),
      setPayment(t.app, w, b, "Paid"),
      settle(w.store.id, 500, "payout"),
      moveOrder(t.app, w, a, "Returned"),
      moveOrder(t.app, w, a, "Returned"),
      settle(w.store.id, 200, "payout"),
    ]);
    expect(answers.slice(0, 2).map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.slice(3, 5).map((r) => r.statusCode)).toEqual([200, 200]);
    const paidOut = (answers[2]?.statusCode === 201 ? 500 : 0) + (answers[5]?.statusCode === 201 ? 200 : 0);
    const ledger = await readLedger(t.app, w);
    // A counted once and reversed once, B counted once, and whatever payouts fitted.
    expect(ledger.balance).toBe(3520 - paidOut);
    expect(ledger.entries.filter((e) => e.kind === "sale").map((e) => e.amount)).toEqual(
      expect.arrayContaining([4200, 4200, -4200]),
    );
    expect(ledger.entries.filter((e) => e.kind === "sale")).toHaveLength(3);
    expectChained(ledger.entries);
    const flags = await t.app.db.select({ id: orders.id, inLedger: orders.inLedger }).from(orders);
    expect(flags.find((o) => o.id === a)?.inLedger).toBe(false);
    expect(flags.find((o) => o.id === b)?.inLedger).toBe(true);
  });
});

/** Each entry's balance is the one above it plus its amount: nothing counted twice, nothing lost. */
function expectChained(entries: { amount: number; balanceAfter: number }[]) {
  let balance = 0;
  for (const entry of entries) {
    balance = Math.round((balance + entry.amount) * 100) / 100;
    expect(entry.balanceAfter).toBe(balance);
  }
}

describe("GET /api/admin/balances", () => {
  it("lists every store with ledger activity, with its seller, the largest amount either way first", async () => {
    const big = await ledgerWorld(t.app);
    await deliveredAndPaid(t.app, big, "Bank Transfer");
    await deliveredAndPaid(t.app, big, "Bank Transfer");
    const owing = await ledgerWorld(t.app);
    await deliveredAndPaid(t.app, owing, "Cash on Delivery");
    const quiet = await ledgerWorld(t.app);
    const { balances } = (await asAdmin("GET", "/api/admin/balances")).json();
    expect(balances.find((b: { storeId: string }) => b.storeId === big.store.id)).toEqual({
      storeId: big.store.id,
      storeName: big.store.name,
      sellerName: "Ledger Seller",
      balance: 7040,
    });
    expect(balances.find((b: { storeId: string }) => b.storeId === owing.store.id)?.balance).toBe(-680);
    expect(balances.some((b: { storeId: string }) => b.storeId === quiet.store.id)).toBe(false);
    const sizes = balances.map((b: { balance: number }) => Math.abs(b.balance));
    expect(sizes).toEqual([...sizes].sort((x, y) => y - x));
  });
});

describe("GET /api/admin/stores/:storeId/ledger", () => {
  it("answers any store's statement as its owner reads it, naming the store and seller, even while suspended", async () => {
    const w = await ledgerWorld(t.app);
    await deliveredAndPaid(t.app, w, "Cash on Delivery");
    expect((await settle(w.store.id, 680, "remittance")).statusCode).toBe(201);
    await t.app.db
      .update(sellers)
      .set({ status: "suspended", statusReason: "Checks" })
      .where(eq(sellers.id, w.seller.id));
    const res = await asAdmin("GET", `/api/admin/stores/${w.store.id}/ledger`);
    expect(res.statusCode).toBe(200);
    const owner = await readLedger(t.app, w);
    expect(res.json()).toEqual({
      success: true,
      store: { _id: w.store.id, name: w.store.name, sellerName: "Ledger Seller" },
      balance: 0,
      entries: owner.entries,
    });
    expect(owner.entries.map((e) => [e.kind, e.amount])).toEqual([
      ["sale", 4200],
      ["collected-by-seller", -4200],
      ["commission", -480],
      ["tax", -200],
      ["remittance", 680],
    ]);
    // The same date filters and their refusals as the owner's.
    const today = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);
    const filtered = await asAdmin(
      "GET",
      `/api/admin/stores/${w.store.id}/ledger?from=2000-01-01&to=2000-01-02`,
    );
    expect(filtered.json().entries).toEqual([]);
    expect(
      (await asAdmin("GET", `/api/admin/stores/${w.store.id}/ledger?from=${today}&to=${today}`)).json()
        .entries,
    ).toHaveLength(5);
    expect((await asAdmin("GET", `/api/admin/stores/${w.store.id}/ledger?from=2026-02-30`)).statusCode).toBe(
      400,
    );
    expect((await asAdmin("GET", `/api/admin/stores/${randomUUID()}/ledger`)).statusCode).toBe(404);
    expect((await asAdmin("GET", "/api/admin/stores/not-a-store/ledger")).statusCode).toBe(404);
  });
});

describe("GET /api/admin/overview", () => {
  it("sums orders placed in the window that still stand, commission net of reversals, and what waits", async () => {
    const fresh = await buildTestApp();
    try {
      const boss = await createAdmin(fresh.app);
      const get = async (url: string) =>
        (await fresh.app.inject({ url, headers: bearer(boss.token) })).json();
      await fresh.app.inject({
        method: "PUT",
        url: "/api/admin/settings",
        headers: bearer(boss.token),
        payload: { commissionPercent: 12 },
      });
      const empty = await get("/api/admin/overview?days=7");
      expect(empty).toMatchObject({ gmv: 0, orders: 0, commission: 0, openReports: 0 });
      expect(empty.series).toHaveLength(7);

      const w = await ledgerWorld(fresh.app);
      await deliveredAndPaid(fresh.app, w, "Cash on Delivery");
      const returned = await deliveredAndPaid(fresh.app, w, "Bank Transfer");
      await moveOrder(fresh.app, w, returned, "Returned");
      const cancelled = await placeLedgerOrder(fresh.app, w);
      await moveOrder(fresh.app, w, cancelled, "Cancelled");
      await placeLedgerOrder(fresh.app, w);
      // An order placed 40 days ago is outside a 30-day window.
      const old = await placeLedgerOrder(fresh.app, w);
      await fresh.app.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000) })
        .where(eq(orders.id, old));
      const pending = await createSeller(fresh.app);
      const customer = await createCustomer(fresh.app);
      const store = await createStore(fresh.app, pending.id);
      const product = await createProduct(fresh.app, store.id);
      await fresh.app.db
        .insert(productReports)
        .values({ productId: product.id, customerId: customer.id, reason: "counterfeit" });
      await fresh.app.db.update(sellers).set({ status: "verified" }).where(eq(sellers.id, w.seller.id));

      const answer = await get("/api/admin/overview?days=30");
      expect(answer).toMatchObject({
        success: true,
        gmv: 8400,
        orders: 2,
        commission: 480,
        newSellers: 2,
        pendingSellers: 1,
        openReports: 1,
      });
      expect(answer.series).toHaveLength(30);
      expect(answer.series.at(-1)).toEqual({
        date: new Date(Date.now() + 5 * 60 * 60 * 1000).toISOString().slice(0, 10),
        gmv: 8400,
        orders: 2,
      });
      expect(answer.series.slice(0, -1).every((d: { orders: number }) => d.orders === 0)).toBe(true);
      const dates = answer.series.map((d: { date: string }) => d.date);
      expect(dates).toEqual([...dates].sort());
      expect(new Set(dates).size).toBe(30);
      expect((await get("/api/admin/overview")).series).toHaveLength(30);
      expect(
        (await fresh.app.inject({ url: "/api/admin/overview?days=0", headers: bearer(boss.token) }))
          .statusCode,
      ).toBe(400);
    } finally {
      await fresh.close();
    }
  });
});

describe("GET /api/admin/audit", () => {
  it("lists actions newest first with the admin's name, filtered by action, a page at a time", async () => {
    const other = await createAdmin(t.app, { name: "Bilal Admin" });
    const w = await ledgerWorld(t.app);
    await deliveredAndPaid(t.app, w, "Bank Transfer");
    await settle(w.store.id, 100, "payout", "FIRST");
    await t.app.inject({
      method: "POST",
      url: "/api/admin/settlements",
      headers: bearer(other.token),
      payload: { storeId: w.store.id, amount: 100, direction: "payout", method: "Cash", reference: "SECOND" },
    });
    const res = await asAdmin("GET", "/api/admin/audit?action=settlement.create");
    expect(res.statusCode).toBe(200);
    const { entries, pagination } = res.json();
    expect(
      entries
        .slice(0, 2)
        .map((e: { admin: { name: string }; details: { reference: string } }) => [
          e.admin.name,
          e.details.reference,
        ]),
    ).toEqual([
      ["Bilal Admin", "SECOND"],
      ["Ayesha Admin", "FIRST"],
    ]);
    expect(entries.every((e: { action: string }) => e.action === "settlement.create")).toBe(true);
    expect(pagination).toMatchObject({ current_page: 1, per_page: 50, total_entries: entries.length });
    const all = (await asAdmin("GET", "/api/admin/audit")).json();
    expect(all.entries.some((e: { action: string }) => e.action === "settings.update")).toBe(true);
    expect((await asAdmin("GET", "/api/admin/audit?page=2")).json().entries).toEqual([]);
    expect((await asAdmin("GET", "/api/admin/audit?action=nonsense")).statusCode).toBe(400);
  });

  it("no entries are written to a ledger by reading it", async () => {
    const before = await t.app.db.select().from(ledgerEntries);
    await asAdmin("GET", "/api/admin/balances");
    await asAdmin("GET", "/api/admin/overview");
    expect(await t.app.db.select().from(ledgerEntries)).toHaveLength(before.length);
  });
});
