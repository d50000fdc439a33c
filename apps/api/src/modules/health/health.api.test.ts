import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, TEST_DRIVER, type TestApp } from "../../../test/build-test-app.ts";

describe("health and error shape", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("reports ok and which database answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: "ok", database: TEST_DRIVER });
  });

  it("answers unknown /api paths with 404 JSON in the contract's shape", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      message: expect.stringContaining("/api/no-such-thing"),
    });
  });

  it("answers malformed JSON with 400, a clear message and no stack trace", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: '{"name": "Ayesha",',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toEqual({ success: false, message: "The request body is not valid JSON." });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it("answers an oversized body with 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ message: "x".repeat(41 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: "The request is too large." });
  });

  it("sends security headers with a content security policy", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("serves the OpenAPI document behind /api/docs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty("/api/health");
  });
});
