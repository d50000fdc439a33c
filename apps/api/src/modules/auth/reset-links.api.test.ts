import { randomBytes, randomUUID } from "node:crypto";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";

/**
 * Without SMTP_URL, a development server writes the mail (its link included) to its log: these
 * tests read the link there, from the real route, with the Host header a sender chooses.
 */
async function appWithLog(env: Record<string, string>) {
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on("data", (chunk: Buffer) => lines.push(...chunk.toString().split("\n").filter(Boolean)));
  const t = await buildTestApp({ LOG_LEVEL: "info", ...env }, { logStream });
  return { t, log: () => lines.join("\n") };
}

let open: TestApp | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

async function forgot(t: TestApp, headers: Record<string, string>) {
  const mail = `mehwish-${randomUUID().slice(0, 8)}@example.pk`;
  const from = `10.${[...randomBytes(3)].join(".")}`;
  await t.app.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: { name: "Mehwish", email: mail, password: "secret12" },
    remoteAddress: from,
  });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    payload: { email: mail, role: "customer" },
    headers,
    remoteAddress: from,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().message).toBe(
    "If an account exists for that email, a reset link is on its way. It works once, within one hour.",
  );
}

const links = (log: string) =>
  [...log.matchAll(/(https?:\/\/[^\s"\\]+)\/reset-password\?token=[\w-]+/g)].map((m) => m[1]);

describe("password-reset links never come from an unchecked Host", () => {
  it("sends no link for a forged Host in development, and warns the operator instead", async () => {
    const { t, log } = await appWithLog({ NODE_ENV: "development" });
    open = t;
    await forgot(t, { host: "evil.example" });
    await forgot(t, { host: "localhost.evil.example:3000" });
    expect(links(log())).toEqual([]);
    expect(log()).not.toMatch(/https?:\/\/[^\s"]*evil\.example/);
    expect(log()).toContain("no reset e-mail sent: this host is not PUBLIC_URL's and not in ALLOWED_HOSTS");

    await forgot(t, { host: "localhost:3000", "x-forwarded-host": "evil.example" });
    expect(links(log())).toEqual(["http://localhost:3000"]);
  });

  it("uses PUBLIC_URL whatever the Host says", async () => {
    const { t, log } = await appWithLog({ NODE_ENV: "development", PUBLIC_URL: "https://shop.example.pk/" });
    open = t;
    await forgot(t, { host: "evil.example" });
    expect(links(log())).toEqual(["https://shop.example.pk"]);
  });

  it("uses the request's host when ALLOWED_HOSTS names it, even behind a trusted proxy, and no other", async () => {
    const { t, log } = await appWithLog({
      NODE_ENV: "development",
      ALLOWED_HOSTS: "shop.example.pk, www.shop.example.pk",
      TRUST_PROXY: "true",
    });
    open = t;
    await forgot(t, { host: "www.shop.example.pk" });
    await forgot(t, { host: "shop.example.pk", "x-forwarded-host": "evil.example" });
    await forgot(t, { host: "evil.example", "x-forwarded-host": "shop.example.pk" });
    expect(links(log())).toEqual(["http://www.shop.example.pk", "http://shop.example.pk"]);
  });

  it("never takes a forged X-Forwarded-Proto into the link, behind a trusted proxy without PUBLIC_URL", async () => {
    const { t, log } = await appWithLog({
      NODE_ENV: "development",
      TRUST_PROXY: "true",
      ALLOWED_HOSTS: "shop.example.pk, https://secure.example.pk",
    });
    open = t;
    // Issue 37: this made the mailed link https://evil.example?://127.0.0.1:3000/reset-password?token=…
    await forgot(t, { host: "127.0.0.1:3000", "x-forwarded-proto": "https://evil.example?" });
    await forgot(t, { host: "shop.example.pk", "x-forwarded-proto": "https://evil.example?" });
    await forgot(t, { host: "shop.example.pk", "x-forwarded-proto": "http, javascript:alert(1)//" });
    expect(log()).not.toContain("evil.example");
    expect(log()).not.toContain("javascript");
    expect(links(log())).toEqual([]);

    // The real proxy's plain scheme is taken; an entry that names its scheme keeps it whatever is sent.
    await forgot(t, { host: "127.0.0.1:3000", "x-forwarded-proto": "https" });
    await forgot(t, { host: "shop.example.pk", "x-forwarded-proto": "http" });
    await forgot(t, { host: "secure.example.pk", "x-forwarded-proto": "http" });
    expect(links(log())).toEqual([
      "https://127.0.0.1:3000",
      "http://shop.example.pk",
      "https://secure.example.pk",
    ]);
  });

  it("never writes a mail's text to the log outside development", async () => {
    const { t, log } = await appWithLog({ NODE_ENV: "test", PUBLIC_URL: "https://shop.example.pk" });
    open = t;
    await forgot(t, { host: "localhost" });
    expect(log()).toContain("E-mail not sent: SMTP_URL is not set");
    expect(log()).not.toContain("reset-password");
    expect(log()).not.toContain("mehwish");
  });
});
