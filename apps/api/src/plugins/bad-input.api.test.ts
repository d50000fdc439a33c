import { LIST_PARAMETERS } from "@marketplace/shared/products-contracts";
import { hasControlCharacters } from "@marketplace/shared/text-rules";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import {
  createCustomer,
  createProduct,
  createProductWithSizes,
  createSellerWithStore,
} from "../../test/fixtures.ts";
import { answerProblem } from "../../test/hostile-requests.ts";

/**
 * Input families whose answer is known exactly: any numbers a product form can send are stored or
 * refused with a 400, and any query on the lists is answered 200 or 400. (That no route answers a
 * hostile request with a 5xx is every-route-fuzz.api.test.ts.)
 */
let t: TestApp;
let ids: { product: string; store: string; kurta: string };
let sellerToken: string;
let customerToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  const { seller, store } = await createSellerWithStore(t.app);
  const product = await createProduct(t.app, store.id, { quantity: 1000 });
  const kurta = await createProductWithSizes(t.app, store.id, { S: 2, M: 3 });
  ids = { product: product.id, store: store.id, kurta: kurta.product.id };
  sellerToken = seller.token;
  customerToken = (await createCustomer(t.app)).token;
});
afterAll(() => t.close());

function expectContractAnswer(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  const contentType = res.headers["content-type"];
  expect(
    answerProblem(res.statusCode, typeof contentType === "string" ? contentType : undefined, res.body),
  ).toBe(undefined);
}

