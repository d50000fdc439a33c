import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Plugin } from "vite";
import { compressBrotli, compressGzip } from "./compression.ts";

const COMPRESSIBLE = /^assets\/.+\.(js|css|svg)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside each built script and style sheet, compressed once at
 * the highest levels, so the server sends them without compressing each answer again
 * (@fastify/static's `preCompressed`). A file that would not shrink keeps no compressed copy and is
 * sent as it is.
 */
export function precompressAssets(): Plugin {
  return {
    name: "hunarmand:precompress-assets",
    apply: "build",
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const path = join(outDir, fileName);
          const source = await readFile(path);
          const [brotli, gzip] = await Promise.all([compressBrotli(source), compressGzip(source)]);
          if (brotli.length < source.length) await writeFile(`${path}.br`, brotli);
          if (gzip.length < source.length) await writeFile(`${path}.gz`, gzip);
        }),
      );
    },
  };
}
