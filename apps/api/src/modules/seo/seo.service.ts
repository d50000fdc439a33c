import { CATEGORIES } from "@marketplace/shared/categories";
import type { Executor } from "../../db/create-db.ts";
import {
  type ChunkBounds,
  categoryLastmods,
  chunkBounds,
  type ListingKind,
  rowsFrom,
} from "./sitemap.repository.ts";

/** The sitemaps.org limit of addresses in one sitemap file. */
export const SITEMAP_CHUNK_SIZE = 50_000;

export interface SitemapOptions {
  /** The shop's address without a trailing slash (PUBLIC_URL, or the request's own). */
  base: string;
  chunkSize: number;
}

/**
 * Where crawlers must not go: money, accounts, sellers' and operators' screens, and the API. Paths
 * are prefixes and robots.txt compares them with case, while the web app's router does not, so the
 * spellings links use are listed (the spec's `/MyOrders/`, and the lower case one).
 */
const PRIVATE_PATHS = [
  "/api/",
  "/checkout",
  "/dashboard",
  "/addproduct",
  "/editproduct",
  "/orders/",
  "/MyOrders/",
  "/myorders/",
  "/admin",
  "/wishlist",
  "/login",
  "/customer/",
  "/seller/",
  "/forgot-password",
  "/reset-password",
];

/** Public pages with no rows behind them: their text ships with the web app. */
const INFO_PAGES = ["/About", "/Contact", "/TermsOfService", "/PrivacyPolicy"];

export function robotsTxt(base: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** W3C Datetime to the second, in UTC. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

interface Entry {
  loc: string;
  lastmod?: Date;
}

function entryXml(tag: "url" | "sitemap", { loc, lastmod }: Entry): string {
  const modified = lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : "";
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>`;
}

function document(root: "urlset" | "sitemapindex", tag: "url" | "sitemap", entries: Entry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...entries.map((e) => entryXml(tag, e)),
    `</${root}>`,
    "",
  ].join("\n");
}

const newest = (dates: Iterable<Date>): Date | undefined => {
  let found: Date | undefined;
  for (const d of dates) if (!found || d > found) found = d;
  return found;
};

async function pageEntries(db: Executor, base: string): Promise<Entry[]> {
  const byCategory = await categoryLastmods(db);
  const catalogChanged = newest(byCategory.values());
  return [
    { loc: `${base}/`, lastmod: catalogChanged },
    { loc: `${base}/AllProducts`, lastmod: catalogChanged },
    ...CATEGORIES.map((c) => ({
      loc: `${base}/products/category/${encodeURIComponent(c)}`,
      lastmod: byCategory.get(c),
    })),
    ...INFO_PAGES.map((path) => ({ loc: `${base}${path}` })),
  ];
}

const LISTING_PATHS: Record<ListingKind, string> = { stores: "/store/", products: "/viewproduct/" };
const CHUNKED_KINDS: ListingKind[] = ["stores", "products"];

/** The sitemap index: the pages chunk, then each chunk of stores and of products. */
export async function sitemapIndex(db: Executor, { base, chunkSize }: SitemapOptions): Promise<string> {
  const pages = await pageEntries(db, base);
  const pagesChanged = newest(pages.flatMap((e) => (e.lastmod ? [e.lastmod] : [])));
  const entries: Entry[] = [{ loc: `${base}/sitemaps/pages.xml`, lastmod: pagesChanged }];
  for (const kind of CHUNKED_KINDS) {
    const chunks = await chunkBounds(db, kind, chunkSize);
    chunks.forEach((chunk, i) => {
      entries.push({ loc: `${base}/sitemaps/${kind}-${i + 1}.xml`, lastmod: chunk.lastmod });
    });
  }
  return document("sitemapindex", "sitemap", entries);
}

/** `pages.xml`, `stores-<n>.xml` or `products-<n>.xml` (n from 1, no leading zeros). */
const CHUNK_FILE = /^(?:(pages)|(stores|products)-([1-9]\d{0,8}))\.xml$/;

/** One chunk of the sitemap by its file name; undefined when there is no such chunk. */
export async function sitemapChunk(
  db: Executor,
  { base, chunkSize }: SitemapOptions,
  file: string,
): Promise<string | undefined> {
  const match = CHUNK_FILE.exec(file);
  if (!match) return undefined;
  if (match[1]) return document("urlset", "url", await pageEntries(db, base));
  const kind = match[2] as ListingKind;
  const chunk: ChunkBounds | undefined = (await chunkBounds(db, kind, chunkSize))[Number(match[3]) - 1];
  if (!chunk) return undefined;
  const rows = await rowsFrom(db, kind, chunk.firstId, chunkSize);
  return document(
    "urlset",
    "url",
    rows.map((r) => ({
      loc: `${base}${LISTING_PATHS[kind]}${encodeURIComponent(r.key)}`,
      lastmod: r.updatedAt,
    })),
  );
}
