import { describe, expect, it } from "vitest";
import type { AllowedHost } from "../../config.ts";
import { emailLinkBase } from "./email-links.ts";

const http = (host: string) => ({ protocol: "http", host });
const base = { publicUrl: undefined, allowedHosts: [] as AllowedHost[] };

describe("the base of links in e-mails", () => {
  it("is PUBLIC_URL whatever the request's host says", () => {
    const config = { ...base, env: "production" as const, publicUrl: "https://shop.example.pk" };
    expect(emailLinkBase(config, http("evil.example"))).toBe("https://shop.example.pk");
  });

  it("is the request's host only when ALLOWED_HOSTS names it (any letter case, the port included)", () => {
    const config = {
      ...base,
      env: "test" as const,
      allowedHosts: [{ host: "shop.example.pk" }, { host: "admin.example.pk:8443" }],
    };
    expect(emailLinkBase(config, http("Shop.Example.PK"))).toBe("http://shop.example.pk");
    expect(emailLinkBase(config, { protocol: "https", host: "admin.example.pk:8443" })).toBe(
      "https://admin.example.pk:8443",
    );
    for (const host of [
      "evil.example",
      "shop.example.pk.evil.example",
      "admin.example.pk",
      "shop.example.pk:81",
    ]) {
      expect(emailLinkBase(config, http(host))).toBeUndefined();
    }
  });

  it("in development only, is a loopback host; never a name that merely starts like one", () => {
    const dev = { ...base, env: "development" as const };
    for (const host of [
      "localhost",
      "localhost:3000",
      "shop.localhost:5173",
      "127.0.0.1:3000",
      "[::1]:3000",
    ]) {
      expect(emailLinkBase(dev, http(host))).toBe(`http://${host}`);
    }
    for (const host of [
      "localhost.evil.example",
      "127.0.0.1.evil.example",
      "evil.example",
      "evil.example#localhost",
    ]) {
      expect(emailLinkBase(dev, http(host))).toBeUndefined();
    }
    expect(emailLinkBase({ ...base, env: "test" }, http("localhost:3000"))).toBeUndefined();
    expect(emailLinkBase({ ...base, env: "production" }, http("localhost:3000"))).toBeUndefined();
  });

  it("takes the scheme from an ALLOWED_HOSTS entry that names one, else only plain http or https", () => {
    const config = {
      ...base,
      env: "development" as const,
      allowedHosts: [{ host: "shop.example.pk", scheme: "https" as const }, { host: "www.shop.example.pk" }],
    };
    expect(emailLinkBase(config, http("shop.example.pk"))).toBe("https://shop.example.pk");
    expect(emailLinkBase(config, { protocol: "https", host: "www.shop.example.pk" })).toBe(
      "https://www.shop.example.pk",
    );
    for (const protocol of ["https://evil.example?", "javascript", "HTTPS", "https ", ""]) {
      expect(emailLinkBase(config, { protocol, host: "www.shop.example.pk" })).toBeUndefined();
      expect(emailLinkBase(config, { protocol, host: "localhost:3000" })).toBeUndefined();
    }
  });
});
