import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import { codSteps, confirmAsBuyer } from "../../../test/cod-fixtures.ts";
import { adminForFile, createCustomer } from "../../../test/fixtures.ts";

const t = testAppForFile();
const s = codSteps(t);
const admin = adminForFile(t);

const search = (query: string, token = admin.token) => s.call("GET", `/api/admin/customers${query}`, token);

describe("the console's customer search", () => {
  it("finds a customer by part of her name or e-mail, with her counted refusals and all her orders", async () => {
    const shop = await s.shop(10);
    await createCustomer(t.app, "Someone Else");
    // Two orders: one delivered, one refused at the door; a refusal counts, both are orders.
    for (const end of ["Delivered", "Returned"] as const) {
      const order = (await s.placeCod(shop.customer.token, shop.product.id)).json().data;
      await confirmAsBuyer(t.app, shop.customer.token, order);
      await s.move(shop.seller.token, order._id, { orderStatus: "Shipped", trackingNumber: "TCS-1" });
      const body = end === "Returned" ? { orderStatus: end, returnReason: "refused" } : { orderStatus: end };
      expect((await s.move(shop.seller.token, order._id, body)).statusCode).toBe(200);
    }

    const byName = await search("?q=ayesha");
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual({
      success: true,
      customers: [
        { _id: shop.customer.id, name: "Ayesha Khan", email: shop.customer.email, refusals: 1, orders: 2 },
      ],
      pagination: { current_page: 1, total_pages: 1, total_customers: 1, per_page: 20 },
    });
    const byEmail = (await search(`?q=${encodeURIComponent(shop.customer.email.toUpperCase())}`)).json();
    expect(byEmail.customers.map((c: { _id: string }) => c._id)).toEqual([shop.customer.id]);
    expect((await search("?q=nobody-here")).json().customers).toEqual([]);
  });

  it("lists everyone newest first, twenty a page, and treats % and _ as plain letters", async () => {
    for (let i = 0; i < 21; i++) await createCustomer(t.app, `Pager Person ${i}`);
    const first = (await search("?q=pager%20person")).json();
    expect(first.customers).toHaveLength(20);
    expect(first.customers[0]).toMatchObject({ name: "Pager Person 20", refusals: 0, orders: 0 });
    expect(first.pagination).toEqual({ current_page: 1, total_pages: 2, total_customers: 21, per_page: 20 });
    const second = (await search("?q=pager%20person&page=2")).json();
    expect(second.customers.map((c: { name: string }) => c.name)).toEqual(["Pager Person 0"]);
    expect((await search("?q=%25")).json().customers).toEqual([]);
    expect((await search("?q=Pager_Person")).json().customers).toEqual([]);
    expect((await search("")).json().pagination.total_customers).toBeGreaterThanOrEqual(23);
  });

  it("answers 400 to a bad page or an overlong search, and 401/403 to anyone but an operator", async () => {
    for (const query of ["?page=0", "?page=abc", `?q=${"a".repeat(101)}`]) {
      const bad = await search(query);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().success).toBe(false);
    }
    expect((await s.call("GET", "/api/admin/customers")).statusCode).toBe(401);
    const customer = await createCustomer(t.app);
    expect((await search("", customer.token)).statusCode).toBe(403);
  });
});
