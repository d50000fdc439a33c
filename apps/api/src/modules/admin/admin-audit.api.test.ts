import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import {
  adminForFile,
  createAdmin,
  createCustomer,
  createProduct,
  createSeller,
  createStore,
} from "../../../test/fixtures.ts";
import { deliveredAndPaid, ledgerWorld } from "../../../test/ledger-fixtures.ts";
import { adminAudit } from "../../db/schema/index.ts";
import { MARKETPLACE_SETTINGS_TARGET_ID } from "./admin-money.service.ts";

const t = testAppForFile();
const admin = adminForFile(t, { name: "Ayesha Admin" });
beforeAll(async () => {
  // The settlement's figures below are at 12% commission.
  await asAdmin("PUT", "/api/admin/settings", { commissionPercent: 12 });
});

const asAdmin = (method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin.token}` },
    ...(payload ? { payload } : {}),
  });

interface Entry {
  action: string;
  targetId: string;
  admin: { _id: string; name: string; email: string };
  targetName: string | null;
  changes: { field: string | null; from: unknown; to: unknown }[];
}

/** The newest entry of an action on a target, as the console's list answers it. */
async function entryFor(action: string, targetId: string): Promise<Entry> {
  const res = await asAdmin("GET", `/api/admin/audit?action=${action}`);
  expect(res.statusCode).toBe(200);
  const entry = (res.json().entries as Entry[]).find((e) => e.targetId === targetId);
  if (!entry) throw new Error(`no ${action} entry for ${targetId}`);
  return entry;
}

describe("GET /api/admin/audit names people and things and says what changed (issue 34, item 15)", () => {
  it("answers who did it, the target by name, and each setting's from and to", async () => {
    expect((await asAdmin("PUT", "/api/admin/settings", { commissionPercent: 12 })).statusCode).toBe(200);
    expect(
      (await asAdmin("PUT", "/api/admin/settings", { commissionPercent: 12.5, returnWindowDays: 10 }))
        .statusCode,
    ).toBe(200);
    const settings = await entryFor("settings.update", MARKETPLACE_SETTINGS_TARGET_ID);
    expect(settings).toMatchObject({
      admin: { _id: admin.id, name: "Ayesha Admin", email: admin.email },
      targetName: null,
    });
    // One change a setting sent, in the order the database keeps the details' keys.
    expect(settings.changes).toHaveLength(2);
    expect(settings.changes).toEqual(
      expect.arrayContaining([
        { field: "commissionPercent", from: 12, to: 12.5 },
        { field: "returnWindowDays", from: 7, to: 10 },
      ]),
    );
    await asAdmin("PUT", "/api/admin/settings", { commissionPercent: 12, returnWindowDays: 7 });

    const seller = await createSeller(t.app, "Fatima Bibi");
    const store = await createStore(t.app, seller.id, `Zari House ${randomUUID().slice(0, 6)}`);
    await asAdmin("PUT", `/api/admin/sellers/${seller.id}/status`, { status: "verified" });
    expect(await entryFor("seller.status", seller.id)).toMatchObject({
      targetName: store.name,
      changes: [{ field: null, from: "pending", to: "verified" }],
    });

    const product = await createProduct(t.app, store.id, { name: "Blue pottery tray" });
    await asAdmin("PUT", `/api/admin/products/${product.id}/visibility`, {
      hidden: true,
      reason: "Photo shows another maker's work",
    });
    expect(await entryFor("product.visibility", product.id)).toMatchObject({
      targetName: "Blue pottery tray",
      changes: [{ field: "hidden", from: false, to: true }],
    });

    const customer = await createCustomer(t.app, "Sana Tariq");
    await asAdmin("PUT", `/api/admin/customers/${customer.id}/refusals`, {
      reset: true,
      reason: "The courier's mistake",
    });
    expect(await entryFor("customer.refusals", customer.id)).toMatchObject({
      targetName: "Sana Tariq",
      changes: [{ field: "refusals", from: 0, to: 0 }],
    });

    const staff = await createAdmin(t.app, { name: "Bilal Staff", role: "operations" });
    await asAdmin("PUT", `/api/admin/staff/${staff.id}/role`, { role: "finance" });
    expect(await entryFor("staff.role", staff.id)).toMatchObject({
      targetName: "Bilal Staff",
      changes: [{ field: null, from: "operations", to: "finance" }],
    });

    const couriers = (await asAdmin("GET", "/api/admin/couriers")).json().couriers as {
      _id: string;
      code: string;
      name: string;
    }[];
    const leopards = couriers.find((c) => c.code === "leopards");
    if (!leopards) throw new Error("no seeded Leopards courier");
    await asAdmin("PUT", "/api/admin/couriers/leopards", { active: false });
    expect(await entryFor("courier.update", leopards._id)).toMatchObject({
      targetName: leopards.name,
      changes: [{ field: "active", from: true, to: false }],
    });
    await asAdmin("PUT", "/api/admin/couriers/leopards", { active: true });
  });

  it("keeps a settlement's balance before and after, written with it", async () => {
    const w = await ledgerWorld(t.app);
    await deliveredAndPaid(t.app, w, "Bank Transfer");
    const res = await asAdmin("POST", "/api/admin/settlements", {
      storeId: w.store.id,
      amount: 3000,
      direction: "payout",
      method: "JazzCash",
      reference: "IBFT-1",
    });
    expect(res.statusCode).toBe(201);
    expect(await entryFor("settlement.create", w.store.id)).toMatchObject({
      targetName: w.store.name,
      changes: [{ field: "balance", from: 3520, to: 520 }],
    });
  });

  it("reads rows written before names and values were kept, and targets since gone, sensibly", async () => {
    const goneProduct = randomUUID();
    const w = await ledgerWorld(t.app);
    await t.app.db.insert(adminAudit).values([
      // A settlement from before the balance before was kept: its details stay, no change is made up.
      {
        adminId: admin.id,
        action: "settlement.create",
        targetKind: "store",
        targetId: w.store.id,
        details: { direction: "payout", amount: 100, reference: "OLD", balanceAfter: 50 },
      },
      { adminId: admin.id, action: "product.visibility", targetKind: "product", targetId: goneProduct },
      { adminId: admin.id, action: "account.close", targetKind: "coupon", targetId: randomUUID() },
    ]);
    expect(await entryFor("settlement.create", w.store.id)).toMatchObject({
      targetName: w.store.name,
      changes: [],
    });
    expect(await entryFor("product.visibility", goneProduct)).toMatchObject({
      targetName: null,
      changes: [],
    });
    const all = (await asAdmin("GET", "/api/admin/audit?action=account.close")).json().entries as Entry[];
    expect(all[0]).toMatchObject({ targetName: null, changes: [] });
  });
});
