import { randomUUID } from "node:crypto";
import { PassThrough } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { customers } from "../../db/schema/index.ts";
import { type Mail, requestPasswordReset } from "./auth.service.ts";

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on("data", (chunk: Buffer) => lines.push(chunk.toString()));
  // debug: every request gets its log lines, as in production.
  t = await buildTestApp({ LOG_LEVEL: "debug", PUBLIC_URL: "https://shop.example.pk" }, { logStream });
});
afterAll(() => t.close());

describe("the server's log", () => {
  it("never holds a password, its hash, a session token or a reset token across the account calls", async () => {
    const mail = `secretive-${randomUUID().slice(0, 8)}@example.pk`;
    const password = "first-Pa55word";
    const newPassword = "second-Pa55word";
    const wrongPassword = "wrong-Pa55word";
    const call = (method: "GET" | "POST", url: string, payload?: unknown, token?: string) =>
      t.app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "user-agent": "log-test" },
      });

    const signup = await call("POST", "/api/auth/signup", { name: "Secretive", email: mail, password });
    expect(signup.statusCode).toBe(201);
    const firstToken: string = signup.json().token;
    expect(
      (await call("POST", "/api/auth/signup", { name: "Again", email: mail, password })).statusCode,
    ).toBe(409);
    expect((await call("POST", "/api/auth/login", { email: mail, password: wrongPassword })).statusCode).toBe(
      401,
    );
    const login = await call("POST", "/api/auth/login", { email: mail, password });
    const secondToken: string = login.json().token;
    expect((await call("GET", "/api/auth/profile", undefined, secondToken)).statusCode).toBe(200);
    expect(
      (await call("POST", "/api/auth/forgot-password", { email: mail, role: "customer" })).statusCode,
    ).toBe(200);

    const sent: Mail[] = [];
    await requestPasswordReset(
      t.app.db,
      async (m) => void sent.push(m),
      { email: mail, role: "customer" },
      "x",
    );
    const resetToken = /token=([\w-]+)/.exec(sent[0]?.text ?? "")?.[1] ?? "";
    expect(resetToken).not.toBe("");
    // The web page a reset link opens: its address carries the token.
    await call("GET", `/reset-password?token=${resetToken}`);
    expect(
      (await call("POST", "/api/auth/reset-password", { token: resetToken, password: newPassword }))
        .statusCode,
    ).toBe(200);
    // Failing requests: a stale token, a broken body with a password in it, a bad field.
    expect((await call("GET", "/api/auth/profile", undefined, secondToken)).statusCode).toBe(401);
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: `{"email":"${mail}","password":"${newPassword}"`,
    });
    expect(broken.statusCode).toBe(400);
    expect(
      (await call("POST", "/api/auth/signup", { name: "", email: "nope", password: newPassword })).statusCode,
    ).toBe(400);

    const [row] = await t.app.db.select().from(customers).where(eq(customers.email, mail));
    const log = lines.join("");
    // The log is there and speaks of these requests, so its silence below means something.
    expect(log).toContain('"url":"/api/auth/login"');
    expect(log).toContain('"url":"/reset-password?token=[redacted]"');
    expect(log).toContain('"statusCode":401');
    for (const secret of [
      password,
      newPassword,
      wrongPassword,
      row?.passwordHash ?? "no hash",
      "scrypt$",
      firstToken,
      secondToken,
      resetToken,
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/bearer/i);
  });

  it("writes one line per request once it is answered: method, address, status and time", async () => {
    const url = `/api/products?search=${randomUUID()}`;
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const mine = lines
      .join("")
      .split("\n")
      .filter((line) => line.includes(url))
      .map((line) => JSON.parse(line));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      msg: "request completed",
      req: { method: "GET", url },
      res: { statusCode: 200 },
    });
    expect(mine[0].responseTime).toBeGreaterThan(0);
  });
});
