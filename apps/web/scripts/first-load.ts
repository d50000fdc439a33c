/** One chunk of Vite's build manifest (`build.manifest: true`), keyed by its source or `_name.js`. */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

export type Manifest = Record<string, ManifestChunk>;

/**
 * What a browser fetches for a page to work: the entry, the app it starts, the page's route chunk
 * and their static imports.
 */
export type FirstLoad = { scripts: string[]; styles: string[] };

/**
 * The app's entry chunk. Today that is `index.html`; with server rendering the client build may be
 * entered through `src/entry-client.tsx` instead, so a single entry is taken whatever its name.
 */
export function findEntryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 1 && entries[0]) return entries[0];
  const preferred =
    entries.find((key) => key === "index.html") ?? entries.find((key) => key.includes("entry-client"));
  if (preferred) return preferred;
  throw new Error(
    `Cannot tell the app's entry among ${entries.length} entries: ${entries.join(", ") || "none"}.`,
  );
}

/**
 * The app's own code when the entry only starts it (src/boot.ts imports it after the first paint):
 * part of every page's first load although the entry imports it dynamically.
 */
export const APP_KEY = "src/entry-client.tsx";

/**
 * The first load of the page whose source is `pageSrc`: the entry and its static imports, the app
 * (`APP_KEY`, when the entry starts it), then the page's own chunk and its static imports, each file
 * once. Other dynamic imports are not followed: they load when used, not before the page works.
 * React.lazy and React Router's `lazy` both make the page a dynamic import, so the page's chunk is
 * found by its source path either way.
 */
export function firstLoad(manifest: Manifest, pageSrc: string, entryKey = findEntryKey(manifest)): FirstLoad {
  const page = manifest[pageSrc];
  if (!page) {
    throw new Error(
      `${pageSrc} has no chunk of its own in the manifest: it is not loaded by route (or the file moved).`,
    );
  }
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names ${key} as an import but has no entry for it.`);
    scripts.add(chunk.file);
    for (const sheet of chunk.css ?? []) styles.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  if (entryKey !== APP_KEY && manifest[entryKey]?.dynamicImports?.includes(APP_KEY)) visit(APP_KEY);
  visit(pageSrc);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Zod's core defines each schema class with `$constructor("$ZodType", …)`; minifiers keep the
 * string, so a file holding that definition carries the zod library. Code that only asks whether a
 * value is a zod error (`traits.has("$ZodError")`, as the form resolver does) is not matched.
 */
const ZOD_DEFINITION = /[`"']\$ZodType[`"']\s*,/;

export function containsZod(source: string): boolean {
  return ZOD_DEFINITION.test(source);
}
