import { beforeAll, describe, expect, it } from "vitest";
import { testAppForFile } from "../../test/build-test-app.ts";
import {
  createCustomer,
  createProduct,
  createSellerWithStore,
  SHIPPING_ADDRESS,
} from "../../test/fixtures.ts";

/**
 * The API's words for people follow the request's language (issue 16): Urdu for `Accept-Language:
 * ur` (or the `lang=ur` cookie), English exactly as before otherwise.
 */
const t = testAppForFile();
let customer: { token: string };
let productId: string;

beforeAll(async () => {
  customer = await createCustomer(t.app);
  const { store } = await createSellerWithStore(t.app);
  productId = (await createProduct(t.app, store.id, { name: "Ajrak Shawl", quantity: 2 })).id;
});

const URDU = /[\u0600-\u06FF]/;

async function ask(
  request: { method: "GET" | "POST"; url: string; payload?: object; token?: string },
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method: request.method,
    url: request.url,
    payload: request.payload,
    headers: { ...(request.token ? { authorization: `Bearer ${request.token}` } : {}), ...headers },
  });
  return { status: res.statusCode, body: res.json(), vary: String(res.headers.vary ?? "") };
}

const signup = {
  method: "POST",
  url: "/api/auth/signup",
  payload: { name: "", email: "x", password: "1" },
} as const;
const order = () =>
  ({
    method: "POST",
    url: "/api/orders",
    token: customer.token,
    payload: {
      products: [{ product: productId, quantity: 5 }],
      shippingAddress: SHIPPING_ADDRESS,
      paymentMethod: "Cash on Delivery",
    },
  }) as const;
const sellerOnly = () =>
  ({ method: "GET", url: "/api/stores/seller/my-stores", token: customer.token }) as const;
const login = {
  method: "POST",
  url: "/api/auth/login",
  payload: { email: "nobody@example.pk", password: "wrong-password" },
} as const;

describe("error answers in the request's language", () => {
  it("a validation error: the message and each field's message", async () => {
    const en = await ask(signup);
    const ur = await ask(signup, { "accept-language": "ur" });
    expect(en.status).toBe(400);
    expect(ur.status).toBe(400);
    expect(en.body.message).toBe("Some fields are not valid.");
    expect(ur.body.message).toBe("کچھ خانے درست نہیں ہیں۔");
    expect(en.body.errors.map((e: { field: string }) => e.field)).toEqual(
      ur.body.errors.map((e: { field: string }) => e.field),
    );
    expect(en.body.errors.map((e: { message: string }) => e.message)).toContain("Name is required");
    expect(ur.body.errors.map((e: { message: string }) => e.message)).toContain("نام ضروری ہے");
    for (const error of ur.body.errors) expect(error.message).toMatch(URDU);
  });

  it("a stock error, with the product's name kept as written", async () => {
    const en = await ask(order());
    const ur = await ask(order(), { "accept-language": "ur-PK,ur;q=0.9,en;q=0.8" });
    expect(en.status).toBe(409);
    expect(en.body.message).toBe('Only 2 left of "Ajrak Shawl". Please lower the quantity.');
    expect(ur.status).toBe(409);
    expect(ur.body.message).toBe(
      '"\u2068Ajrak Shawl\u2069" کے صرف \u20682\u2069 باقی ہیں۔ براہِ کرم تعداد کم کریں۔',
    );
  });

  it("a permission error", async () => {
    const en = await ask(sellerOnly());
    const ur = await ask(sellerOnly(), { "accept-language": "ur" });
    expect([en.status, ur.status]).toEqual([403, 403]);
    expect(en.body.message).toBe("This needs a seller account.");
    expect(ur.body.message).toBe("اس کے لیے فروخت کنندہ کا اکاؤنٹ چاہیے۔");
  });

  it("a login error", async () => {
    const en = await ask(login, { "accept-language": "en-GB,en;q=0.9" });
    const ur = await ask(login, { "accept-language": "ur" });
    expect([en.status, ur.status]).toEqual([401, 401]);
    expect(en.body.message).toBe("Invalid credentials. Please check your email and password.");
    expect(ur.body.message).toBe("سائن اِن کی معلومات غلط ہیں۔ براہِ کرم اپنا ای میل اور پاس ورڈ چیک کریں۔");
  });

  it("reads the language cookie the site's switch sets", async () => {
    const ur = await ask(sellerOnly(), { cookie: "lang=ur" });
    expect(ur.body.message).toBe("اس کے لیے فروخت کنندہ کا اکاؤنٹ چاہیے۔");
  });

  it("an address nothing answers, before any route runs", async () => {
    const ur = await ask({ method: "GET", url: "/api/no-such-thing" }, { "accept-language": "ur" });
    expect(ur.status).toBe(404);
    expect(ur.body.message).toBe("GET /api/no-such-thing پر کچھ نہیں ملا۔");
  });

  it("an address the router cannot read", async () => {
    const ur = await ask({ method: "GET", url: "/api/products/store/%zz" }, { "accept-language": "ur" });
    expect(ur.status).toBe(400);
    expect(ur.body.message).toBe("پتہ درست نہیں: اس میں ٹوٹا ہوا %-escape ہے۔");
  });

  it("says the answer varies by language, in English too", async () => {
    expect((await ask(sellerOnly())).vary).toMatch(/Accept-Language/);
    expect((await ask(sellerOnly(), { "accept-language": "ur" })).vary).toMatch(/Accept-Language/);
  });
});

describe("success messages people see", () => {
  it("a review's thanks or an order's confirmation comes in Urdu; public reads stay one copy", async () => {
    const placed = await ask(
      { ...order(), payload: { ...order().payload, products: [{ product: productId, quantity: 1 }] } },
      { "accept-language": "ur" },
    );
    expect(placed.status).toBe(201);
    expect(placed.body.message).toBe("آرڈر کامیابی سے دے دیا گیا۔");
    const list = await ask({ method: "GET", url: "/api/products" }, { "accept-language": "ur" });
    expect(list.body.message).toBe("Products retrieved successfully");
    expect(list.vary).not.toMatch(/Accept-Language/);
  });
});
