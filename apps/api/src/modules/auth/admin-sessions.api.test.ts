import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createAdmin } from "../../../test/fixtures.ts";
import { admins } from "../../db/schema/index.ts";

/** Issue 37, item 7: admins' tokens are short-lived and renewed, they can sign out everywhere, and their sign-ins are audited. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", url: string, token?: string, payload?: object, from = "10.9.8.7") =>
  t.app.inject({
    method,
    url,
    headers: { "x-forwarded-for": from, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });

async function auditOf(adminId: string, token: string) {
  const res = await call("GET", "/api/admin/audit", token);
  expect(res.statusCode).toBe(200);
  return (res.json().entries as Array<{ action: string; targetId: string; details: object }>).filter(
    (entry) => entry.targetId === adminId,
  );
}

describe("admin sessions", { timeout: 120_000 }, () => {
  it("writes sign-ins and failed sign-ins into the audit log, with the address", async () => {
    const admin = await createAdmin(t.app, { password: "operator-secret" });
    expect(
      (
        await call(
          "POST",
          "/api/admin/login",
          undefined,
          { email: admin.email, password: "a-guess" },
          "10.1.1.1",
        )
      ).statusCode,
    ).toBe(401);
    const login = await call(
      "POST",
      "/api/admin/login",
      undefined,
      { email: admin.email, password: "operator-secret" },
      "10.2.2.2",
    );
    expect(login.statusCode).toBe(200);
    expect(await auditOf(admin.id, login.json().token)).toEqual([
      expect.objectContaining({ action: "admin.sign-in", details: { address: "10.2.2.2" } }),
      expect.objectContaining({ action: "admin.sign-in-failed", details: { address: "10.1.1.1" } }),
    ]);
  });

  it("gives admins 12-hour tokens, renewed while active within the same session, never past a week", async () => {
    const admin = await createAdmin(t.app, { password: "operator-secret" });
    const login = await call("POST", "/api/admin/login", undefined, {
      email: admin.email,
      password: "operator-secret",
    });
    const first = decodeJwt(login.json().token);
    expect((first.exp ?? 0) - (first.iat ?? 0)).toBe(12 * 60 * 60);

    const renewed = await call("POST", "/api/admin/session", login.json().token);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ success: true, admin: { _id: admin.id } });
    const second = decodeJwt(renewed.json().token);
    expect((second.exp ?? 0) - (second.iat ?? 0)).toBe(12 * 60 * 60);
    expect(second.auth_time).toBe(first.auth_time);
    expect((await call("GET", "/api/admin/audit", renewed.json().token)).statusCode).toBe(200);

    // A customer's token is still a week long; an admin session signed in eight days ago is over.
    const weekOld = Math.floor(Date.now() / 1000) - 8 * 24 * 60 * 60;
    const stale = await t.app.signToken({
      id: admin.id,
      role: "admin",
      tokenVersion: 0,
      signedInAt: weekOld,
    });
    const refused = await call("POST", "/api/admin/session", stale);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe("Your session has lasted a week. Please sign in again.");
  });

  it("signs an admin out everywhere, her renewed tokens too, and audits it", async () => {
    const admin = await createAdmin(t.app);
    const renewed = (await call("POST", "/api/admin/session", admin.token)).json().token;
    const res = await call("POST", "/api/admin/logout-all", admin.token, undefined, "10.3.3.3");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: "You have been signed out on every device, this one included.",
    });
    for (const token of [admin.token, renewed]) {
      expect((await call("GET", "/api/admin/audit", token)).statusCode).toBe(401);
      expect((await call("POST", "/api/admin/session", token)).statusCode).toBe(401);
    }
    const [row] = await t.app.db.select().from(admins).where(eq(admins.id, admin.id));
    const fresh = await t.app.signToken({
      id: admin.id,
      role: "admin",
      tokenVersion: row?.tokenVersion ?? -1,
    });
    expect(await auditOf(admin.id, fresh)).toEqual([
      expect.objectContaining({ action: "admin.sign-out-everywhere", details: { address: "10.3.3.3" } }),
    ]);
  });
});
