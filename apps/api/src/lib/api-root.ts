import fs from "node:fs";
import path from "node:path";

/**
 * The API package's folder (apps/api), found from wherever this code runs: `src/…` through the
 * TypeScript loader, or the one bundled file in `dist/`. Paths to the migrations, the data folder
 * and the web app are taken from here, so both ways of running find them.
 */
function findApiRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (
      fs.existsSync(manifest) &&
      JSON.parse(fs.readFileSync(manifest, "utf8")).name === "@marketplace/api"
    ) {
      return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`No @marketplace/api package above ${from}.`);
  }
}

export const API_ROOT = findApiRoot(import.meta.dirname);
