import fs from "node:fs/promises";
import path from "node:path";
import { apiRoutes } from "@marketplace/shared/api-routes";
import { methodAndPath, type RouteKey } from "@marketplace/shared/api-routes/route-contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, TEST_DRIVER, type TestApp } from "../../test/build-test-app.ts";

/**
 * The API's contract is committed as `docs/openapi.json`, so a change of any route's path, body or
 * answer shows in review. When this fails after a deliberate change, write the document again with
 * `UPDATE_OPENAPI=1 npx vitest run src/plugins/openapi-document.api.test.ts` (in apps/api) and
 * commit it with the change.
 */
const COMMITTED = path.resolve(import.meta.dirname, "../../../../docs/openapi.json");

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("the committed OpenAPI document", () => {
  // The document does not depend on the database; one run is enough.
  it.runIf(TEST_DRIVER === "pglite")("is the one the API serves", async () => {
    const served = `${JSON.stringify((await t.app.inject({ url: "/api/docs/json" })).json(), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === "1") await fs.writeFile(COMMITTED, served);
    const committed = await fs.readFile(COMMITTED, "utf8").catch(() => "(docs/openapi.json is missing)");
    expect(committed, "docs/openapi.json differs from the served document: see this file's comment").toBe(
      served,
    );
  });
});

describe("the shared route table (packages/shared/src/api-routes)", () => {
  it.runIf(TEST_DRIVER === "pglite")("is every /api route the API serves, each registered once", async () => {
    const declared = Object.keys(apiRoutes).sort();
    for (const key of declared) {
      const [method, url] = methodAndPath(key as RouteKey);
      expect(t.app.hasRoute({ method, url }), `${key} is declared but not registered`).toBe(true);
    }
    // Every route the document lists (hidden ones are not /api routes) is in the table.
    const document = (await t.app.inject({ url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = Object.entries(document.paths)
      .filter(([route]) => route.startsWith("/api/"))
      .flatMap(([route, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${route.replace(/\{(\w+)\}/g, ":$1")}`),
      )
      .sort();
    expect(served).toEqual(declared);
  });
});
