import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { createCustomer, createProduct, createSeller, createStore } from "../../test/fixtures.ts";

/**
 * Whatever a client sends, the API answers with the contract's shape and never a 500 or a stack
 * trace: random bodies (the endpoints' own field names with random values, and arbitrary JSON) for
 * every write, and random query strings for the lists.
 */
let t: TestApp;
let ids: { product: string; store: string; order: string };
let tokens: { customer: string; seller: string };

beforeAll(async () => {
  t = await buildTestApp();
  const customer = await createCustomer(t.app);
  const seller = await createSeller(t.app);
  const store = await createStore(t.app, seller.id);
  const product = await createProduct(t.app, store.id, { quantity: 1000 });
  const placed = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { authorization: `Bearer ${customer.token}` },
    payload: {
      products: [{ product: product.id, quantity: 1 }],
      shippingAddress: {
        fullName: "Sana",
        addressLine: "House 1",
        city: "Multan",
        postalCode: "60000",
        country: "Pakistan",
        phone: "03001234567",
      },
    },
  });
  ids = { product: product.id, store: store.id, order: placed.json().data._id };
  tokens = { customer: customer.token, seller: seller.token };
});
afterAll(() => t.close());

const FIELD_NAMES = [
  "name",
  "email",
  "password",
  "phone",
  "category",
  "description",
  "price",
  "sale_price",
  "saleEndingDate",
  "quantity",
  "images",
  "store_id",
  "products",
  "shippingAddress",
  "paymentMethod",
  "notes",
  "orderStatus",
  "trackingNumber",
  "paymentStatus",
  "rating",
  "comment",
  "reason",
  "subject",
  "message",
  "contactInfo",
  "socialLinks",
  "logo",
  "banner",
  "token",
  "role",
];

const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.constant("data:image/png;base64,AAAA"),
  fc.constant("9999-99-99T99:99:99Z"),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.object({ maxDepth: 1 })), {
    maxLength: 3,
  }),
  fc.object({ maxDepth: 2 }),
);
const fieldBody = fc.dictionary(fc.constantFrom(...FIELD_NAMES), anyValue, { maxKeys: 8 });
const anyBody = fc.oneof(fieldBody, fc.jsonValue({ maxDepth: 3 }));

function expectContractAnswer(status: number, text: string) {
  expect(status, text).toBeLessThan(500);
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  const body = JSON.parse(text);
  expect(typeof body.success).toBe("boolean");
  if (!body.success) expect(body.message).toEqual(expect.any(String));
}

describe("bad input never breaks the API", () => {
  const writes = () =>
    [
      ["POST", "/api/auth/signup", undefined],
      ["POST", "/api/auth/login", undefined],
      ["POST", "/api/seller/signup", undefined],
      ["POST", "/api/seller/login", undefined],
      ["POST", "/api/auth/forgot-password", undefined],
      ["POST", "/api/auth/reset-password", undefined],
      ["POST", "/api/contact", undefined],
      ["POST", "/api/stores", tokens.seller],
      ["PUT", `/api/stores/${ids.store}`, tokens.seller],
      ["POST", "/api/products", tokens.seller],
      ["PUT", `/api/products/${ids.product}`, tokens.seller],
      ["POST", "/api/orders", tokens.customer],
      ["PUT", `/api/orders/${ids.order}/status`, tokens.seller],
      ["PUT", `/api/orders/${ids.order}/payment`, tokens.seller],
      ["POST", `/api/orders/${ids.order}/items/${ids.order}/review`, tokens.customer],
      ["POST", `/api/orders/${ids.order}/cancel`, tokens.customer],
    ] as const;

  it("answers every write with the contract's shape, whatever the body", async () => {
    for (const [method, url, token] of writes()) {
      await fc.assert(
        fc.asyncProperty(anyBody, async (body) => {
          const res = await t.app.inject({
            method,
            url,
            headers: {
              "content-type": "application/json",
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            payload: JSON.stringify(body),
          });
          expectContractAnswer(res.statusCode, res.body);
        }),
        { numRuns: 25 },
      );
    }
  });

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
          headers: { authorization: `Bearer ${tokens.seller}` },
          payload,
        });
        expectContractAnswer(res.statusCode, res.body);
        expect([200, 400]).toContain(res.statusCode);
      }),
      { numRuns: 60 },
    );
  });

  it("answers the lists 200 or 400, whatever the query", async () => {
    const query = fc.dictionary(
      fc.constantFrom(
        "page",
        "limit",
        "category",
        "search",
        "store_id",
        "minPrice",
        "maxPrice",
        "onSale",
        "inStock",
        "sort",
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
          expectContractAnswer(res.statusCode, res.body);
          expect([200, 400]).toContain(res.statusCode);
        }),
        { numRuns: 25 },
      );
    }
  });

  it("answers any id in a path 404 or 400, never 500", async () => {
    const id = fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 60 }).map(encodeURIComponent));
    await fc.assert(
      fc.asyncProperty(id, async (value) => {
        for (const url of [
          `/api/products/${value}`,
          `/api/stores/${value}`,
          `/api/products/${value}/reviews`,
        ]) {
          const res = await t.app.inject({ method: "GET", url });
          expectContractAnswer(res.statusCode, res.body);
        }
      }),
      { numRuns: 25 },
    );
  });
});
