import { parseArgs } from "node:util";
import { positiveInteger } from "./numeric-options.ts";
import { READ_SCENARIOS } from "./url-sets.ts";

/**
 * deepList: only pages in the second half of the list (what growth watches). selling: the mixed
 * profile while orders and edits come in (issue 33's "mixed while selling", bench/selling.ts).
 */
export const SCENARIOS = [...READ_SCENARIOS, "selling", "deepList", "dashboard", "checkout"] as const;
export type Scenario = (typeof SCENARIOS)[number];
export const DATABASES = ["postgres", "pglite"] as const;
export type DatabaseKind = (typeof DATABASES)[number];

export interface BenchOptions {
  duration: number;
  connections: number;
  products: number;
  stores: number;
  databases: DatabaseKind[];
  scenarios: Scenario[];
  growth: boolean;
  growthSizes: number[];
  /** A PostgreSQL server the bench may create and drop databases on. */
  postgresUrl: string;
}

export const USAGE = `Usage: npm run bench -- [--duration 10] [--connections 50] [--products 100000] [--stores 2000]
                      [--db postgres,pglite] [--scenario ${SCENARIOS.join(",")}]
                      [--growth [--growth-sizes 10000,100000,1000000]]
Each flag may also come from the environment: BENCH_DURATION, BENCH_CONNECTIONS, BENCH_PRODUCTS,
BENCH_STORES, BENCH_DB, BENCH_SCENARIO; BENCH_POSTGRES_URL names the server (default
postgres://postgres@127.0.0.1:5432/postgres), where the bench makes and drops databases of its own.`;

function listOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T[] {
  const items = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const wrong = items.filter((item) => !(allowed as readonly string[]).includes(item));
  if (items.length === 0 || wrong.length > 0)
    throw new RangeError(`${flag} takes a comma-separated list of ${allowed.join(", ")} (got "${value}").`);
  return items as T[];
}

export function readOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions | "help" {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: "string", default: env.BENCH_DURATION ?? "10" },
      connections: { type: "string", default: env.BENCH_CONNECTIONS ?? "50" },
      products: { type: "string", default: env.BENCH_PRODUCTS ?? "100000" },
      stores: { type: "string", default: env.BENCH_STORES ?? "2000" },
      db: { type: "string", default: env.BENCH_DB ?? DATABASES.join(",") },
      scenario: { type: "string", default: env.BENCH_SCENARIO ?? SCENARIOS.join(",") },
      growth: { type: "boolean", default: false },
      "growth-sizes": { type: "string", default: "10000,100000,1000000" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) return "help";
  return {
    duration: positiveInteger("--duration", values.duration),
    connections: positiveInteger("--connections", values.connections),
    products: positiveInteger("--products", values.products),
    stores: positiveInteger("--stores", values.stores),
    databases: listOf("--db", values.db, DATABASES),
    scenarios: listOf("--scenario", values.scenario, SCENARIOS),
    growth: values.growth,
    growthSizes: values["growth-sizes"].split(",").map((s) => positiveInteger("--growth-sizes", s.trim())),
    postgresUrl: env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  };
}
