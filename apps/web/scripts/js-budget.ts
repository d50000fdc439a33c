/**
 * The JavaScript budget of the public pages (issue 14), checked on the built app:
 * `npm run build -w apps/web && npm run check:budget -w apps/web`. Reads Vite's manifest, adds up
 * each page's first load gzip-compressed, prints a table and exits 1 when a page is over its budget
 * or loads zod before it shows.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { containsZod, firstLoad, type Manifest } from "./first-load.ts";

const KB = 1000;
const HOME_BUDGET = 120 * KB;
const PUBLIC_PAGE_BUDGET = 140 * KB;

/**
 * The public pages a visitor lands on from a link or a search. Contact is not here: its page is its
 * form, which checks what is typed with the shared zod schema as the visitor types it.
 */
const PUBLIC_PAGES: Array<{ name: string; src: string; budget: number }> = [
  { name: "home", src: "src/features/home/pages/home-page.tsx", budget: HOME_BUDGET },
  {
    name: "all products",
    src: "src/features/catalog/pages/all-products-page.tsx",
    budget: PUBLIC_PAGE_BUDGET,
  },
  { name: "category", src: "src/features/catalog/pages/category-page.tsx", budget: PUBLIC_PAGE_BUDGET },
  { name: "store", src: "src/features/stores/pages/store-page.tsx", budget: PUBLIC_PAGE_BUDGET },
  { name: "product", src: "src/features/catalog/pages/product-page.tsx", budget: PUBLIC_PAGE_BUDGET },
  { name: "our story", src: "src/features/info/pages/about-page.tsx", budget: PUBLIC_PAGE_BUDGET },
  { name: "terms", src: "src/features/info/pages/terms-page.tsx", budget: PUBLIC_PAGE_BUDGET },
  { name: "privacy", src: "src/features/info/pages/privacy-page.tsx", budget: PUBLIC_PAGE_BUDGET },
];

const dist = fileURLToPath(new URL("../dist/", import.meta.url));

function readManifest(): Manifest {
  const path = join(dist, ".vite", "manifest.json");
  try {
    return JSON.parse(readFileSync(path, "utf8")) as Manifest;
  } catch (error) {
    throw new Error(`Cannot read ${path}; build the web app first (npm run build -w apps/web).`, {
      cause: error,
    });
  }
}

const builtFiles = new Map<string, { gzipBytes: number; hasZod: boolean }>();

function measure(file: string) {
  let measured = builtFiles.get(file);
  if (!measured) {
    const source = readFileSync(join(dist, file));
    measured = { gzipBytes: gzipSync(source).length, hasZod: containsZod(source.toString("utf8")) };
    builtFiles.set(file, measured);
  }
  return measured;
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

function main() {
  const manifest = readManifest();
  const failures: string[] = [];
  const rows = PUBLIC_PAGES.map(({ name, src, budget }) => {
    const load = firstLoad(manifest, src);
    const sizes = load.scripts.map((file) => ({ file, ...measure(file) }));
    const total = sizes.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
    const zodFiles = sizes.filter(({ hasZod }) => hasZod).map(({ file }) => file);
    if (total > budget) failures.push(`${name}: ${kb(total)} kB of JavaScript, budget ${kb(budget)} kB`);
    if (zodFiles.length > 0) failures.push(`${name}: zod is in the first load (${zodFiles.join(", ")})`);
    return {
      page: name,
      "JS gzip kB": kb(total),
      "budget kB": kb(budget),
      "JS files": load.scripts.length,
      "CSS files": load.styles.length,
      zod: zodFiles.length > 0 ? "yes" : "no",
    };
  });
  console.table(rows);
  if (failures.length > 0) {
    console.error(`JavaScript budget exceeded:\n- ${failures.join("\n- ")}`);
    process.exit(1);
  }
  console.log("Every public page is within its JavaScript budget, without zod.");
}

main();
