/**
 * How the built assets are compressed, written once: the build stores each file compressed this way
 * beside it (`precompress-assets.ts`), the server sends those files as they are, and the budget
 * (`js-budget.ts`) measures the same bytes a browser receives.
 */
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
const GZIP = { level: constants.Z_BEST_COMPRESSION };

export const compressBrotli = (source: Buffer) => promisify(brotliCompress)(source, BROTLI);
export const compressGzip = (source: Buffer) => promisify(gzip)(source, GZIP);

export function compressedSizes(source: Buffer): { brotliBytes: number; gzipBytes: number } {
  return {
    brotliBytes: brotliCompressSync(source, BROTLI).length,
    gzipBytes: gzipSync(source, GZIP).length,
  };
}
