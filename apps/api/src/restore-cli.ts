import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "./config.ts";
import { BackupError } from "./modules/backup/manifest.ts";
import { restoreShop } from "./modules/backup/restore.ts";

/**
 * `npm run restore -- --from <dir> [--force]`: puts a backup (`npm run backup`) back into the shop
 * this configuration names, with its servers stopped (modules/backup/restore.ts). Exits 0 with a
 * summary, 1 when it refuses or fails (and says why), 2 on bad usage.
 */
const USAGE = "Usage: npm run restore -- --from <backup folder> [--force]";

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let values: { from?: string; force?: boolean } = {};
try {
  values = parseArgs({
    args: process.argv.slice(2),
    options: { from: { type: "string" }, force: { type: "boolean", default: false } },
  }).values;
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`, 2);
}
if (!values.from) fail(USAGE, 2);

// What it writes holds the shop's accounts: for the server's own user only, like DATA_DIR.
process.umask(0o077);
try {
  const config = loadConfig();
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from);
  const result = await restoreShop(config, folder, values.force === true);
  const rows = Object.values(result.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Restored the backup of ${result.manifest.createdAt}: ${Object.keys(result.tables).length} tables, ${rows} rows ` +
      `and ${result.images} images, each as the manifest says. Start the server.`,
  );
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) fail(error.message);
  // The database refused or cannot be reached (a wrong DATABASE_URL): its own words say why.
  if (error instanceof Error && "code" in error) fail(`The database: ${error.message}`);
  throw error;
}
