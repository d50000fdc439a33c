import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Real photographs for the demo's products (issue 34, item 9), each under an open licence (CC0, or
 * CC BY with its credit shown in docs/demo-photo-credits.md). A product named here shows its
 * photographs; every other product keeps its generated tile (pattern-images.ts). A photograph may
 * be of a similar object: the product's text says what the maker sells.
 */
export interface DemoPhoto {
  /** The file under `photos/` (at most 1200 px on its long side, under 150 KB). */
  file: string;
  /** What the photograph shows. */
  shows: string;
  /** Its title where it was published. */
  title: string;
  author: string;
  licence: "CC0 1.0" | "CC BY 4.0";
  /** The page that publishes it under that licence. */
  source: string;
  /** The public repository and path it was taken from. */
  via: string;
}

const QUILT = {
  title: "Colorful Handmade Patchwork Quilt",
  author: "Karon Magwood",
  licence: "CC0 1.0",
  source: "https://pixy.org/17228/",
  via: "github.com/leouieda/pgcap at commit cdb97b5, images/colorful-handmade-patchwork-quilt.jpg (credit.md)",
} as const;

const PANEL = {
  title: "Patchwork panel (1980-31-5), Cooper Hewitt, Smithsonian Design Museum; photo by Matt Flynn",
  author: "Cooper Hewitt, Smithsonian Design Museum (photo: Matt Flynn)",
  licence: "CC0 1.0",
  source: "https://www.si.edu/object/patchwork-panel:chndm_1980-31-5",
  via: "github.com/leouieda/pgcap at commit f2757a5, images/CHSDM-1980-31-5MattFlynn.jpg (credit.md)",
} as const;

export const DEMO_PHOTOS: readonly DemoPhoto[] = [
  { file: "patchwork-quilt.jpg", shows: "A hand-sewn patchwork quilt of printed cotton triangles", ...QUILT },
  { file: "patchwork-quilt-detail.jpg", shows: "A square crop of the same quilt's blocks", ...QUILT },
  { file: "patchwork-panel.jpg", shows: "A patchwork panel pieced from small woven rugs", ...PANEL },
  { file: "patchwork-panel-detail.jpg", shows: "A crop of the same panel's right-hand part", ...PANEL },
];

/**
 * The photographs each product shows, first one first, by the product's name in demo-catalog.ts. A
 * crop of a photograph is a second picture of the same piece, for a second product of that maker.
 */
export const PRODUCT_PHOTOS: Readonly<Record<string, readonly string[]>> = {
  "Rilli Bedspread, Double": ["patchwork-quilt.jpg"],
  "Appliqué Wall Hanging": ["patchwork-panel.jpg"],
  "Patchwork Quilt in Sizes": ["patchwork-quilt-detail.jpg"],
  "Patchwork Floor Rug": ["patchwork-panel-detail.jpg"],
};

/** The product's photograph files, or none: then it shows its generated tile. */
export function photosOf(productName: string): readonly string[] {
  return PRODUCT_PHOTOS[productName] ?? [];
}

/**
 * Where the photographs are: beside this file when run from source, `dist/demo-photos` in the built
 * server (scripts/build-server.ts copies them there).
 */
export function demoPhotosFolder(): string {
  const candidates = [
    path.join(import.meta.dirname, "photos"),
    path.join(import.meta.dirname, "demo-photos"),
  ];
  const found = candidates.find((folder) => existsSync(folder));
  if (!found) throw new Error(`The demo's photographs are missing (looked in ${candidates.join(", ")}).`);
  return found;
}

export function readDemoPhoto(file: string): Promise<Buffer> {
  if (!DEMO_PHOTOS.some((photo) => photo.file === file)) {
    throw new Error(`${file} is not a credited demo photograph (demo-photos.ts).`);
  }
  return readFile(path.join(demoPhotosFolder(), file));
}
