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

  it("reads ALLOWED_HOSTS as lower-case [scheme://]host[:port] names and refuses anything else by name", () => {
    expect(
      loadConfig({ ALLOWED_HOSTS: " Shop.Example.PK , HTTPS://shop.example.pk:8443,[::1]:3000" })
        .allowedHosts,
    ).toEqual([
      { host: "shop.example.pk" },
      { host: "shop.example.pk:8443", scheme: "https" },
      { host: "[::1]:3000" },
    ]);
    expect(loadConfig({}).allowedHosts).toEqual([]);
    for (const bad of [
      "ftp://shop.example.pk",
      "https://shop.example.pk/",
      "shop.example.pk/path",
      "shop example",
      "*.example.pk",
    ]) {
      expect(() => loadConfig({ ALLOWED_HOSTS: bad })).toThrow(/ALLOWED_HOSTS: .* is not a host name/);
    }
  });
});

describe("a test's Cash-on-Delivery window", () => {
  it("takes COD_CONFIRMATION_SECONDS outside production and refuses it in production", () => {
    expect(loadConfig({ NODE_ENV: "test", COD_CONFIRMATION_SECONDS: "20" }).codConfirmationWindowMs).toBe(
      20_000,
    );
    expect(loadConfig({ NODE_ENV: "test" }).codConfirmationWindowMs).toBeUndefined();
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        JWT_SECRET: SECRET,
        PUBLIC_URL: "https://shop.pk/",
        COD_CONFIRMATION_SECONDS: "20",
      }),
    ).toThrow(ConfigError);
  });
});

describe("a test's courier simulators and tracking rhythm", () => {
  const production = { NODE_ENV: "production", JWT_SECRET: SECRET, PUBLIC_URL: "https://shop.pk/" };

  it("takes COURIER_SIMULATOR_PORT and COURIER_TRACKING_SECONDS outside production", () => {
    const config = loadConfig({
      NODE_ENV: "test",
      COURIER_SIMULATOR_PORT: "4100",
      COURIER_TRACKING_SECONDS: "2",
    });
    expect(config.courierSimulatorPorts).toEqual({ leopards: 4100, postex: 4101 });
    expect(config.courierTrackingEveryMs).toBe(2000);
    const plain = loadConfig({ NODE_ENV: "test" });
    expect(plain.courierSimulatorPorts).toBeUndefined();
    expect(plain.courierTrackingEveryMs).toBeUndefined();
  });

  it("refuses them in production, and the simulator port with COURIER_MODE=production", () => {
    expect(() => loadConfig({ ...production, COURIER_SIMULATOR_PORT: "4100" })).toThrow(
      /COURIER_SIMULATOR_PORT is for tests only/,
    );
    expect(() => loadConfig({ ...production, COURIER_TRACKING_SECONDS: "2" })).toThrow(
      /COURIER_TRACKING_SECONDS is for tests only/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: "test", COURIER_MODE: "production", COURIER_SIMULATOR_PORT: "4100" }),
    ).toThrow(/cannot be set with COURIER_MODE=production/);
  });

  it("names a bad value", () => {
    for (const bad of ["80", "65535", "abc", "41.5"]) {
      expect(() => loadConfig({ NODE_ENV: "test", COURIER_SIMULATOR_PORT: bad })).toThrow(
        /Invalid configuration:\n {2}COURIER_SIMULATOR_PORT: /,
      );
    }
    for (const bad of ["0", "7201", "soon"]) {
      expect(() => loadConfig({ NODE_ENV: "test", COURIER_TRACKING_SECONDS: bad })).toThrow(
        /Invalid configuration:\n {2}COURIER_TRACKING_SECONDS: /,
      );
    }
  });
});
