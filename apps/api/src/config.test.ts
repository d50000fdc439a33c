import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const SECRET = "a-production-secret-that-is-long-enough";

describe("configuration of links in e-mails", () => {
  it("requires PUBLIC_URL in production, saying why", () => {
    expect(() => loadConfig({ NODE_ENV: "production", JWT_SECRET: SECRET })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production", JWT_SECRET: SECRET })).toThrow(
      /PUBLIC_URL is required when NODE_ENV=production.*never from a request's Host header/,
    );
    const config = loadConfig({ NODE_ENV: "production", JWT_SECRET: SECRET, PUBLIC_URL: "https://shop.pk/" });
    expect(config.publicUrl).toBe("https://shop.pk");
  });

  it("reads ALLOWED_HOSTS as lower-case host[:port] names and refuses anything else by name", () => {
    expect(
      loadConfig({ ALLOWED_HOSTS: " Shop.Example.PK , shop.example.pk:8443,[::1]:3000" }).allowedHosts,
    ).toEqual(["shop.example.pk", "shop.example.pk:8443", "[::1]:3000"]);
    expect(loadConfig({}).allowedHosts).toEqual([]);
    for (const bad of ["https://shop.example.pk", "shop.example.pk/path", "shop example", "*.example.pk"]) {
      expect(() => loadConfig({ ALLOWED_HOSTS: bad })).toThrow(/ALLOWED_HOSTS: .* is not a host name/);
    }
  });
});
