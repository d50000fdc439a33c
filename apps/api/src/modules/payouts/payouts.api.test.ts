import { rupeesToPaisa } from "@marketplace/shared/money";
import { type PayoutRun, PayoutRunAnswer, SellerPayoutsAnswer } from "@marketplace/shared/payouts-contracts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createAdmin } from "../../../test/fixtures.ts";
import { deliveredAndPaid, ledgerWorld, readLedger, setPayment } from "../../../test/ledger-fixtures.ts";
import { quietPayoutRound } from "../../../test/quiet-payout-round.ts";
import { ledgerEntries, payoutRuns } from "../../db/schema/index.ts";
import { pakistanWeekday, payoutRound } from "./payout-job.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let photo: string;
beforeAll(async () => {
  t = await buildTestApp();
  await quietPayoutRound(t.app);
  admin = await createAdmin(t.app, { role: "finance" });
  const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: "#334155" } })
    .png()
    .toBuffer();
  photo = `data:image/png;base64,${png.toString("base64")}`;
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const DAY_MS = 24 * 60 * 60 * 1000;
const IBAN = "PK36SCBL0000001123456702";
type World = Awaited<ReturnType<typeof ledgerWorld>>;

const settings = (payload: object) =>
  t.app.inject({ method: "PUT", url: "/api/admin/settings", headers: bearer(owner.token), payload });
let owner: Awaited<ReturnType<typeof createAdmin>>;

/** A store whose seller sent her details (a bank account unless told) and was approved. */
async function approvedWorld(
  account: object = { type: "bank", bankName: "Meezan Bank", iban: IBAN, title: "Fatima Bibi" },
) {
  const w = await ledgerWorld(t.app);
  const sent = await t.app.inject({
    method: "PUT",
    url: "/api/seller/kyc",
    headers: bearer(w.seller.token),
    payload: { cnic: "35202-1234567-1", cnicFront: photo, cnicBack: photo, payoutAccount: account },
  });
  expect(sent.statusCode).toBe(200);
  const decided = await t.app.inject({
    method: "PUT",
    url: `/api/admin/sellers/${w.seller.id}/kyc`,
    headers: bearer(owner.token),
    payload: { decision: "approve" },
  });
  expect(decided.statusCode).toBe(200);
  return w;
}

const propose = () =>
  t.app.inject({ method: "POST", url: "/api/admin/payout-runs", headers: bearer(admin.token) });
const act = (runId: string, action: string) =>
  t.app.inject({
    method: "PUT",
    url: `/api/admin/payout-runs/${runId}`,
    headers: bearer(admin.token),
    payload: { action },
  });
const mark = (payoutId: string, payload: object) =>
  t.app.inject({
    method: "PUT",
    url: `/api/admin/payouts/${payoutId}`,
    headers: bearer(admin.token),
    payload,
  });
const lineOf = (run: PayoutRun, w: World) => run.payouts.find((p) => p.storeId === w.store.id);

/** Moves every ledger entry of the store back in time, as if its orders counted `days` ago. */
async function age(w: World, days: number) {
  const entries = await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.storeId, w.store.id));
  for (const entry of entries)
    await t.app.db
      .update(ledgerEntries)
      .set({ createdAt: new Date(entry.createdAt.getTime() - days * DAY_MS) })
      .where(eq(ledgerEntries.id, entry.id));
}

/**
 * What the run may pay the store, recomputed here from her statement's entries alone: entries of no
 * order at once; an order's entries before the cutoff, and after it only what they take away.
 */
async function recompute(w: World, cutoff: Date) {
  const ledger = await readLedger(t.app, w);
  const byOrder = new Map<string, { old: number; fresh: number }>();
  let due = 0;
  for (const entry of ledger.entries) {
    const paisa = rupeesToPaisa(entry.amount);
    if (entry.orderId === null) {
      due += paisa;
      continue;
    }
    const sums = byOrder.get(entry.orderId) ?? { old: 0, fresh: 0 };
    if (new Date(entry.createdAt) <= cutoff) sums.old += paisa;
    else sums.fresh += paisa;
    byOrder.set(entry.orderId, sums);
  }
  for (const sums of byOrder.values()) due += sums.old + Math.min(sums.fresh, 0);
  return Math.min(due, rupeesToPaisa(ledger.balance));
}

beforeAll(async () => {
  owner = await createAdmin(t.app);
});

