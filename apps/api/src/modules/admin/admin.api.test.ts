import { randomUUID } from "node:crypto";
import { ADMIN_SELLERS_PER_PAGE } from "@marketplace/shared/admin-contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp, type TestApp, testAppForFile } from "../../../test/build-test-app.ts";
import {
  createAdmin,
  createCustomer,
  createProduct,
  createSeller,
  createSellerWithStore,
  createStore,
  orderOf,
} from "../../../test/fixtures.ts";
import { adminAudit, admins, sellers } from "../../db/schema/index.ts";
import { LOGIN_LIMITS } from "../auth/login-throttle.ts";

const t = testAppForFile();

const address = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const login = (app: TestApp, email: string, password: string, remoteAddress = address()) =>
  app.app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password }, remoteAddress });

describe("POST /api/admin/login", () => {
  it("signs an admin in with any letter case; the token opens /api/admin/*", async () => {
    const admin = await createAdmin(t.app, { name: "Hina Admin", password: "secret12" });
    const res = await login(t, admin.email.toUpperCase(), "secret12");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: "Login successful",
      token: expect.any(String),
      admin: { _id: admin.id, name: "Hina Admin", email: admin.email, role: "owner" },
    });
    expect(res.body).not.toContain("password");
    const list = await t.app.inject({ url: "/api/admin/sellers", headers: bearer(res.json().token) });
    expect(list.statusCode).toBe(200);
  });

  it("refuses a wrong password and an unknown e-mail alike with 401, and a customer's or seller's credentials", async () => {
    const admin = await createAdmin(t.app, { password: "secret12" });
    const wrong = await login(t, admin.email, "secret13");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      message: "Invalid credentials. Please check your email and password.",
    });
    expect((await login(t, `nobody-${randomUUID()}@example.pk`, "secret12")).json()).toEqual(wrong.json());
    // A seller's account is not an admin's, even with the right password.
    const mail = `seller-${randomUUID().slice(0, 8)}@example.pk`;
    const signup = await t.app.inject({
      method: "POST",
      url: "/api/seller/signup",
      payload: { name: "Sara", email: mail, phone: "03001234567", password: "secret12" },
      remoteAddress: address(),
    });
    expect(signup.statusCode).toBe(201);
    expect((await login(t, mail, "secret12")).statusCode).toBe(401);
  });

  it("answers 400 for a malformed body", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: "not-mail" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it("throttles failed sign-ins like the other roles: 429 with Retry-After, even with the right password", async () => {
    const throttled = await buildTestApp(
      {},
      { loginThrottle: { limits: { pair: { ...LOGIN_LIMITS.pair, lockAt: 3 } } } },
    );
    try {
      const admin = await createAdmin(throttled.app, { password: "secret12" });
      const ip = address();
      for (let i = 0; i < 3; i++)
        expect((await login(throttled, admin.email, `wrong-${i}`, ip)).statusCode).toBe(401);
      const blocked = await login(throttled, admin.email, "secret12", ip);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      expect(blocked.json().message).toMatch(/^Too many failed sign-in attempts/);
      // Another address is not blocked by this pair.
      expect((await login(throttled, admin.email, "secret12")).statusCode).toBe(200);
    } finally {
      await throttled.close();
    }
  });

  it("refuses an admin token once the admin signs out everywhere (token version), and a forged role", async () => {
    const admin = await createAdmin(t.app);
    await t.app.db
      .update(admins)
      .set({ tokenVersion: admin.tokenVersion + 1 })
      .where(eq(admins.id, admin.id));
    expect((await t.app.inject({ url: "/api/admin/sellers", headers: bearer(admin.token) })).statusCode).toBe(
      401,
    );
    // A customer's id in an admin token: no such admin, so no session.
    const customer = await createCustomer(t.app);
    const forged = await t.app.signToken({ id: customer.id, role: "admin", tokenVersion: 0 });
    expect((await t.app.inject({ url: "/api/admin/sellers", headers: bearer(forged) })).statusCode).toBe(401);
  });
});

