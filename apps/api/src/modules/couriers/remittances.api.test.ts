import { eq, inArray, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createAdmin } from "../../../test/fixtures.ts";
import { ledgerWorld, placeLedgerOrder } from "../../../test/ledger-fixtures.ts";
import { quietCourierRounds, trackingRoundHoursLater } from "../../../test/quiet-courier-rounds.ts";
import {
  adminAudit,
  courierCashEntries,
  ledgerEntries,
  orders,
  shipments,
  stores,
} from "../../db/schema/index.ts";
import { type BookingCouriers, startBookingCouriers } from "./booking-couriers.ts";
import { findCourier } from "./couriers.repository.ts";
import { COURIER_REMITTANCE_QUEUE } from "./remittance-job.ts";
import { collectRemittances } from "./remittances.service.ts";

/**
 * Reconciling the cash a booking courier collects (decision 0042), against the couriers' simulators
 * through the real adapters: the ledger of a delivered booked COD order, the payment job, and the
 * operator's statement import (bad files, the same file twice, two at once, the job beside it).
 */
let couriers: BookingCouriers;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let world: Awaited<ReturnType<typeof ledgerWorld>>;
beforeAll(async () => {
  couriers = await startBookingCouriers("simulator");
  t = await buildTestApp({}, { courierRegistry: couriers.registry });
  await quietCourierRounds(t.app);
  admin = await createAdmin(t.app);
  // Rs 4,000 of items, free shipping, Rs 200 tax: the courier collects Rs 4,200; commission 10%.
  world = await ledgerWorld(t.app);
  await t.app.db
    .update(stores)
    .set({ location: "House 4, Gulberg, Lahore" })
    .where(eq(stores.id, world.store.id));
});
afterAll(async () => {
  await t.close();
  await couriers.close();
});

const DAY_MINUTES = 24 * 60;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function advance(code: "postex" | "leopards", minutes: number) {
  const url = code === "postex" ? couriers.simulators?.postex : couriers.simulators?.leopards;
  const res = await fetch(`${url}/__simulator/advance`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ minutes }),
  });
  expect(res.ok).toBe(true);
}

/** A confirmed COD order of the world's product, booked with the courier: its id and consignment number. */
async function bookedOrder(code: "postex" | "leopards") {
  const orderId = await placeLedgerOrder(t.app, world);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/orders/${orderId}/shipment`,
    headers: bearer(world.seller.token),
    payload: { courier: code, book: { weightGrams: 800, pieces: 1 } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { orderId, cn: res.json().data.shipment.consignmentNumber as string };
}

/** The courier's clock moves two days on (its parcels delivered, not paid yet) and the job follows. */
async function deliver(code: "postex" | "leopards") {
  await advance(code, 2 * DAY_MINUTES);
  const round = await trackingRoundHoursLater(t.app, code);
  expect(round.ran).toBe(true);
  // The parcels are looked at again only after two hours; the next round's "now" moves on with them.
  await t.app.db.update(shipments).set({ nextTrackAt: new Date() }).where(isNotNull(shipments.nextTrackAt));
}

const cashOf = (orderIds: string[]) =>
  t.app.db.select().from(courierCashEntries).where(inArray(courierCashEntries.orderId, orderIds));

const storeEntriesOf = (orderId: string) =>
  t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));

/** The courier's statement of these parcels as its payment API tells them, as the operator's CSV. */
async function statementOf(code: "postex" | "leopards", cns: string[]) {
  const courier = await findCourier(t.app.db, code);
  if (!courier) throw new Error("no courier");
  const adapter = t.app.courierRegistry.adapterFor(courier);
  const paid = await adapter.payments(cns);
  const rupees = (paisa: number) => (paisa / 100).toFixed(2);
  const lines = paid.map((p) =>
    [
      p.consignmentNumber,
      rupees(p.collectedPaisa),
      rupees(p.feePaisa),
      rupees(p.taxPaisa),
      rupees(p.remittedPaisa),
      p.reference ?? "",
      p.paidAt?.toISOString().slice(0, 10) ?? "",
    ].join(","),
  );
  return ["consignment_number,cod_amount,courier_fee,tax,remitted,reference,paid_on", ...lines].join("\r\n");
}

const importCsv = (code: string, csv: string, token = admin.token) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/couriers/${code}/remittances`,
    headers: bearer(token),
    payload: { csv },
  });

