import { CONTROL_CHARACTER_MESSAGE } from "@marketplace/shared/text-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { createProduct, createSeller, createStore } from "../../test/fixtures.ts";

/** PostgreSQL text cannot hold NUL: every route refuses it (and other control characters) with 400. */
describe("control characters in what a client sends", () => {
  let t: TestApp;
  let seller: { id: string; token: string };
  let store: { id: string };
  let product: { id: string };
  beforeAll(async () => {
    t = await buildTestApp();
    seller = await createSeller(t.app);
    store = await createStore(t.app, seller.id);
    product = await createProduct(t.app, store.id);
  });
  afterAll(() => t.close());

  it("answers searches holding NUL with 400 naming the field, on every list", async () => {
    for (const url of [
      "/api/products?search=%00",
      "/api/stores?search=ab%00c",
      `/api/products/store/${store.id}?search=%00`,
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: CONTROL_CHARACTER_MESSAGE,
        errors: [{ field: "search", message: CONTROL_CHARACTER_MESSAGE }],
      });
    }
  });

  it("refuses NUL in a product edit, a store edit and the contact form, and changes nothing", async () => {
    const auth = { authorization: `Bearer ${seller.token}` };
    const edits = [
      {
        method: "PUT",
        url: `/api/products/${product.id}`,
        payload: { name: "Phul\u0000kari" },
        headers: auth,
      },
      {
        method: "PUT",
        url: `/api/stores/${store.id}`,
        payload: { description: `${"x".repeat(30)}\u0000` },
        headers: auth,
      },
      {
        method: "POST",
        url: "/api/contact",
        payload: { name: "Sana", email: "sana@example.pk", subject: "Hi", message: "Hello\u001b[31m there" },
      },
    ] as const;
    for (const edit of edits) {
      const res = await t.app.inject(edit);
      expect(res.statusCode, edit.url).toBe(400);
      expect(res.json().message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
    const after = await t.app.inject({ method: "GET", url: `/api/products/${product.id}` });
    expect(after.json().product.name).not.toContain("\u0000");
  });

  it("keeps tabs, line breaks and Urdu text", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "ثنا", email: "sana@example.pk", subject: "سوال", message: "پہلی سطر\r\nدوسری\tسطر" },
    });
    expect(res.statusCode).toBe(201);
  });
});
