import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createProduct, createSeller, createStore } from "../../../test/fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const DETAILS = {
  bankName: "Meezan Bank",
  accountTitle: "Noor Fatima",
  iban: "pk36 scbl 0000 0011 2345 6702",
  jazzcash: "+92 321 1234567",
  easypaisa: "",
};
const SAVED = { ...DETAILS, iban: "PK36SCBL0000001123456702", jazzcash: "03211234567" };

describe("a store's payment details", () => {
  it("are saved when a store opens, and only its owner sees them", async () => {
    const seller = await createSeller(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/stores",
      headers: auth(seller.token),
      payload: {
        name: "Noor Pays Crochet",
        category: "Crochet & Knitting",
        description: "Cosy crochet blankets and toys made to order in Karachi.",
        paymentDetails: DETAILS,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().store).toMatchObject({
      paymentDetails: SAVED,
      acceptedPaymentMethods: ["Cash on Delivery", "Bank Transfer", "Mobile Wallet"],
    });
    const storeId = res.json().store._id;
    const product = await createProduct(t.app, storeId);

    const mine = await t.app.inject({ url: "/api/stores/seller/my-stores", headers: auth(seller.token) });
    expect(mine.json().stores[0].paymentDetails).toEqual(SAVED);

    // Public answers, even to the owner herself: the methods, never the accounts.
    const publicAnswers = [
      await t.app.inject({ url: "/api/stores?search=Noor%20Pays" }),
      await t.app.inject({ url: `/api/stores/${storeId}` }),
      await t.app.inject({ url: `/api/stores/${storeId}`, headers: auth(seller.token) }),
      await t.app.inject({ url: `/api/products/${product.id}` }),
      await t.app.inject({ url: `/api/products?store_id=${storeId}` }),
      await t.app.inject({ url: `/api/products/store/${storeId}` }),
    ];
    for (const answer of publicAnswers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain("PK36SCBL");
      expect(answer.body).not.toContain("03211234567");
      expect(answer.body).not.toContain("paymentDetails");
      expect(answer.body).toContain(
        '"acceptedPaymentMethods":["Cash on Delivery","Bank Transfer","Mobile Wallet"]',
      );
    }
  });

  it("are checked field by field and a bad set changes nothing", async () => {
    const seller = await createSeller(t.app);
    const store = await createStore(t.app, seller.id);
    const put = (paymentDetails: object) =>
      t.app.inject({
        method: "PUT",
        url: `/api/stores/${store.id}`,
        headers: auth(seller.token),
        payload: { paymentDetails },
      });
    const bad = await put({
      bankName: "",
      accountTitle: "",
      iban: "PK37SCBL0000001123456702",
      jazzcash: "12345",
    });
    expect(bad.statusCode).toBe(400);
    const messages = Object.fromEntries(
      bad.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(messages).toEqual({
      "paymentDetails.bankName": "Please enter the bank name for your IBAN.",
      "paymentDetails.accountTitle": "Please enter the account title buyers will see when they pay you.",
      "paymentDetails.iban": "IBAN must be a valid Pakistani IBAN (24 characters, starting with PK).",
      "paymentDetails.jazzcash": "JazzCash number must be a mobile number like 03001234567.",
    });
    const missing = await put({ iban: "PK36SCBL0000001123456702" });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["paymentDetails.accountTitle", "paymentDetails.bankName"]);
    const mine = await t.app.inject({ url: "/api/stores/seller/my-stores", headers: auth(seller.token) });
    expect(mine.json().stores[0]).toMatchObject({
      paymentDetails: { bankName: "", accountTitle: "", iban: "", jazzcash: "", easypaisa: "" },
      acceptedPaymentMethods: ["Cash on Delivery"],
    });
  });

  it("are changed by the owner only, and an edit without them keeps them", async () => {
    const owner = await createSeller(t.app);
    const other = await createSeller(t.app);
    const store = await createStore(t.app, owner.id);
    const put = (token: string, payload: object) =>
      t.app.inject({ method: "PUT", url: `/api/stores/${store.id}`, headers: auth(token), payload });
    expect((await put(other.token, { paymentDetails: DETAILS })).statusCode).toBe(403);
    const saved = await put(owner.token, { paymentDetails: DETAILS });
    expect(saved.json().store.paymentDetails).toEqual(SAVED);
    const renamed = await put(owner.token, { location: "Karachi" });
    expect(renamed.json().store.paymentDetails).toEqual(SAVED);
    const cleared = await put(owner.token, { paymentDetails: {} });
    expect(cleared.json().store.acceptedPaymentMethods).toEqual(["Cash on Delivery"]);
  });
});
