import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { createAdmin } from "../../test/fixtures.ts";
import { type OpenApiDocument, routesOf } from "../../test/hostile-requests.ts";
import { updateStaffRole } from "../modules/auth/accounts.repository.ts";
import { ADMIN_ROUTE_ROLES, staffMayCall } from "./admin-roles.ts";

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
});
afterAll(() => t.close());

describe("staff roles (decision 0043)", () => {
  it("names every /api/admin route in the roles table, and no route the API lacks", () => {
    const adminRoutes = routesOf(doc)
      .filter((route) => route.split(" ")[1]?.startsWith("/api/admin/"))
      // The document writes `{id}` where Fastify's pattern (the table's key) has `:id`.
      .map((route) => route.replace(/\{(\w+)\}/g, ":$1"));
    expect(adminRoutes.length).toBeGreaterThan(20);
    expect(Object.keys(ADMIN_ROUTE_ROLES).sort()).toEqual(adminRoutes.sort());
  });

  it("refuses a route missing from the table to everyone but the owner", () => {
    expect(staffMayCall("owner", "GET", "/api/admin/not-in-the-table")).toBe(true);
    expect(staffMayCall("operations", "GET", "/api/admin/not-in-the-table")).toBe(false);
    expect(staffMayCall("finance", "GET", "/api/admin/not-in-the-table")).toBe(false);
    // HEAD is the GET route's.
    expect(staffMayCall("finance", "HEAD", "/api/admin/balances")).toBe(true);
    expect(staffMayCall("operations", "HEAD", "/api/admin/balances")).toBe(false);
  });

  it("refuses a route her role may not call in her language, and a changed role holds on her next request", async () => {
    const admin = await createAdmin(t.app, { role: "finance" });
    const sellers = (language = "en") =>
      t.app.inject({
        method: "GET",
        url: "/api/admin/sellers",
        headers: { authorization: `Bearer ${admin.token}`, "accept-language": language },
      });
    const refused = await sellers();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      message: "Your role cannot do this. Ask the marketplace's owner if you need it.",
    });
    expect((await sellers("ur")).json().message).toBe(
      "آپ کا کردار یہ کام نہیں کر سکتا۔ ضرورت ہو تو مارکیٹ پلیس کے مالک سے کہیں۔",
    );

    // The same token, no new sign-in: the role is read on every admin request.
    await updateStaffRole(t.app.db, admin.email, "operations");
    expect((await sellers()).statusCode).toBe(200);
    const balances = await t.app.inject({
      method: "GET",
      url: "/api/admin/balances",
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(balances.statusCode).toBe(403);

    // Her session answer says the role the console shows her screens by.
    const renewed = await t.app.inject({
      method: "POST",
      url: "/api/admin/session",
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(renewed.json().admin).toMatchObject({ email: admin.email, role: "operations" });
  });
});
