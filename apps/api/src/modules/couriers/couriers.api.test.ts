import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createAdmin, createCustomer, createSeller } from "../../../test/fixtures.ts";
import { adminAudit, couriers } from "../../db/schema/index.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("GET /api/couriers", () => {
  it("answers the seeded couriers, each with its tracking page and whether it books, and nothing more", async () => {
    const res = await t.app.inject({ url: "/api/couriers" });
    expect(res.statusCode).toBe(200);
    const { couriers: list } = res.json();
    expect(Object.keys(res.json())).toEqual(["couriers"]);
    expect(list.map((c: { code: string }) => c.code).sort()).toEqual(
      ["callcourier", "leopards", "mnp", "pakpost", "postex", "tcs", "trax"].sort(),
    );
    for (const courier of list) {
      expect(Object.keys(courier).sort()).toEqual(["booking", "code", "name", "trackingUrlTemplate"]);
      expect(courier.trackingUrlTemplate).toMatch(/^https:\/\/.*\{cn\}/);
      expect(courier.booking).toBe(["postex", "leopards"].includes(courier.code));
    }
  });
});

describe("/api/admin/couriers", () => {
  it("adds a courier, fixes its template, sets credentials write-only and hides it when inactive; each change audited", async () => {
    const admin = await createAdmin(t.app);
    const added = await t.app.inject({
      method: "POST",
      url: "/api/admin/couriers",
      headers: bearer(admin.token),
      payload: {
        code: "blueex",
        name: "BlueEx",
        trackingUrlTemplate: "https://blueex.example/track?cn={cn}",
      },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().courier).toMatchObject({
      code: "blueex",
      booking: false,
      active: true,
      credentialsSet: false,
    });
    expect(
      (await t.app.inject({ url: "/api/couriers" })).json().couriers.map((c: { code: string }) => c.code),
    ).toContain("blueex");

    const secret = "s3cret-key-never-shown";
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/couriers/leopards",
      headers: bearer(admin.token),
      payload: {
        trackingUrlTemplate: "https://www.leopardscourier.com/track/{cn}",
        credentials: { api_key: secret, api_password: secret },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().courier).toMatchObject({
      trackingUrlTemplate: "https://www.leopardscourier.com/track/{cn}",
      credentialsSet: true,
    });
    expect(saved.body).not.toContain(secret);
    const listed = await t.app.inject({ url: "/api/admin/couriers", headers: bearer(admin.token) });
    expect(listed.body).not.toContain(secret);
    expect((await t.app.inject({ url: "/api/couriers" })).body).not.toContain(secret);
    const [stored] = await t.app.db.select().from(couriers).where(eq(couriers.code, "leopards"));
    expect(stored?.credentials).toEqual({ api_key: secret, api_password: secret });

    const hidden = await t.app.inject({
      method: "PUT",
      url: "/api/admin/couriers/blueex",
      headers: bearer(admin.token),
      payload: { active: false },
    });
    expect(hidden.json().courier.active).toBe(false);
    expect(
      (await t.app.inject({ url: "/api/couriers" })).json().couriers.map((c: { code: string }) => c.code),
    ).not.toContain("blueex");

    const audit = await t.app.db.select().from(adminAudit).where(eq(adminAudit.adminId, admin.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["courier.create", "courier.update", "courier.update"]);
    expect(JSON.stringify(audit)).not.toContain(secret);
    const credentialChange = audit.find(
      (a) => a.action === "courier.update" && JSON.stringify(a.details).includes("credentialsSet"),
    );
    expect(credentialChange?.details).toMatchObject({
      from: { credentialsSet: false },
      to: { credentialsSet: true },
    });
  });

  it("refuses a template without {cn}, a taken code, booking without an adapter and an unknown courier, changing nothing", async () => {
    const admin = await createAdmin(t.app);
    const post = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/admin/couriers", headers: bearer(admin.token), payload });
    const noCn = await post({
      code: "swyft",
      name: "Swyft",
      trackingUrlTemplate: "https://swyft.example/track",
    });
    expect(noCn.statusCode).toBe(400);
    expect(noCn.json().message).toBeTruthy();
    const taken = await post({
      code: "tcs",
      name: "TCS again",
      trackingUrlTemplate: "https://x.example/{cn}",
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('There is already a courier with the code "tcs".');
    const inUrdu = await t.app.inject({
      method: "POST",
      url: "/api/admin/couriers",
      headers: { ...bearer(admin.token), "accept-language": "ur" },
      payload: { code: "tcs", name: "TCS again", trackingUrlTemplate: "https://x.example/{cn}" },
    });
    expect(inUrdu.json().message).toBe('کوڈ "tcs" والا کورئیر پہلے سے موجود ہے۔');
    const booking = await post({
      code: "swyft",
      name: "Swyft",
      trackingUrlTemplate: "https://swyft.example/{cn}",
      booking: true,
    });
    expect(booking.statusCode).toBe(400);
    expect(booking.json().message).toContain("only PostEx and Leopards");
    const unknown = await t.app.inject({
      method: "PUT",
      url: "/api/admin/couriers/nobody",
      headers: bearer(admin.token),
      payload: { active: false },
    });
    expect(unknown.statusCode).toBe(404);
    const rows = await t.app.db.select().from(couriers).where(eq(couriers.code, "swyft"));
    expect(rows).toEqual([]);
    const [tcs] = await t.app.db.select().from(couriers).where(eq(couriers.code, "tcs"));
    expect(tcs?.name).toBe("TCS");
  });

  it("is for admins only: a seller or a customer gets 403, no token 401", async () => {
    const seller = await createSeller(t.app);
    const customer = await createCustomer(t.app);
    for (const token of [seller.token, customer.token]) {
      expect((await t.app.inject({ url: "/api/admin/couriers", headers: bearer(token) })).statusCode).toBe(
        403,
      );
    }
    expect((await t.app.inject({ url: "/api/admin/couriers" })).statusCode).toBe(401);
  });
});
