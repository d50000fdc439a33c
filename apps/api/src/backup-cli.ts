import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "./config.ts";
import { backupShop } from "./modules/backup/backup.ts";
import { BackupError } from "./modules/backup/manifest.ts";

/**
 * `npm run backup -- --out <dir>`: the shop's database (DATABASE_URL or DATA_DIR's PGlite), every
 * image (DATA_DIR/uploads or the S3 bucket) and a manifest, into a new folder (modules/backup).
 * Exits 0 with a summary, 1 when the backup cannot be made (and says why), 2 on bad usage.
 */
const USAGE = "Usage: npm run backup -- --out <folder>";

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let out: string | undefined;
try {
  out = parseArgs({ args: process.argv.slice(2), options: { out: { type: "string" } } }).values.out;
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`, 2);
}
if (!out) fail(USAGE, 2);

// What it writes holds the shop's accounts: for the server's own user only, like DATA_DIR.
process.umask(0o077);
try {
  const config = loadConfig();
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), out);
  const manifest = await backupShop(config, folder);
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backed up ${manifest.driver === "postgres" ? "PostgreSQL" : "PGlite"}: ${Object.keys(manifest.tables).length} tables, ` +
      `${rows} rows, ${manifest.images.length} images, into ${folder} (see manifest.json).`,
  );
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) fail(error.message);
  // The database refused or cannot be reached (a wrong DATABASE_URL): its own words say why.
  if (error instanceof Error && "code" in error) fail(`The database: ${error.message}`);
  throw error;
}
