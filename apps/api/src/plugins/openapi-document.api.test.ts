import fs from "node:fs/promises";
import path from "node:path";
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
