import type sharpModule from "sharp";

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips) is loaded on the first image, not at start: it holds about 30 MB, which a server
 * that only reads the catalog never needs (issue 15's memory target).
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
