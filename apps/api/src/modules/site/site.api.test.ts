import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";

describe("what the web app learns about the shop", () => {
  let demoShop: TestApp;
  let realShop: TestApp;
  beforeAll(async () => {
    demoShop = await buildTestApp({ SEED_DEMO_DATA: "true" });
    realShop = await buildTestApp({ SEED_DEMO_DATA: "false" });
  });
  afterAll(async () => {
    await demoShop.close();
    await realShop.close();
  });

  it("names the demo accounts while the demo data is on", async () => {
    const res = await demoShop.app.inject({ url: "/api/site" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      demo: {
        customer: { email: "customer@demo.pk", password: expect.any(String) },
        seller: { email: "seller@demo.pk", password: expect.any(String) },
      },
    });
  });

  it("gives no demo accounts in a real shop (SEED_DEMO_DATA=false)", async () => {
    const res = await realShop.app.inject({ url: "/api/site" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, demo: null });
  });
});
