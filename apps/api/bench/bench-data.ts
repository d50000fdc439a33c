import path from "node:path";
import { parseArgs } from "node:util";
import { type BenchTarget, fillDatabase, NotEmptyError } from "./fill-database.ts";
import { positiveInteger, positiveNumber } from "./numeric-options.ts";

/**
 * `npm run bench:data -- --products 100000 --stores 2000 [--reviews-per-product 0.3] [--force]`:
 * fills DATABASE_URL, or without it the PGlite folder `--data-dir`, with a generated catalog.
 */
const USAGE =
  "Usage: npm run bench:data -- --products 100000 --stores 2000 [--reviews-per-product 0.3] [--force] [--data-dir DIR (PGlite, when DATABASE_URL is not set)]";

async function main() {
  const { values } = readArgs();
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const size = {
    products: positiveInteger("--products", values.products),
    stores: positiveInteger("--stores", values.stores),
    reviewsPerProduct: positiveNumber("--reviews-per-product", values["reviews-per-product"]),
  };
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = values["data-dir"];
  if (databaseUrl && dataDir) throw new UsageError("Give DATABASE_URL or --data-dir, not both.");
  if (!databaseUrl && !dataDir)
    throw new UsageError("Set DATABASE_URL (PostgreSQL) or give --data-dir DIR (PGlite).");
  const target: BenchTarget = databaseUrl
    ? { databaseUrl }
    : { dataDir: path.resolve(process.env.INIT_CWD ?? process.cwd(), dataDir ?? "") };
  await fillDatabase(target, size, { force: values.force, log: console.log });
}

class UsageError extends Error {}

/** The flags, with an unknown or malformed one reported as a usage error. */
function readArgs() {
  try {
    return parseArgs({
      options: {
        products: { type: "string", default: "100000" },
        stores: { type: "string", default: "2000" },
        "reviews-per-product": { type: "string", default: "0.3" },
        "data-dir": { type: "string" },
        force: { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

try {
  await main();
} catch (error) {
  if (error instanceof UsageError || error instanceof NotEmptyError || error instanceof RangeError) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  throw error;
}