describe("the weekly payout run (issue 30)", () => {
  it("pays what the ledger owes past the hold, less what she owes, as recomputed from the entries", async () => {
    const w = await approvedWorld();
    await deliveredAndPaid(t.app, w, "Bank Transfer"); // +4,200 −400 −200 = +3,600
    await age(w, 10);
    await deliveredAndPaid(t.app, w, "Bank Transfer"); // +3,600, too new to pay
    await deliveredAndPaid(t.app, w, "Cash on Delivery"); // −600: she holds the cash, owes at once

    const res = await propose();
    expect(res.statusCode).toBe(201);
    const { run } = PayoutRunAnswer.parse(res.json());
    const line = lineOf(run, w);
    expect(line).toMatchObject({
      amount: 3000,
      status: "proposed",
      account: { type: "bank", iban: IBAN, title: "Fatima Bibi" },
    });
    expect(rupeesToPaisa(line?.amount ?? 0)).toBe(await recompute(w, new Date(run.cutoff)));
    expect(new Date(run.cutoff).getTime()).toBeLessThanOrEqual(Date.now() - 7 * DAY_MS + 60_000);
    // One run under review at a time.
    expect((await propose()).statusCode).toBe(409);
    expect((await act(run._id, "cancel")).json().run.status).toBe("cancelled");
    expect((await act(run._id, "approve")).statusCode).toBe(409);
  });

  it("approving twice, even at once, pays once; the bank file lists her; paid and failed lines", async () => {
    const w = await approvedWorld();
    const wallet = await approvedWorld({ type: "jazzcash", number: "0300-1234567", title: "Amina" });
    for (const world of [w, wallet]) {
      await deliveredAndPaid(t.app, world, "Bank Transfer");
      await age(world, 8);
    }
    const { run } = PayoutRunAnswer.parse((await propose()).json());
    const [first, second] = await Promise.all([act(run._id, "approve"), act(run._id, "approve")]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await act(run._id, "approve")).json().run.status).toBe("approved");
    for (const world of [w, wallet]) {
      const payoutsPosted = (await readLedger(t.app, world)).entries.filter((e) => e.kind === "payout");
      expect(payoutsPosted.map((e) => e.amount)).toEqual([-3600]);
      expect((await readLedger(t.app, world)).balance).toBe(0);
    }

    const csv = await t.app.inject({
      url: `/api/admin/payout-runs/${run._id}/bank-file.csv`,
      headers: bearer(admin.token),
    });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const rows = csv.body.trimEnd().split("\r\n");
    expect(rows[0]).toBe("account_type,bank_name,iban,wallet_number,account_title,amount,reference");
    const approved = PayoutRunAnswer.parse((await act(run._id, "approve")).json()).run;
    const bankLine = lineOf(approved, w);
    const walletLine = lineOf(approved, wallet);
    expect(rows).toContain(`bank,Meezan Bank,${IBAN},,Fatima Bibi,3600.00,${bankLine?.reference}`);
    expect(rows).toContain(`jazzcash,,,03001234567,Amina,3600.00,${walletLine?.reference}`);
    expect(rows.findIndex((r) => r.startsWith("jazzcash"))).toBeGreaterThan(
      rows.findIndex((r) => r.startsWith("bank")),
    );

    const paid = await mark(bankLine?._id ?? "", { status: "paid", reference: "MZN-778812" });
    expect(paid.json().payout).toMatchObject({ status: "paid", bankReference: "MZN-778812" });
    expect((await mark(bankLine?._id ?? "", { status: "failed", reason: "late" })).statusCode).toBe(409);
    const noReason = await mark(walletLine?._id ?? "", { status: "failed" });
    expect(noReason.statusCode).toBe(400);
    const failed = await mark(walletLine?._id ?? "", { status: "failed", reason: "Wallet closed" });
    expect(failed.json().payout).toMatchObject({ status: "failed", reason: "Wallet closed" });
    const back = await readLedger(t.app, wallet);
    expect(back.balance).toBe(3600);
    expect(back.entries.at(-1)).toMatchObject({
      kind: "payout",
      amount: 3600,
      note: "Reversed (payout failed): Wallet closed",
    });

    const mine = SellerPayoutsAnswer.parse(
      (await t.app.inject({ url: "/api/seller/payouts", headers: bearer(w.seller.token) })).json(),
    );
    expect(mine.payouts).toMatchObject([{ reference: bankLine?.reference, status: "paid", amount: 3600 }]);
    expect(mine.upcoming).toEqual([{ storeId: w.store.id, storeName: w.store.name, amount: 0 }]);
  });

  it("a refund before or during approval is never paid out", async () => {
    const w = await approvedWorld();
    const kept = await deliveredAndPaid(t.app, w, "Bank Transfer");
    const refunded = await deliveredAndPaid(t.app, w, "Bank Transfer");
    await age(w, 8);
    const { run } = PayoutRunAnswer.parse((await propose()).json());
    expect(lineOf(run, w)?.amount).toBe(7200);
    // The refund and the approval race; whichever lands first, what was paid was due at that moment.
    const [approval, refund] = await Promise.all([
      act(run._id, "approve"),
      setPayment(t.app, w, refunded, "Refunded"),
    ]);
    expect([approval.statusCode, refund.statusCode]).toEqual([200, 200]);
    const entries = (await readLedger(t.app, w)).entries;
    const payoutAt = entries.findIndex((e) => e.kind === "payout");
    const refundedBefore = entries
      .slice(0, payoutAt)
      .some((e) => e.orderId === refunded && e.amount < 0 && e.kind === "sale");
    expect(entries[payoutAt]?.amount).toBe(refundedBefore ? -3600 : -7200);
    expect(entries.filter((e) => e.kind === "payout")).toHaveLength(1);
    expect(kept).toBeTruthy();

    // Refunded before approval: the line shrinks to what is due.
    const w2 = await approvedWorld();
    await deliveredAndPaid(t.app, w2, "Bank Transfer");
    const gone = await deliveredAndPaid(t.app, w2, "Bank Transfer");
    await age(w2, 8);
    const next = PayoutRunAnswer.parse((await propose()).json()).run;
    await setPayment(t.app, w2, gone, "Refunded");
    const approved = PayoutRunAnswer.parse((await act(next._id, "approve")).json()).run;
    expect(lineOf(approved, w2)).toMatchObject({ amount: 3600, status: "sent" });
    expect((await readLedger(t.app, w2)).balance).toBe(0);
  });

  it("a held line and a seller whose account changed are not paid", async () => {
    const held = await approvedWorld();
    const changed = await approvedWorld();
    for (const world of [held, changed]) {
      await deliveredAndPaid(t.app, world, "Bank Transfer");
      await age(world, 8);
    }
    const { run } = PayoutRunAnswer.parse((await propose()).json());
    const hold = await mark(lineOf(run, held)?._id ?? "", { status: "held", reason: "Checking a complaint" });
    expect(hold.json().payout).toMatchObject({ status: "held", reason: "Checking a complaint" });
    await t.app.inject({
      method: "PUT",
      url: "/api/seller/kyc",
      headers: bearer(changed.seller.token),
      payload: {
        cnic: "35202-1234567-1",
        payoutAccount: { type: "easypaisa", number: "03451234567", title: "Fatima" },
      },
    });
    const approved = PayoutRunAnswer.parse((await act(run._id, "approve")).json()).run;
    expect(lineOf(approved, held)?.status).toBe("held");
    expect(lineOf(approved, changed)).toMatchObject({
      status: "held",
      reason: "Her payout account changed; approve her details first.",
    });
    for (const world of [held, changed]) expect((await readLedger(t.app, world)).balance).toBe(3600);
    expect(approved.total).toBe(
      approved.payouts.filter((p) => p.status !== "held").reduce((sum, p) => sum + p.amount, 0),
    );
    // Her account still waits for approval: the next run leaves her out.
    const later = PayoutRunAnswer.parse((await propose()).json()).run;
    expect(lineOf(later, changed)).toBeUndefined();
    expect(lineOf(later, held)?.amount).toBe(3600);
    await act(later._id, "cancel");
  });

  it("the weekly job proposes once on the operator's day, across processes", async () => {
    const w = await approvedWorld();
    await deliveredAndPaid(t.app, w, "Bank Transfer");
    const day = new Date(Date.now() + 9 * DAY_MS);
    await settings({ payoutWeekday: (pakistanWeekday(day) + 1) % 7 });
    expect(await payoutRound(t.app.db, day)).toBeNull();
    await settings({ payoutWeekday: pakistanWeekday(day) });
    const rounds = await Promise.all([payoutRound(t.app.db, day), payoutRound(t.app.db, day)]);
    const made = rounds.filter((r) => r !== null);
    expect(made).toHaveLength(1);
    expect(made[0]?.scheduled).toBe(true);
    expect(lineOf(made[0] as PayoutRun, w)?.amount).toBe(3600);
    await act(made[0]?._id ?? "", "approve");
    expect(await payoutRound(t.app.db, day)).toBeNull();
    const scheduled = await t.app.db
      .select()
      .from(payoutRuns)
      .where(eq(payoutRuns.scheduledFor, payoutRunsDay(day)));
    expect(scheduled).toHaveLength(1);
  });

  it("refuses bad input with a clear message, and other roles", async () => {
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/admin/payout-runs/00000000-0000-0000-0000-000000000000",
      headers: bearer(admin.token),
      payload: { action: "pay" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({
      field: "action",
      message: 'Action must be "approve" or "cancel".',
    });
    const unknown = await act("00000000-0000-0000-0000-000000000000", "approve");
    expect(unknown.statusCode).toBe(404);
    const noRef = await mark("00000000-0000-0000-0000-000000000000", { status: "paid" });
    expect(noRef.json().errors).toContainEqual({
      field: "reference",
      message: "Please give the bank's transfer reference.",
    });
    const operations = await createAdmin(t.app, { role: "operations" });
    const refused = await t.app.inject({ url: "/api/admin/payout-runs", headers: bearer(operations.token) });
    expect(refused.statusCode).toBe(403);
  });
});

const payoutRunsDay = (day: Date) => new Date(day.getTime() + 5 * 60 * 60 * 1000).toISOString().slice(0, 10);
