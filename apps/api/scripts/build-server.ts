import { cpSync, readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

/**
 * `npm run build -w apps/api`: the server and its command-line tools as plain JavaScript in `dist/`,
 * so production runs `node dist/server.js` without a TypeScript loader (decision 0027). Installed
 * packages stay imports, loaded from node_modules as before; the workspace's shared package is
 * TypeScript source and goes into the bundle. The source maps beside it let a developer read
 * stack traces by .ts line (`node --enable-source-maps dist/server.js`); `npm start` leaves them
 * off, since the parsed maps cost the server about 30 MB (decision 0031).
 */
const root = path.resolve(import.meta.dirname, "..");
const manifest: { dependencies: Record<string, string> } = JSON.parse(
  readFileSync(path.join(root, "package.json"), "utf8"),
);
const installed = Object.keys(manifest.dependencies).filter((name) => !name.startsWith("@marketplace/"));

const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: {
    server: "src/server.ts",
    "admin-cli": "src/admin-cli.ts",
    "seed-cli": "src/demo-data/seed-cli.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: installed,
  logLevel: "warning",
});
// The demo seed's photographs travel with the bundle (demo-data/demo-photos.ts looks for them here).
cpSync(path.join(root, "src/demo-data/photos"), path.join(root, "dist/demo-photos"), { recursive: true });
console.log(
  `Built the server into ${path.relative(process.cwd(), path.join(root, "dist"))} in ${Date.now() - started} ms.`,
);