/** Per order: collected − fee − tax = remitted, each kind at most once. */
function expectSettled(entries: (typeof courierCashEntries.$inferSelect)[], orderIds: string[]) {
  for (const orderId of orderIds) {
    const mine = entries.filter((e) => e.orderId === orderId);
    const kinds = mine.map((e) => e.kind).sort();
    expect(kinds).toEqual([...new Set(kinds)]);
    expect(kinds).toContain("remitted");
    expect(mine.reduce((sum, e) => sum + e.amountPaisa, 0)).toBe(0);
  }
}

describe("a booked COD order delivered by its courier", () => {
  it("owes the store sale − commission − tax, and the courier owes the marketplace the cash", async () => {
    const before = (
      await t.app.inject({
        url: `/api/seller/stores/${world.store.id}/ledger`,
        headers: bearer(world.seller.token),
      })
    ).json().balance as number;
    const { orderId } = await bookedOrder("postex");
    await deliver("postex");
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ orderStatus: "Delivered", paymentStatus: "Paid", inLedger: true });

    const entries = await storeEntriesOf(orderId);
    expect(entries.map((e) => [e.kind, e.amountPaisa]).sort()).toEqual(
      [
        ["sale", 420_000],
        ["commission", -40_000],
        ["tax", -20_000],
      ].sort(),
    );
    const ledger = (
      await t.app.inject({
        url: `/api/seller/stores/${world.store.id}/ledger`,
        headers: bearer(world.seller.token),
      })
    ).json();
    expect(ledger.balance).toBe(before + 3600);
    expect(
      ledger.entries.find(
        (e: { kind: string; orderId: string }) => e.kind === "sale" && e.orderId === orderId,
      ).note,
    ).toMatch(/cash collected by PostEx for the marketplace/);
    const urdu = (
      await t.app.inject({
        url: `/api/seller/stores/${world.store.id}/ledger`,
        headers: { ...bearer(world.seller.token), "accept-language": "ur" },
      })
    ).json();
    const urduNote = urdu.entries.find(
      (e: { kind: string; orderId: string }) => e.kind === "sale" && e.orderId === orderId,
    ).note;
    expect(urduNote).not.toMatch(/delivered|collected/);

    expect((await cashOf([orderId])).map((e) => [e.kind, e.amountPaisa, e.courierCode])).toEqual([
      ["collected", 420_000, "postex"],
    ]);
  });

  it("keeps a typed consignment number's order as before: the seller holds the cash", async () => {
    const orderId = await placeLedgerOrder(t.app, world);
    const shipped = await t.app.inject({
      method: "POST",
      url: `/api/orders/${orderId}/shipment`,
      headers: bearer(world.seller.token),
      payload: { courier: "tcs", consignmentNumber: "123456789012" },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    for (const [url, payload] of [
      [`/api/orders/${orderId}/status`, { orderStatus: "Delivered" }],
      [`/api/orders/${orderId}/payment`, { paymentStatus: "Paid" }],
    ] as const) {
      const res = await t.app.inject({ method: "PUT", url, headers: bearer(world.seller.token), payload });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await storeEntriesOf(orderId)).map((e) => e.kind).sort()).toEqual(
      ["collected-by-seller", "commission", "sale", "tax"].sort(),
    );
    expect(await cashOf([orderId])).toEqual([]);
  });
});

