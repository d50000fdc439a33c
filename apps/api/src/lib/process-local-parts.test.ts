import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { processLocalParts } from "./process-local-parts.ts";

const production = {
  NODE_ENV: "production",
  JWT_SECRET: "a-production-secret-that-is-long-enough",
  PUBLIC_URL: "https://shop.example.pk",
  DATABASE_URL: "postgres://shop@db.example.pk/shop",
};

describe("what a process keeps to itself, said at start", () => {
  it("names Redis and the bucket for a production process on PostgreSQL without them", () => {
    const parts = processLocalParts(loadConfig(production));
    expect(parts).toHaveLength(2);
    expect(parts[0]).toMatch(/^REDIS_URL is not set/);
    expect(parts[1]).toMatch(/^S3_BUCKET is not set/);
  });

  it("says nothing once both are configured", () => {
    const config = loadConfig({
      ...production,
      REDIS_URL: "redis://cache.example.pk:6379",
      S3_BUCKET: "shop-images",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(processLocalParts(config)).toEqual([]);
  });

  it("says nothing on PGlite, which one process holds alone, or in development", () => {
    const { DATABASE_URL: _unused, ...pglite } = production;
    expect(processLocalParts(loadConfig(pglite))).toEqual([]);
    expect(processLocalParts(loadConfig({ ...production, NODE_ENV: "development" }))).toEqual([]);
  });
});
