import {
  createPgliteFolder,
  createPostgresDatabase,
  createWorkFolder,
  type OwnTarget,
} from "./bench-databases.ts";
import { type BenchOptions, type DatabaseKind, readOptions, USAGE } from "./bench-options.ts";
import { cleanUp, wasInterrupted } from "./cleanup.ts";
import { fillDatabase } from "./fill-database.ts";
import { type LoadResult, runLoad } from "./load.ts";
import {
  eventsToldLine,
  figureTable,
  machine,
  sellingLine,
  settingsLine,
  verdictLines,
  verdicts,
  writeResults,
} from "./report.ts";
import { freePort, runTarget, type TargetResult } from "./run-target.ts";
import { buildApi, startHelloWorld } from "./server-under-test.ts";

/**
 * `npm run bench`: the server as `npm start` runs it in production, on PostgreSQL and on PGlite
 * filled by bench:data's generator, loaded by autocannon in a process of its own with requests drawn
 * from thousands of distinct URLs, next to a bare Fastify hello-world measured the same way.
 * `--growth` runs the mixed profile, deep list pages and search at growing catalog sizes.
 */
const log = (line: string) => console.log(line);

async function helloWorld(options: BenchOptions): Promise<LoadResult> {
  const server = await startHelloWorld(await freePort());
  try {
    log(`hello-world (${options.connections} connections, ${options.duration} s)…`);
    return await runLoad({
      base: server.base,
      connections: options.connections,
      duration: options.duration,
      requests: [{ path: "/" }],
    });
  } finally {
    await server.stop();
  }
}

async function filledTarget(kind: DatabaseKind, options: BenchOptions, products: number): Promise<OwnTarget> {
  const own =
    kind === "postgres"
      ? await createPostgresDatabase(options.postgresUrl, `p${products}`)
      : createPgliteFolder(`p${products}`);
  await fillDatabase(
    own.target,
    { products, stores: Math.min(options.stores, products), reviewsPerProduct: 0.3 },
    { force: false, log },
  );
  return own;
}

async function standardRun(options: BenchOptions) {
  const workDir = createWorkFolder();
  const hello = await helloWorld(options);
  const results: Partial<Record<DatabaseKind, TargetResult>> = {};
  for (const kind of options.databases) {
    log(`\n${kind}:`);
    const own = await filledTarget(kind, options, options.products);
    results[kind] = await runTarget(own.target, { ...options, workDir }, log);
    await own.remove();
  }
  const sections = Object.entries(results).map(
    ([kind, result]) =>
      `### ${kind === "postgres" ? "PostgreSQL" : "PGlite"}\n\n${figureTable(hello, result.figures)}\n\nServer RSS after the run: ${Math.round(result.rssMb)} MB (${result.serverProcesses} node process(es)).${
        result.checkout ? ` Checkout: ${JSON.stringify(result.checkout)}.` : ""
      }${result.selling ? ` Beside "mixed while selling": ${sellingLine(result.selling)}.` : ""}${result.eventsTold ? ` Checkout's orders to their sellers' bells: ${eventsToldLine(result.eventsTold)}.` : ""}`,
  );
  const checked = verdicts(hello, results);
  const about = machine();
  const markdown = [
    `## npm run bench, ${new Date().toISOString()}`,
    `${settingsLine(options)}; ${about.cpus} CPUs (${about.cpuModel}), ${about.memoryGb} GB, Node ${about.node}, load average ${about.loadAverage.join(" ")}.`,
    ...sections,
    `### Targets (issues 15, 33 and 37, PostgreSQL)\n\n${verdictLines(checked)}`,
  ].join("\n\n");
  console.log(`\n${markdown}`);
  const file = writeResults(
    "bench",
    { machine: about, settings: options, helloWorld: hello, results, targets: checked },
    markdown,
  );
  log(`\nWritten to ${file}.json and .md`);
}

async function growthRun(options: BenchOptions) {
  const workDir = createWorkFolder();
  const hello = await helloWorld(options);
  const rows: Array<{ products: number; result: TargetResult }> = [];
  for (const products of options.growthSizes) {
    log(`\n${products} products on PostgreSQL:`);
    const own = await filledTarget("postgres", options, products);
    const result = await runTarget(
      own.target,
      { ...options, scenarios: ["mixed", "deepList", "search"], workDir },
      log,
    );
    rows.push({ products, result });
    // Each size's database goes as soon as it is measured: 1,000,000 products take gigabytes.
    await own.remove();
  }
  const scenarios = ["mixed", "deepList", "search"];
  // Issue 33: one search at a time (never-repeated addresses), p50 ≤ 5 ms at 1,000,000 products.
  const oneSearch = (result: TargetResult) => {
    const f = result.figures.find((g) => g.scenario === "search" && g.connections === 1);
    return f ? `${f.p50} / ${f.p99}` : "";
  };
  const table = [
    `| products | ${scenarios.map((s) => `${s} req/s, p50 / p99 ms`).join(" | ")} | one search p50 / p99 ms |`,
    `| ---: | ${scenarios.map(() => "---:").join(" | ")} | ---: |`,
    ...rows.map(
      ({ products, result }) =>
        `| ${products} | ${scenarios
          .map((s) => {
            const f = result.figures.find((g) => g.scenario === s && g.connections === options.connections);
            return f ? `${Math.round(f.rps)}, ${f.p50} / ${f.p99}` : "";
          })
          .join(" | ")} | ${oneSearch(result)} |`,
    ),
  ].join("\n");
  const about = machine();
  const markdown = `## npm run bench -- --growth, ${new Date().toISOString()}\n\n${options.connections} connections, ${options.duration} s per scenario; hello-world ${Math.round(hello.rps)} req/s; ${about.cpus} CPUs, Node ${about.node}.\n\n${table}`;
  console.log(`\n${markdown}`);
  const file = writeResults(
    "growth",
    { machine: about, settings: options, helloWorld: hello, rows },
    markdown,
  );
  log(`\nWritten to ${file}.json and .md`);
}

async function main() {
  let options: BenchOptions | "help";
  try {
    options = readOptions(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (options === "help") {
    console.log(USAGE);
    return;
  }
  log("Building apps/api (npm run build --if-present)…");
  buildApi();
  if (options.growth) await growthRun(options);
  else await standardRun(options);
}

try {
  await main();
} catch (error) {
  if (!wasInterrupted()) throw error;
} finally {
  await cleanUp();
}
