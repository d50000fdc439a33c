import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import { createAdmin, createCustomer, createProduct, createSellerWithStore } from "../../../test/fixtures.ts";
import { createReport, setHidden, setSellerStatus } from "../../../test/moderation-fixtures.ts";
import { adminAudit, productReports, products } from "../../db/schema/index.ts";
import { ALREADY_REPORTED } from "./moderation.service.ts";

const t = testAppForFile();

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const report = (productId: string, token: string | undefined, payload: object = { reason: "counterfeit" }) =>
  t.app.inject({
    method: "POST",
    url: `/api/products/${productId}/reports`,
    headers: bearer(token),
    payload,
  });
const auditOf = (targetId: string) =>
  t.app.db.select().from(adminAudit).where(eq(adminAudit.targetId, targetId));

async function listing() {
  const { seller, store } = await createSellerWithStore(t.app);
  const product = await createProduct(t.app, store.id, { name: "Ajrak shawl" });
  return { seller, store, product };
}

describe("POST /api/products/:id/reports", () => {
  it("takes a customer's report (201), and answers a second open one on the same product 409", async () => {
    const { product } = await listing();
    const customer = await createCustomer(t.app);
    const first = await report(product.id, customer.token, { reason: "other", details: "  Wrong photos  " });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      success: true,
      message: expect.any(String),
      report: { _id: expect.any(String), reason: "other", status: "open" },
    });
    const [row] = await t.app.db
      .select()
      .from(productReports)
      .where(eq(productReports.id, first.json().report._id));
    expect(row).toMatchObject({ customerId: customer.id, productId: product.id, details: "Wrong photos" });

    const again = await report(product.id, customer.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: ALREADY_REPORTED });
    // Another customer may report it too.
    expect((await report(product.id, (await createCustomer(t.app)).token)).statusCode).toBe(201);
  });

  it("takes a new report once the customer's earlier one is closed", async () => {
    const { product } = await listing();
    const customer = await createCustomer(t.app);
    const earlier = await createReport(t.app, product.id, customer.id);
    await t.app.db
      .update(productReports)
      .set({ status: "dismissed" })
      .where(eq(productReports.id, earlier.id));
    expect((await report(product.id, customer.token)).statusCode).toBe(201);
  });

  it("answers 401 without a token, 403 to sellers and admins, 400 for a bad reason, changing nothing", async () => {
    const { seller, product } = await listing();
    const admin = await createAdmin(t.app);
    expect((await report(product.id, undefined)).statusCode).toBe(401);
    expect((await report(product.id, seller.token)).statusCode).toBe(403);
    expect((await report(product.id, admin.token)).statusCode).toBe(403);
    const customer = await createCustomer(t.app);
    const bad = await report(product.id, customer.token, { reason: "ugly" });
    expect(bad.statusCode).toBe(400);
    const noDetails = await report(product.id, customer.token, { reason: "other" });
    expect(noDetails.statusCode).toBe(400);
    expect(noDetails.json().errors[0]).toMatchObject({ field: "details" });
    expect(
      await t.app.db.select().from(productReports).where(eq(productReports.productId, product.id)),
    ).toEqual([]);
  });

  it("answers 404 for an unknown, malformed, hidden or suspended seller's product", async () => {
    const customer = await createCustomer(t.app);
    const hidden = await listing();
    await setHidden(t.app, hidden.product.id, true, "Counterfeit");
    const suspended = await listing();
    await setSellerStatus(t.app, suspended.seller.id, "suspended", "Fraud");
    for (const id of [
      "0190a1b2-0000-7000-8000-000000000000",
      "not-an-id",
      hidden.product.id,
      suspended.product.id,
    ]) {
      const res = await report(id, customer.token);
      expect(res.statusCode, id).toBe(404);
    }
  });
});

