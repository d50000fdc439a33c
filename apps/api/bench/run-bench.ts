import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import pg from "pg";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { createDb, type DatabaseHandle } from "../src/db/create-db.ts";
import { generateCatalog } from "./generate-catalog.ts";

/**
 * `npm run bench`: a large generated catalog on PGlite and on PostgreSQL, loaded with autocannon on
 * loopback next to a bare Fastify hello-world, printed as a table and written to bench/results/.
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const STORES = Number(process.env.BENCH_STORES ?? 2_000);
const SERVER_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

interface Figure {
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio?: number;
}

async function load(url: string): Promise<Omit<Figure, "scenario">> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function helloWorld(): Promise<Figure> {
  const app = Fastify({ logger: false });
  app.get("/", async () => ({ hello: "world" }));
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    return { scenario: "hello-world", ...(await load(address)) };
  } finally {
    await app.close();
  }
}

async function benchDatabase(label: string, database: DatabaseHandle, dataDir: string): Promise<Figure[]> {
  const started = Date.now();
  await database.migrate();
  await generateCatalog(database.db, { stores: STORES, products: PRODUCTS });
  console.log(
    `${label}: generated ${PRODUCTS} products in ${STORES} stores in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const { rows } = (await database.db.execute(
    sql`select id, store_id from products order by created_at desc limit 1 offset 500`,
  )) as unknown as { rows: Array<{ id: string; store_id: string }> };
  const sample = rows[0];
  if (!sample) throw new Error("no products generated");

  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: "b".repeat(40),
    LOG_LEVEL: "silent",
    SEED_DEMO_DATA: "false",
  });
  config.webDistDir = undefined;
  const app = await buildApp(config, { database, logger: false });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const deepPage = Math.max(1, Math.floor(PRODUCTS / 12 / 2));
  const scenarios: Array<[string, string]> = [
    ["product list", "/api/products?page=1"],
    [`product list page ${deepPage}`, `/api/products?page=${deepPage}`],
    ["category", "/api/products?category=Home%20Decor"],
    ["search", "/api/products?search=phulkari%20shawl"],
    ["product detail", `/api/products/${sample.id}`],
    ["store page", `/api/products/store/${sample.store_id}`],
  ];
  const figures: Figure[] = [];
  try {
    for (const [scenario, url] of scenarios) {
      figures.push({ scenario, ...(await load(base + url)) });
    }
  } finally {
    await app.close();
  }
  return figures;
}

function printTable(label: string, hello: Figure, figures: Figure[]) {
  console.log(`\n${label} (${CONNECTIONS} connections, ${DURATION} s each)`);
  console.log(
    `${"scenario".padEnd(26)}${"req/s".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"vs hello".padStart(10)}${"errors".padStart(8)}`,
  );
  for (const f of [hello, ...figures]) {
    const ratio = f === hello ? "100%" : `${((f.rps / hello.rps) * 100).toFixed(1)}%`;
    console.log(
      `${f.scenario.padEnd(26)}${String(f.rps).padStart(9)}${String(f.p50).padStart(9)}${String(f.p99).padStart(9)}${ratio.padStart(10)}${String(f.errors).padStart(8)}`,
    );
  }
}

async function main() {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), "mp-bench-"));
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    products: PRODUCTS,
    stores: STORES,
    connections: CONNECTIONS,
    duration: DURATION,
  };
  try {
    const hello = await helloWorld();
    results.helloWorld = hello;

    const pglite = await createDb({ dataDir: path.join(tmp, "pglite") });
    try {
      const figures = await benchDatabase("PGlite", pglite, path.join(tmp, "pglite"));
      for (const f of figures) f.ratio = f.rps / hello.rps;
      results.pglite = figures;
      printTable("PGlite", hello, figures);
    } finally {
      await pglite.close();
    }

    const dbName = `mp_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(SERVER_URL);
    url.pathname = `/${dbName}`;
    try {
      const server = await createDb({ dataDir: tmp, databaseUrl: url.toString(), poolSize: 20 });
      try {
        const figures = await benchDatabase("PostgreSQL", server, path.join(tmp, "pg"));
        for (const f of figures) f.ratio = f.rps / hello.rps;
        results.postgres = figures;
        printTable("PostgreSQL", hello, figures);
        const list = figures[0];
        if (list) {
          const ok = list.rps / hello.rps >= 0.25 && list.p99 < 50;
          console.log(
            `\nTarget on PostgreSQL (product list >= 25% of hello-world, p99 < 50 ms): ${ok ? "met" : "NOT met"} (${((list.rps / hello.rps) * 100).toFixed(1)}%, p99 ${list.p99} ms)`,
          );
        }
      } finally {
        await server.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }

    const outDir = path.join(import.meta.dirname, "results");
    await fs.mkdir(outDir, { recursive: true });
    const outFile = path.join(outDir, `${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    await fs.writeFile(outFile, JSON.stringify(results, null, 2));
    console.log(`Figures written to ${outFile}`);
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

await main();