describe("bad input gets a precise answer", () => {
  it("stores any numbers a product form can send, or refuses them with a 400", async () => {
    const money = fc.oneof(
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      fc.constantFrom(0, 0.001, 0.005, 0.01, 999.999, 1000, 9_999_999.995, 10_000_000, 1e308, 5e-324),
    );
    const change = fc.record(
      {
        price: money,
        sale_price: fc.oneof(money, fc.constant(null)),
        quantity: fc.oneof(fc.integer(), fc.double({ noNaN: true })),
        saleEndingDate: fc.oneof(
          fc.constant(null),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc.string({ maxLength: 30 }),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(change, async (payload) => {
        const res = await t.app.inject({
          method: "PUT",
          url: `/api/products/${ids.product}`,
          headers: { authorization: `Bearer ${sellerToken}` },
          payload,
        });
        expectContractAnswer(res);
        expect([200, 400]).toContain(res.statusCode);
      }),
      { numRuns: 60 },
    );
  });

  it("stores any options and variants a product form can send, or refuses them with a 400", async () => {
    const text = fc.oneof(
      fc.constantFrom("S", "M", "L", "Size", "size", " M ", "", " ", "Colour", "Blue"),
      fc.string({ maxLength: 40 }),
    );
    const option = fc.record({ name: text, values: fc.array(text, { maxLength: 22 }) });
    const variant = fc.record(
      {
        options: fc.dictionary(text, text, { maxKeys: 3 }),
        price: fc.oneof(fc.constant(null), fc.double({ min: -10, max: 2e7, noNaN: true })),
        sale_price: fc.oneof(fc.constant(null), fc.double({ min: -10, max: 2e7, noNaN: true })),
        quantity: fc.oneof(fc.integer({ min: -5, max: 2_000_000 }), fc.double({ noNaN: true })),
        sku: fc.oneof(fc.constant(null), fc.string({ maxLength: 80 })),
        image: fc.oneof(fc.constant(null), fc.string({ maxLength: 60 }), fc.integer()),
      },
      { requiredKeys: ["options", "quantity"] },
    );
    const change = fc.record(
      {
        options: fc.array(option, { maxLength: 3 }),
        variants: fc.array(variant, { maxLength: 6 }),
        quantity: fc.integer({ min: 0, max: 100 }),
        price: fc.double({ min: 0, max: 5000, noNaN: true }),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(change, async (payload) => {
        const res = await t.app.inject({
          method: "PUT",
          url: `/api/products/${ids.kurta}`,
          headers: { authorization: `Bearer ${sellerToken}` },
          payload,
        });
        expectContractAnswer(res);
        expect([200, 400]).toContain(res.statusCode);
        // Whatever was sent, a product with variants keeps its stock as their sum.
        const product = (await t.app.inject({ url: `/api/products/${ids.kurta}` })).json().product;
        const sum = product.variants.reduce((n: number, v: { quantity: number }) => n + v.quantity, 0);
        if (product.variants.length > 0) expect(product.quantity).toBe(sum);
      }),
      { numRuns: 60 },
    );
  });

  it("answers the lists 200 or 400, whatever the query", async () => {
    const query = fc.dictionary(
      fc.constantFrom(
        ...LIST_PARAMETERS,
        // Option filters (decision 0030): any other key.
        "size",
        "Colour",
        "utm_source",
        "__proto__",
        "constructor",
        "x".repeat(40),
      ),
      fc.oneof(
        fc.string({ maxLength: 20 }),
        fc.integer().map(String),
        fc.constant("-1"),
        fc.constant("1e309"),
      ),
      { maxKeys: 6 },
    );
    for (const path of ["/api/products", `/api/products/store/${ids.store}`, "/api/stores"]) {
      await fc.assert(
        fc.asyncProperty(query, async (params) => {
          const res = await t.app.inject({ method: "GET", url: `${path}?${new URLSearchParams(params)}` });
          expectContractAnswer(res);
          expect([200, 400]).toContain(res.statusCode);
        }),
        { numRuns: 25 },
      );
    }
  });

  it("stores any message a person can write, as written and trimmed, or refuses it with a 400 (issue 17)", async () => {
    const started = await t.app.inject({
      method: "POST",
      url: "/api/conversations",
      headers: { authorization: `Bearer ${customerToken}` },
      payload: { storeId: ids.store, body: "Hello" },
    });
    const conversation = started.json().conversation._id;
    const body = fc.oneof(
      fc.string({ maxLength: 2100 }),
      fc.string({ unit: "grapheme", maxLength: 700 }),
      fc.constantFrom("", "   ", "<b>bold</b>", "a".repeat(2000), "a".repeat(2001), ` ${"ب".repeat(2000)} `),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const res = await t.app.inject({
          method: "POST",
          url: `/api/conversations/${conversation}/messages`,
          headers: { authorization: `Bearer ${sellerToken}` },
          payload: { body: text },
        });
        expectContractAnswer(res);
        const trimmed = typeof text === "string" ? text.trim() : undefined;
        const storable =
          trimmed !== undefined &&
          trimmed.length >= 1 &&
          trimmed.length <= 2000 &&
          !hasControlCharacters(trimmed);
        if (storable) {
          expect(res.statusCode).toBe(201);
          expect(res.json().message.body).toBe(trimmed);
        } else expect(res.statusCode).toBe(400);
      }),
      { numRuns: 60 },
    );
  });

  it("answers the notifications list and marking them read 200 or 400, whatever is sent", async () => {
    const query = fc.dictionary(
      fc.constantFrom("page", "limit", "all"),
      fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String), fc.constant("1e309")),
      { maxKeys: 3 },
    );
    await fc.assert(
      fc.asyncProperty(query, fc.anything(), async (params, payload) => {
        const list = await t.app.inject({
          method: "GET",
          url: `/api/notifications?${new URLSearchParams(params)}`,
          headers: { authorization: `Bearer ${customerToken}` },
        });
        expectContractAnswer(list);
        expect([200, 400]).toContain(list.statusCode);
        const read = await t.app.inject({
          method: "POST",
          url: "/api/notifications/read",
          headers: { authorization: `Bearer ${customerToken}`, "content-type": "application/json" },
          payload: JSON.stringify(payload) ?? "null",
        });
        expectContractAnswer(read);
        expect([200, 400]).toContain(read.statusCode);
      }),
      { numRuns: 60 },
    );
  });
});