describe("the admin's reports queue", () => {
  it("lists reports by status, newest first, with the product, its store and the reporter", async () => {
    const { store, product } = await listing();
    const admin = await createAdmin(t.app);
    const [older, newer] = [
      await createCustomer(t.app, "Sana Older"),
      await createCustomer(t.app, "Hira Newer"),
    ];
    const first = await createReport(t.app, product.id, older.id, "counterfeit");
    const second = await createReport(t.app, product.id, newer.id, "offensive");
    const res = await t.app.inject({ url: "/api/admin/reports?status=open", headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    const mine = res.json().reports.filter((r: { productId: string }) => r.productId === product.id);
    expect(mine.map((r: { _id: string }) => r._id)).toEqual([second.id, first.id]);
    expect(mine[0]).toEqual({
      _id: second.id,
      productId: product.id,
      product: {
        _id: product.id,
        name: "Ajrak shawl",
        hidden: false,
        hiddenReason: null,
        store: { _id: store.id, name: store.name, slug: store.slug },
      },
      reason: "offensive",
      details: "Looks fake.",
      reporter: { _id: newer.id, name: "Hira Newer", email: newer.email },
      status: "open",
      createdAt: expect.any(String),
    });
    expect(res.json().pagination).toMatchObject({ current_page: 1, per_page: 20 });
    const dismissed = await t.app.inject({
      url: "/api/admin/reports?status=dismissed",
      headers: bearer(admin.token),
    });
    expect(dismissed.json().reports.map((r: { _id: string }) => r._id)).not.toContain(first.id);
    expect(
      (await t.app.inject({ url: "/api/admin/reports?status=closed", headers: bearer(admin.token) }))
        .statusCode,
    ).toBe(400);
  });

  it("dismisses an open report with an audit row; a closed one answers 409 and changes nothing", async () => {
    const { product } = await listing();
    const admin = await createAdmin(t.app);
    const customer = await createCustomer(t.app);
    const open = await createReport(t.app, product.id, customer.id);
    const dismiss = (id: string, payload: object = { status: "dismissed", reason: "Genuine brand" }) =>
      t.app.inject({ method: "PUT", url: `/api/admin/reports/${id}`, headers: bearer(admin.token), payload });

    const res = await dismiss(open.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().report).toMatchObject({ _id: open.id, status: "dismissed" });
    const [row] = await t.app.db.select().from(productReports).where(eq(productReports.id, open.id));
    expect(row).toMatchObject({ status: "dismissed", resolvedBy: admin.id, resolvedAt: expect.any(Date) });
    expect(await auditOf(open.id)).toEqual([
      expect.objectContaining({
        adminId: admin.id,
        action: "report.dismiss",
        targetKind: "report",
        reason: "Genuine brand",
        details: { productId: product.id, from: "open", to: "dismissed" },
      }),
    ]);

    const twice = await dismiss(open.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      "This report is already dismissed; only an open report can be dismissed.",
    );
    expect(await auditOf(open.id)).toHaveLength(1);
    expect((await dismiss(open.id, { status: "resolved" })).statusCode).toBe(400);
    expect((await dismiss("0190a1b2-0000-7000-8000-000000000000")).statusCode).toBe(404);
  });
});

describe("PUT /api/admin/products/:id/visibility", () => {
  it("hides with a reason, resolving the open reports only, audited; showing clears the reason", async () => {
    const { product } = await listing();
    const admin = await createAdmin(t.app);
    const [a, b, c] = [await createCustomer(t.app), await createCustomer(t.app), await createCustomer(t.app)];
    const openA = await createReport(t.app, product.id, a.id);
    const openB = await createReport(t.app, product.id, b.id);
    const dismissed = await createReport(t.app, product.id, c.id);
    await t.app.db
      .update(productReports)
      .set({ status: "dismissed" })
      .where(eq(productReports.id, dismissed.id));
    const set = (payload: object) =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/products/${product.id}/visibility`,
        headers: bearer(admin.token),
        payload,
      });

    const noReason = await set({ hidden: true, reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect((await t.app.db.select().from(products).where(eq(products.id, product.id)))[0]?.hidden).toBe(
      false,
    );

    const hidden = await set({ hidden: true, reason: "Counterfeit brand" });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      product: { _id: product.id, hidden: true, hiddenReason: "Counterfeit brand" },
      resolvedReports: 2,
    });
    const reports = await t.app.db
      .select()
      .from(productReports)
      .where(eq(productReports.productId, product.id));
    const statusOf = new Map(reports.map((r) => [r.id, r]));
    for (const id of [openA.id, openB.id]) {
      expect(statusOf.get(id)).toMatchObject({
        status: "resolved",
        resolvedBy: admin.id,
        resolvedAt: expect.any(Date),
      });
    }
    expect(statusOf.get(dismissed.id)?.status).toBe("dismissed");
    expect((await t.app.inject({ url: `/api/products/${product.id}` })).statusCode).toBe(404);

    const shown = await set({ hidden: false });
    expect(shown.json()).toMatchObject({
      product: { hidden: false, hiddenReason: null },
      resolvedReports: 0,
    });
    expect((await t.app.inject({ url: `/api/products/${product.id}` })).statusCode).toBe(200);

    const audit = await t.app.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetId, product.id), eq(adminAudit.action, "product.visibility")))
      .orderBy(adminAudit.createdAt);
    expect(audit).toEqual([
      expect.objectContaining({
        adminId: admin.id,
        targetKind: "product",
        reason: "Counterfeit brand",
        details: { hidden: true, wasHidden: false, resolvedReports: 2 },
      }),
      expect.objectContaining({
        reason: null,
        details: { hidden: false, wasHidden: true, resolvedReports: 0 },
      }),
    ]);
  });

  it("answers 404 for an unknown product and refuses a body without hidden", async () => {
    const admin = await createAdmin(t.app);
    const send = (id: string, payload: object) =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/products/${id}/visibility`,
        headers: bearer(admin.token),
        payload,
      });
    expect((await send("0190a1b2-0000-7000-8000-000000000000", { hidden: false })).statusCode).toBe(404);
    expect((await send("nope", { hidden: false })).statusCode).toBe(404);
    const { product } = await listing();
    expect((await send(product.id, { reason: "x" })).statusCode).toBe(400);
  });
});