describe("who may call the admin routes", () => {
  async function world() {
    const [customer, seller, admin] = await Promise.all([
      createCustomer(t.app),
      createSeller(t.app),
      createAdmin(t.app),
    ]);
    const store = await createStore(t.app, seller.id);
    const product = await createProduct(t.app, store.id, { quantity: 5 });
    const placed = await orderOf(t.app, customer.token, product.id);
    expect(placed.statusCode).toBe(201);
    return { customer, seller, admin, store, order: placed.json().data._id as string };
  }
  type World = Awaited<ReturnType<typeof world>>;
  type Who = "none" | "customer" | "seller" | "admin";
  const tokenOf = (w: World, who: Who) => (who === "none" ? undefined : w[who].token);

  const ADMIN_ROUTES: { name: string; method: "GET" | "PUT"; url: (w: World) => string; payload?: object }[] =
    [
      { name: "GET /api/admin/sellers", method: "GET", url: () => "/api/admin/sellers" },
      {
        name: "PUT /api/admin/sellers/:id/status",
        method: "PUT",
        url: (w) => `/api/admin/sellers/${w.seller.id}/status`,
        payload: { status: "verified" },
      },
    ];
  const EXPECTED: Record<Who, number> = { none: 401, customer: 403, seller: 403, admin: 200 };

  it.each(ADMIN_ROUTES)("$name: 401 no token, 403 customer and seller, 200 admin", async (route) => {
    for (const who of ["none", "customer", "seller", "admin"] as const) {
      const w = await world();
      const res = await t.app.inject({
        method: route.method,
        url: route.url(w),
        headers: bearer(tokenOf(w, who)),
        ...(route.payload ? { payload: route.payload } : {}),
      });
      expect(res.statusCode, who).toBe(EXPECTED[who]);
      if (res.statusCode >= 400)
        expect(res.json(), who).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it("refuses an admin token with 403 on customer and seller routes, and treats it as nobody on public ones", async () => {
    const w = await world();
    const as = (url: string, method: "GET" | "POST" | "PUT" = "GET", payload?: object) =>
      t.app.inject({ method, url, headers: bearer(w.admin.token), ...(payload ? { payload } : {}) });
    const customerRoute = await as("/api/auth/profile");
    expect(customerRoute.statusCode).toBe(403);
    expect(customerRoute.json()).toEqual({ success: false, message: "This needs a customer account." });
    expect((await as("/api/seller/profile")).statusCode).toBe(403);
    expect((await as("/api/stores/seller/my-stores")).statusCode).toBe(403);
    expect((await as(`/api/orders/${w.order}`)).statusCode).toBe(403);
    expect((await as(`/api/orders/${w.order}/status`, "PUT", { status: "Processing" })).statusCode).toBe(403);
    expect((await as("/api/auth/logout-all", "POST")).statusCode).toBe(403);
    expect((await as(`/api/stores/${w.store.id}`)).statusCode).toBe(200);
    expect((await as("/api/products")).statusCode).toBe(200);
  });
});

describe("GET /api/admin/sellers", () => {
  it("lists sellers newest first with their stores, filters by status, searches and pages", async () => {
    const admin = await createAdmin(t.app);
    const tag = `zq${randomUUID().slice(0, 6)}`;
    const made = [];
    for (let i = 0; i < ADMIN_SELLERS_PER_PAGE + 1; i++)
      made.push(await createSeller(t.app, `${tag} Seller ${i}`));
    const first = made[0];
    const last = made.at(-1);
    if (!first || !last) throw new Error("no sellers");
    const store = await createStore(t.app, first.id, `${tag} Phulkari`);
    await t.app.db.update(sellers).set({ status: "verified" }).where(eq(sellers.id, first.id));
    const list = (query: string) =>
      t.app.inject({ url: `/api/admin/sellers?${query}`, headers: bearer(admin.token) });

    const page1 = await list(`search=${tag}`);
    expect(page1.statusCode).toBe(200);
    expect(page1.json().pagination).toEqual({
      current_page: 1,
      total_pages: 2,
      total_sellers: ADMIN_SELLERS_PER_PAGE + 1,
      per_page: ADMIN_SELLERS_PER_PAGE,
    });
    expect(page1.json().sellers).toHaveLength(ADMIN_SELLERS_PER_PAGE);
    expect(page1.json().sellers[0]).toEqual({
      _id: last.id,
      name: last.name,
      email: last.email,
      phone: "03001234567",
      status: "pending",
      statusReason: null,
      verified: false,
      createdAt: last.createdAt.toISOString(),
      stores: [],
    });
    const page2 = await list(`search=${tag}&page=2`);
    expect(page2.json().sellers).toEqual([
      expect.objectContaining({
        _id: first.id,
        status: "verified",
        verified: true,
        stores: [{ _id: store.id, name: `${tag} Phulkari` }],
      }),
    ]);
    const ids = [...page1.json().sellers, ...page2.json().sellers].map((s: { _id: string }) => s._id);
    expect(new Set(ids).size).toBe(ADMIN_SELLERS_PER_PAGE + 1);

    const verified = await list(`search=${tag}&status=verified`);
    expect(verified.json().sellers.map((s: { _id: string }) => s._id)).toEqual([first.id]);
    const pending = await list(`search=${tag}&status=pending`);
    expect(pending.json().pagination.total_sellers).toBe(ADMIN_SELLERS_PER_PAGE);
    // Search by e-mail and by letter case; a LIKE wildcard is a plain character.
    expect(
      (await list(`search=${encodeURIComponent(first.email.toUpperCase())}`)).json().sellers,
    ).toHaveLength(1);
    expect((await list(`search=${tag}%25`)).json().sellers).toEqual([]);
    expect((await list("status=closed")).statusCode).toBe(400);
    expect((await list("page=0")).statusCode).toBe(400);
  });
});

describe("PUT /api/admin/sellers/:id/status", () => {
  const put = (token: string, id: string, payload: object) =>
    t.app.inject({ method: "PUT", url: `/api/admin/sellers/${id}/status`, headers: bearer(token), payload });
  const auditOf = (sellerId: string) =>
    t.app.db.select().from(adminAudit).where(eq(adminAudit.targetId, sellerId)).orderBy(adminAudit.createdAt);

  it("verifies, suspends with a reason and restores a seller; each change is audited with who, what and why", async () => {
    const [admin, other] = [await createAdmin(t.app), await createAdmin(t.app)];
    const { seller, store } = await createSellerWithStore(t.app);
    const profile = async () =>
      (await t.app.inject({ url: "/api/seller/profile", headers: bearer(seller.token) })).json();
    expect(await profile()).toMatchObject({ verified: false, status: "pending" });

    const verified = await put(admin.token, seller.id, {
      status: "verified",
      reason: "CNIC and shop checked",
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      success: true,
      message: "The seller is now verified.",
      seller: expect.objectContaining({
        _id: seller.id,
        status: "verified",
        verified: true,
        statusReason: null,
        stores: [{ _id: store.id, name: store.name }],
      }),
    });
    expect(await profile()).toMatchObject({ verified: true, status: "verified", seller: { verified: true } });

    const suspended = await put(other.token, seller.id, {
      status: "suspended",
      reason: "  Counterfeit shawls  ",
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().seller).toMatchObject({
      status: "suspended",
      verified: false,
      statusReason: "Counterfeit shawls",
    });
    expect(await profile()).toMatchObject({
      verified: false,
      status: "suspended",
      statusReason: "Counterfeit shawls",
    });

    expect((await put(admin.token, seller.id, { status: "pending" })).json().seller).toMatchObject({
      status: "pending",
      statusReason: null,
    });

    const audit = await auditOf(seller.id);
    expect(audit.map((a) => [a.adminId, a.action, a.targetKind, a.reason, a.details])).toEqual([
      [admin.id, "seller.status", "seller", "CNIC and shop checked", { from: "pending", to: "verified" }],
      [other.id, "seller.status", "seller", "Counterfeit shawls", { from: "verified", to: "suspended" }],
      [admin.id, "seller.status", "seller", null, { from: "suspended", to: "pending" }],
    ]);
    for (const row of audit) expect(row.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("needs a reason to suspend (400, nothing changed or audited), and answers 404 for an unknown seller", async () => {
    const admin = await createAdmin(t.app);
    const seller = await createSeller(t.app);
    for (const payload of [{ status: "suspended" }, { status: "suspended", reason: "   " }]) {
      const res = await put(admin.token, seller.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        errors: [
          expect.objectContaining({
            field: "reason",
            message: "Please give a reason for suspending this seller.",
          }),
        ],
      });
    }
    expect((await put(admin.token, seller.id, { status: "closed" })).statusCode).toBe(400);
    const [row] = await t.app.db.select().from(sellers).where(eq(sellers.id, seller.id));
    expect(row?.status).toBe("pending");
    expect(await auditOf(seller.id)).toEqual([]);
    expect((await put(admin.token, randomUUID(), { status: "verified" })).statusCode).toBe(404);
    expect((await put(admin.token, "not-a-uuid", { status: "verified" })).statusCode).toBe(404);
  });
});