describe("the courier's payments", () => {
  it("the payment job records fee, tax and remittance once the courier pays, and once only", async () => {
    const { orderId, cn } = await bookedOrder("postex");
    await deliver("postex");
    // Delivered, not paid out yet: the job asks and records nothing.
    const early = await collectRemittances(t.app.db, t.app.courierRegistry, "postex");
    expect(early.ran).toBe(true);
    expect(early.asked).toBeGreaterThanOrEqual(1);
    expect((await cashOf([orderId])).map((e) => e.kind)).toEqual(["collected"]);

    await advance("postex", 4 * DAY_MINUTES);
    const paid = await collectRemittances(t.app.db, t.app.courierRegistry, "postex");
    expect(paid.refused).toEqual([]);
    expect(paid.posted).toBeGreaterThanOrEqual(1);
    const entries = await cashOf([orderId]);
    expect(entries.map((e) => [e.kind, e.amountPaisa]).sort()).toEqual(
      [
        ["collected", 420_000],
        ["fee", -18_000],
        ["tax", -2_880],
        ["remitted", -399_120],
      ].sort(),
    );
    expect(entries.find((e) => e.kind === "remitted")).toMatchObject({ source: "payments-api" });
    expectSettled(entries, [orderId]);

    // Asked again: the parcel is settled, so the courier is not asked about it, and nothing is added.
    const again = await collectRemittances(t.app.db, t.app.courierRegistry, "postex");
    expect(again.posted).toBe(0);
    expect(await cashOf([orderId])).toHaveLength(4);
    // The statement of the same payment, imported after the job, is already known.
    const imported = await importCsv("postex", await statementOf("postex", [cn]));
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ posted: 0, alreadyKnown: 1 });
    expect(await cashOf([orderId])).toHaveLength(4);
  });

  it("runs as a queue job, one per courier", async () => {
    const { orderId } = await bookedOrder("leopards");
    await deliver("leopards");
    await advance("leopards", 4 * DAY_MINUTES);
    await t.app.jobQueue.sendAfter(COURIER_REMITTANCE_QUEUE, { courier: "leopards" }, new Date());
    const deadline = Date.now() + 20_000;
    const remitted = async () => (await cashOf([orderId])).filter((e) => e.kind === "remitted");
    while ((await remitted()).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const entries = await cashOf([orderId]);
    // Leopards' simulator: Rs 150 shipment and Rs 30 cash handling, 15% GST on them.
    expect(entries.map((e) => [e.kind, e.amountPaisa]).sort()).toEqual(
      [
        ["collected", 420_000],
        ["fee", -18_000],
        ["tax", -2_700],
        ["remitted", -399_300],
      ].sort(),
    );
    expectSettled(entries, [orderId]);
  });

  it("imports a statement once: the same file again changes nothing", async () => {
    const a = await bookedOrder("leopards");
    const b = await bookedOrder("leopards");
    await deliver("leopards");
    await advance("leopards", 4 * DAY_MINUTES);
    const csv = await statementOf("leopards", [a.cn, b.cn]);
    const first = await importCsv("leopards", csv);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ posted: 2, alreadyKnown: 0 });
    const entries = await cashOf([a.orderId, b.orderId]);
    expectSettled(entries, [a.orderId, b.orderId]);
    expect(entries.filter((e) => e.kind === "remitted").every((e) => e.source === "statement")).toBe(true);

    const second = await importCsv("leopards", csv);
    expect(second.json()).toMatchObject({ posted: 0, alreadyKnown: 2 });
    expect(await cashOf([a.orderId, b.orderId])).toHaveLength(entries.length);

    const audit = await t.app.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, "courier.remittances"));
    expect(audit.map((a) => a.details)).toContainEqual({
      posted: 2,
      alreadyKnown: 0,
      remitted: expect.any(Number),
    });
  });

  it("refuses a bad statement row by row and records nothing from it", async () => {
    const good = await bookedOrder("postex");
    const typed = await placeLedgerOrder(t.app, world);
    await t.app.inject({
      method: "POST",
      url: `/api/orders/${typed}/shipment`,
      headers: bearer(world.seller.token),
      payload: { courier: "postex", consignmentNumber: "22000000999" },
    });
    await deliver("postex");
    await advance("postex", 4 * DAY_MINUTES);
    const statement = await statementOf("postex", [good.cn]);
    const header = statement.split("\r\n")[0];
    const goodRow = statement.split("\r\n")[1] ?? "";

    const noHeader = await importCsv("postex", goodRow);
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().errors[0].field).toBe("row 1");

    const [cn, collected, fee, tax, , reference, paidOn] = goodRow.split(",");
    const bad = await importCsv(
      "postex",
      [
        header,
        goodRow,
        `${cn},${collected},${fee},${tax},4000.00,${reference},${paidOn}`,
        `XX99999999,100,10,0,90,R-1,2026-11-01`,
        `22000000999,4200,180,28.80,3991.20,R-1,2026-11-01`,
        "LE75999999,abc,180,28.80,3991.20,R-1,2026-13-45",
      ].join("\n"),
    );
    expect(bad.statusCode).toBe(400);
    const errors = bad.json().errors as { field: string; message: string }[];
    expect(errors.map((e) => e.field)).toEqual(["row 3", "row 4", "row 5", "row 6", "row 6"]);
    expect(errors[0]?.message).toMatch(/already on row 2/);
    expect(errors[1]?.message).toMatch(/No order was shipped with PostEx as parcel XX99999999/);
    expect(errors[2]?.message).toMatch(/not booked by the marketplace: its seller collected the cash/);
    expect(errors[3]?.message).toMatch(/not an amount/);
    expect(errors[4]?.message).toMatch(/not a date/);

    // The figures do not add up: the ledger refuses, and the good row is not recorded either.
    const wrongSum = await importCsv(
      "postex",
      [header, goodRow.replace(/,3991\.20,/, ",3999.00,")].join("\n"),
    );
    expect(wrongSum.statusCode).toBe(400);
    expect(wrongSum.json().errors[0]).toMatchObject({ field: "row 2" });
    expect(wrongSum.json().errors[0].message).toMatch(/collected less fee and tax is Rs 3,991.2/);
    const urdu = await t.app.inject({
      method: "POST",
      url: "/api/admin/couriers/postex/remittances",
      headers: { ...bearer(admin.token), "accept-language": "ur" },
      payload: { csv: [header, goodRow.replace(/,3991\.20,/, ",3999.00,")].join("\n") },
    });
    expect(urdu.json().errors[0].message).not.toMatch(/collected|fee/);
    expect((await cashOf([good.orderId])).map((e) => e.kind)).toEqual(["collected"]);

    expect((await importCsv("trax", statement)).statusCode).toBe(400);
    expect((await importCsv("nosuch", statement)).statusCode).toBe(404);
    expect((await importCsv("postex", "")).statusCode).toBe(400);
    expect((await importCsv("postex", statement, world.seller.token)).statusCode).toBe(403);
  });

  it("counts each order once when two imports and the payment job run at once", async () => {
    const parcels = [];
    for (let i = 0; i < 4; i++) parcels.push(await bookedOrder("postex"));
    await deliver("postex");
    await advance("postex", 4 * DAY_MINUTES);
    const ids = parcels.map((p) => p.orderId);
    const whole = await statementOf(
      "postex",
      parcels.map((p) => p.cn),
    );
    // Overlapping statements, rows in another order: the locks are taken in one order regardless.
    const [head, ...rows] = whole.split("\r\n");
    const reversed = [head, ...rows.slice(1).reverse()].join("\r\n");
    const [one, two, round] = await Promise.all([
      importCsv("postex", whole),
      importCsv("postex", reversed),
      collectRemittances(t.app.db, t.app.courierRegistry, "postex"),
    ]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    expect(round.refused).toEqual([]);
    const counted = one.json().posted + two.json().posted + (round.posted ?? 0);
    // The job may also settle earlier tests' parcels, so count only these orders' remittances.
    const entries = await cashOf(ids);
    expect(entries.filter((e) => e.kind === "remitted")).toHaveLength(4);
    expectSettled(entries, ids);
    expect(counted).toBeGreaterThanOrEqual(4);
    expect(one.json().posted + one.json().alreadyKnown).toBe(4);
    expect(two.json().posted + two.json().alreadyKnown).toBe(3);

    const position = await t.app.inject({ url: "/api/admin/courier-cash", headers: bearer(admin.token) });
    expect(position.statusCode).toBe(200);
    const postex = position.json().couriers.find((c: { code: string }) => c.code === "postex");
    expect(postex.collected - postex.fees - postex.tax - postex.remitted).toBeCloseTo(postex.owed, 2);
  });
});
