import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createAdmin } from "../../../test/fixtures.ts";
import { ledgerWorld } from "../../../test/ledger-fixtures.ts";
import { askReturn, countedOrder, orderLines } from "../../../test/return-fixtures.ts";
import { adminAudit, orders } from "../../db/schema/index.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

describe("the operator's return window (GET/PUT /api/admin/settings)", () => {
  it("is 7 days unless changed; a change is audited and moves the window at once", async () => {
    const admin = await createAdmin(t.app);
    const headers = { authorization: `Bearer ${admin.token}` };
    const read = await t.app.inject({ url: "/api/admin/settings", headers });
    expect(read.json().settings.returnWindowDays).toBe(7);

    const w = await ledgerWorld(t.app);
    const orderId = await countedOrder(t.app, w, "Bank Transfer", 1);
    await t.app.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 9 * DAY_MS) })
      .where(eq(orders.id, orderId));
    const [itemId] = await orderLines(t.app, w, orderId);
    const ask = () =>
      askReturn(t.app, w.customer.token, orderId, { items: [{ itemId, quantity: 1 }], reason: "other" });
    expect((await ask()).statusCode).toBe(409);

    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers,
      // The commission is sent too: every version of the settings form sends what it shows.
      payload: { commissionPercent: 10, returnWindowDays: 10 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.returnWindowDays).toBe(10);
    const audit = await t.app.db.select().from(adminAudit).where(eq(adminAudit.adminId, admin.id));
    expect(audit.map((a) => [a.action, a.details])).toEqual([
      [
        "settings.update",
        {
          from: { commissionPercent: 10, returnWindowDays: 7 },
          to: { commissionPercent: 10, returnWindowDays: 10 },
        },
      ],
    ]);
    expect((await ask()).statusCode).toBe(201);

    for (const bad of [0, 91, 2.5, "7"]) {
      const res = await t.app.inject({
        method: "PUT",
        url: "/api/admin/settings",
        headers,
        payload: { commissionPercent: 10, returnWindowDays: bad },
      });
      expect(res.statusCode, String(bad)).toBe(400);
    }
    expect(
      (await t.app.inject({ url: "/api/admin/settings", headers })).json().settings.returnWindowDays,
    ).toBe(10);
  });
});
