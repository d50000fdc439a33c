import net from "node:net";
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

  it("answers a URL with a broken %-escape with 400 in the contract's shape", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/products/store/%zz" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: "The address is not valid: it has a broken %-escape.",
    });
  });

  it("answers an id longer than the router reads with 414 in the contract's shape", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/products/${"a".repeat(200)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ success: false, message: "The address is too long." });
  });

  describe("requests Node's HTTP parser refuses", () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      port = (t.app.server.address() as net.AddressInfo).port;
    });

    /** Sends bytes as they are and reads the whole answer, which ends when the server closes. */
    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1", () => socket.end(text));
        let answer = "";
        socket.on("data", (chunk) => {
          answer += chunk.toString();
        });
        socket.on("close", () => resolve(answer));
        socket.on("error", reject);
      });
    const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4));

    it("answers headers too large with 431 in the contract's shape and closes the connection", async () => {
      const answer = await raw(`GET /api/health?q=${"x".repeat(20_000)} HTTP/1.1\r\nHost: shop\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer).toMatch(/\r\nConnection: close\r\n/i);
      expect(bodyOf(answer)).toEqual({
        success: false,
        message: "The request's headers or address are too large.",
      });
    });

    it("answers a request that is not HTTP with 400 in the contract's shape", async () => {
      const answer = await raw("HELLO THERE\r\n\r\n");
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(bodyOf(answer)).toEqual({ success: false, message: "The request is not well-formed HTTP." });
    });
  });
});
