import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import { adminForFile, auditRows, createCustomer, createSeller } from "../../../test/fixtures.ts";
import { deliveredAndPaid, ledgerWorld, placeLedgerOrder } from "../../../test/ledger-fixtures.ts";
import { customers, sellers, stores } from "../../db/schema/index.ts";
import { hashPassword } from "../auth/password-hashing.ts";

const t = testAppForFile();
const admin = adminForFile(t);

const PASSWORD = "multan-blue-pottery";
const REASON = "She wrote to support asking for her account to be closed.";

const closeByAdmin = (
  role: "customer" | "seller",
  id: string,
  payload: object = { reason: `  ${REASON}  ` },
  options: { token?: string; language?: string } = {},
) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/${role}s/${id}/close`,
    headers: {
      authorization: `Bearer ${options.token ?? admin.token}`,
      "accept-language": options.language ?? "en",
    },
    payload,
  });

const auditOf = (targetId: string) => auditRows(t.app, "account.close", targetId);

/** Gives an account a password she could sign in with, so the test can see that she no longer can. */
async function withPassword(table: typeof customers | typeof sellers, id: string) {
  await t.app.db
    .update(table)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(table.id, id));
}

describe("an operator closes an account on request", () => {
  it("closes a customer: answered as her own closure, audited with the reason, and she can no longer sign in", async () => {
    const customer = await createCustomer(t.app, "Nargis Baloch");
    await withPassword(customers, customer.id);
    const signIn = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: customer.email, password: PASSWORD },
      });
    expect((await signIn()).statusCode).toBe(200);

    const res = await closeByAdmin("customer", customer.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: "The account is closed. Its personal details have been erased.",
    });
    const [after] = await t.app.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(after).toMatchObject({ name: "Closed account", email: `closed-${customer.id}@closed.invalid` });
    expect((await signIn()).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          url: "/api/auth/profile",
          headers: { authorization: `Bearer ${customer.token}` },
        })
      ).statusCode,
    ).toBe(401);

    const audit = await auditOf(customer.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      adminId: admin.id,
      targetKind: "customer",
      reason: REASON,
      details: {},
    });
    const log = await t.app.inject({
      url: "/api/admin/audit?action=account.close",
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().entries.map((e: { targetId: string }) => e.targetId)).toContain(customer.id);

    const again = await closeByAdmin("customer", customer.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This account is already closed.");
    expect(await auditOf(customer.id)).toHaveLength(1);
  });

  it("closes a seller with nothing owed: her store is renamed, she can no longer sign in, the row is audited", async () => {
    const seller = await createSeller(t.app, "Zarina Kakar");
    await withPassword(sellers, seller.id);
    const [store] = await t.app.db
      .insert(stores)
      .values({
        sellerId: seller.id,
        name: "Zarina's Rugs",
        slug: `zarinas-rugs-${randomUUID().slice(0, 8)}`,
        category: "Local Crafts",
        description: "Hand-knotted rugs from Quetta, made to order.",
      })
      .returning();
    const res = await closeByAdmin("seller", seller.id);
    expect(res.statusCode, res.body).toBe(200);
    const [closedStore] = await t.app.db
      .select()
      .from(stores)
      .where(eq(stores.id, store?.id ?? ""));
    expect(closedStore?.name).toMatch(/^Closed store /);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/seller/login",
      payload: { email: seller.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect(await auditOf(seller.id)).toMatchObject([{ targetKind: "seller", reason: REASON }]);
  });

  it("refuses with the same rules (409, worded for the operator), changes nothing and writes no audit row", async () => {
    const w = await ledgerWorld(t.app);
    await placeLedgerOrder(t.app, w, "Bank Transfer");
    const [customerBefore] = await t.app.db.select().from(customers).where(eq(customers.id, w.customer.id));
    const open = await closeByAdmin("customer", w.customer.id);
    expect(open.statusCode, open.body).toBe(409);
    expect(open.json().message).toBe(
      "The customer has 1 open orders. The account can be closed once they are delivered, cancelled or returned.",
    );
    const inUrdu = await closeByAdmin("customer", w.customer.id, undefined, { language: "ur" });
    expect(inUrdu.json().message).toContain("خریدار کے 1 آرڈر ابھی کھلے ہیں");
    expect((await t.app.db.select().from(customers).where(eq(customers.id, w.customer.id)))[0]).toEqual(
      customerBefore,
    );
    expect(await auditOf(w.customer.id)).toEqual([]);

    const paid = await ledgerWorld(t.app);
    await deliveredAndPaid(t.app, paid, "Bank Transfer");
    const [sellerBefore] = await t.app.db.select().from(sellers).where(eq(sellers.id, paid.seller.id));
    const owed = await closeByAdmin("seller", paid.seller.id);
    expect(owed.statusCode, owed.body).toBe(409);
    expect(owed.json().message).toMatch(
      /^The seller's stores' balance is Rs [\d,.]+\. It must be settled before the account is closed\.$/,
    );
    expect((await t.app.db.select().from(sellers).where(eq(sellers.id, paid.seller.id)))[0]).toEqual(
      sellerBefore,
    );
    expect(await auditOf(paid.seller.id)).toEqual([]);
  });

  it("answers 404 to an unknown id, 400 to a missing, short or overlong reason, and 401/403 to anyone but an operator", async () => {
    for (const role of ["customer", "seller"] as const) {
      const unknown = await closeByAdmin(role, randomUUID());
      expect(unknown.statusCode, role).toBe(404);
      expect(unknown.json().message).toBe(role === "customer" ? "Customer not found." : "Seller not found.");
      expect((await closeByAdmin(role, "not-an-id")).statusCode).toBe(404);
    }
    const customer = await createCustomer(t.app);
    for (const payload of [{}, { reason: "  no " }, { reason: "ab" }, { reason: "x".repeat(501) }]) {
      const bad = await closeByAdmin("customer", customer.id, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().success).toBe(false);
    }
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/admin/customers/${customer.id}/close`,
      payload: { reason: REASON },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await closeByAdmin("customer", customer.id, undefined, { token: customer.token })).statusCode,
    ).toBe(403);
    const [still] = await t.app.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(still?.email).toBe(customer.email);
  });
});
