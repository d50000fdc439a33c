import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, TEST_DRIVER, type TestApp } from "../../../test/build-test-app.ts";
import { DEMO_STORES, DEMO_VARIANT_PRODUCTS } from "../../demo-data/demo-catalog.ts";
import { seedDemoDataIfEmpty } from "../../demo-data/seed-demo-data.ts";
import { fillMissingSearchKeys } from "./search.keys.ts";

/**
 * The relevance golden set (issue 33, decision 0047): queries as buyers type them over the demo
 * catalog (English, Roman-Urdu spellings, Urdu script, typos, category words, two words), each with
 * the products she is looking for. The product list's search must return them in its first 10
 * (recall ≥ 0.95 over the set) and one of them in its first 3 for at least 85% of the queries.
 */
interface GoldenQuery {
  query: string;
  kind: "english" | "roman-urdu" | "urdu" | "typo" | "category" | "two-word";
  expect: string[];
}

const GOLDEN: GoldenQuery[] = JSON.parse(
  readFileSync(new URL("./search.golden-set.json", import.meta.url), "utf8"),
) as GoldenQuery[];

const MIN_RECALL_AT_10 = 0.95;
const MIN_TOP_3 = 0.85;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoDataIfEmpty(t.database.db, t.app.images);
  // As the server does when it starts (server.ts): the seed writes products straight into the table.
  await fillMissingSearchKeys(t.database.db);
}, 600_000);
afterAll(() => t.close());

async function firstTen(query: string): Promise<string[]> {
  const res = await t.app.inject({ url: `/api/products?limit=10&search=${encodeURIComponent(query)}` });
  expect(res.statusCode, query).toBe(200);
  return res.json().products.map((p: { name: string }) => p.name);
}

describe(`the search golden set (${TEST_DRIVER})`, () => {
  it("holds at least 150 queries of every kind, each expecting products the demo sells", () => {
    expect(GOLDEN.length).toBeGreaterThanOrEqual(150);
    const kinds = new Set(GOLDEN.map((q) => q.kind));
    expect([...kinds].sort()).toEqual(["category", "english", "roman-urdu", "two-word", "typo", "urdu"]);
    const demo = new Set(
      [...DEMO_STORES.flatMap((s) => s.products), ...DEMO_VARIANT_PRODUCTS].map((p) => p.name),
    );
    for (const q of GOLDEN) {
      expect(q.expect.length, q.query).toBeGreaterThan(0);
      for (const name of q.expect) expect(demo.has(name), `${q.query}: ${name}`).toBe(true);
    }
  });

  it(`finds the expected products: recall@10 ≥ ${MIN_RECALL_AT_10} and one in the top 3 for ≥ ${MIN_TOP_3 * 100}%`, async () => {
    let recallSum = 0;
    let inTop3 = 0;
    const misses: string[] = [];
    for (const golden of GOLDEN) {
      const found = await firstTen(golden.query);
      const hits = golden.expect.filter((name) => found.includes(name));
      recallSum += hits.length / golden.expect.length;
      const top3 = golden.expect.some((name) => found.slice(0, 3).includes(name));
      if (top3) inTop3++;
      if (hits.length < golden.expect.length || !top3) {
        const missed = golden.expect.filter((name) => !hits.includes(name));
        misses.push(
          `${golden.kind} "${golden.query}": missed [${missed.join("; ")}]${top3 ? "" : " none in top 3"}; got [${found.join("; ")}]`,
        );
      }
    }
    const recall = recallSum / GOLDEN.length;
    const top3Share = inTop3 / GOLDEN.length;
    const report = `recall@10 ${recall.toFixed(3)}, top-3 ${(top3Share * 100).toFixed(1)}% over ${GOLDEN.length} queries\n${misses.join("\n")}`;
    console.info(report);
    expect(recall, report).toBeGreaterThanOrEqual(MIN_RECALL_AT_10);
    expect(top3Share, report).toBeGreaterThanOrEqual(MIN_TOP_3);
  }, 120_000);
});
