/**
 * The JavaScript budget of the public pages (issue 14), checked on the built app:
 * `npm run build -w apps/web && npm run check:budget -w apps/web`. Reads Vite's manifest, adds up
 * each page's first load as browsers receive it, prints a table and exits 1 when a page is over its
 * budget or loads zod before it shows. The budget is in brotli bytes: the build stores each asset
 * brotli-compressed (`compression.ts`) and the server sends that file to every browser that accepts
 * `br`, which all current ones do; gzip, for the rest, is printed beside it. With `--files` it also
 * lists every file of those first loads, largest first, to show where the bytes go.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { compressedSizes } from "./compression.ts";
import { containsZod, firstLoad, type Manifest } from "./first-load.ts";

const KB = 1000;
/**
 * Issue 14 asks for 120 kB on the home page; it is not reached: React DOM and React Router's data
 * router alone are 84 kB and TanStack Query 7, before the app's own header, footer, cart and page;
 * the boot script that lets a page paint before its code arrives (src/boot.ts) adds 1.5 kB, and the
 * site's words in two languages (decision 0028: Lingui's runtime and each page's English catalogs)
 * about 9 kB. tailwind-merge (7 kB) is gone from every page (`src/lib/cn.ts`). Until more comes off,
 * the check holds every public page to what it loads now, so nothing grows unnoticed, and prints the
 * goal beside it.
 */
const HOME_GOAL = 120 * KB;
/**
 * Raised for issue 17 (a reviewed raise, not a drift): the header's bell (a stub that fetches its
 * code only once someone is signed in), the messages routes and the account menu's Messages link
 * add 0.5 kB to every page; "Message the maker" (a link or button whose dialog and composer are
 * fetched on first use) about 1.4 kB more on the store page, and less on the product page. Measured
 * before: home 143.7, store 143.6, product 140.9 kB; after: 144.1, 145.5, 142.7 kB.
 */
/*
 * Raised again for issue 27 (reviewed): the router's entries for the returns screens and the
 * confirmation page, and the words they bring to the shared catalogs, add 0.3 to 0.8 kB to every
 * public page. Measured after: home 144.9, store 146.3, product 145.3 kB.
 */
/*
 * Raised 2026-11-28 for issue 34, item 5 (reviewed): "Verified" beside the store's name on product
 * cards (a drawn check, not an icon, named "Verified maker"), and on the store and product pages the
 * word with what it means. Measured in the same tree before and after: home 145.6 → 145.9, store
 * 146.9 → 147.6, product 145.9 → 146.5 kB. With the rest of issue 34 in the same session (names cut at
 * their own end and numbers isolated on Urdu screens, item 11; a hot deal not featured twice, item 6;
 * the site's frame off a printed receipt, item 23) home measured 145.9 kB, and with the checkout
 * draft's key cleared at every customer sign-out (item 20, in the session code) just over it.
 */
/*
 * Raised 2026-11-29 for issue 31 (reviewed): a running campaign's banner on the home page (read with
 * the page on the server), every price (cards, product page, cart) at the campaign's price with the
 * rule shared with the server, and the router's entries for the campaign, voucher and console pages.
 * Measured: home 145.0 → 147.1, store 146.4 → 147.6, product 145.8 → 147.0 kB.
 */
/*
 * Raised 2026-11-29 (second session) by 0.3 kB for home only (reviewed): the router's entries for
 * the seller's offline drafts (issue 32) and the session's sign-out clearing of what the phone kept,
 * now loaded only on sign-out. Measured: home 147.9 → 147.5 with that lazy load; store 147.9.
 */
/*
 * Raised 2026-11-29 (third session; reviewed): the router's entries for the seller's identity check
 * and the console's identity and payout pages (issue 30, about 0.4 kB on every page), page addresses
 * named once in `lib/page-paths.ts` (issue 35), the owner-only "only you can see this" part of the
 * store page (fetched only when the owner looks, 0.5 kB on the store page for its loader), and the
 * sign-out's removal of the phone's push subscription (issue 32, 0.1 kB). Measured: home 147.5 →
 * 148.7, store 147.9 → 149.7, product 148.8 kB. Every page the router knows costs every shopper its
 * entry; the next step is to let the router discover the seller's and the console's routes when
 * they are first visited (React Router's patchRoutesOnNavigation) rather than raising this again.
 */
/*
 * Raised 2026-11-29 (issue 29) by 0.3 kB: the router's entries for the buyer's payment result page
 * and the console's online payments, and the checkout's JazzCash and Easypaisa choice (its zod-free
 * provider list, `shared/payment-providers.ts`). Measured: home 148.7 → 149.0, store 149.7 → 150.0.
 * Routes discovered on first visit (above) would take these entries off every shopper's load.
 */
/*
 * Raised 2026-11-30 (issue 32, part 4; reviewed), home by 0.1 kB and the rest by 0.2: the router's
 * entries and addresses of the owner's Helpers page and the invitation's accept page. The helpers'
 * screens use no icon a public page shows, so no icon is split into a chunk of its own beside the
 * store page (MessageCircle and UserRound were: 0.2 kB more). Measured in clean trees: home 149.0 →
 * 149.1, store 150.0 → 150.2.
 */
/*
 * 2026-11-29 (fifth session): the seller's and the console's routes are discovered on their first
 * visit (decision 0055), so shoppers no longer load their entries. Measured: home 149.1 → 147.4,
 * store 150.2 → 148.0. With the product and store pages' seller card, reviews and policies (issue 34,
 * items 7 and 8; their code loads after the page's): product 148.1, store 148.0. Lowered to those
 * figures and a little room: home 149.2 → 147.6, the others 150.3 → 148.4.
 */
/*
 * Raised 2026-11-29 (sixth session) by 0.3 kB for home only (reviewed): a phone's home page of search
 * and goods (issue 34, item 6: its search box lent by the site's frame, the categories' row) and the
 * cart's button in the header (item 17). The catalog's filter and facet words (issue 33) moved to a
 * catalog of their own (filters.json) that only the list pages load, so every other page went down:
 * measured home 148.4 → 147.7, store 148.9 → 148.1, product 148.9 → 148.2, privacy 133.8 → 133.1 kB.
 */
/*
 * Raised 2026-11-30 by 0.2 kB for home and 0.3 for the rest (reviewed): one skip-to-content link for
 * the shop and the console (a component of its own on every page), number formats built once on
 * first use instead of at load or on every card's render (money, product counts, ratings), and the
 * start of the worker that sets ICU up off the main thread (intl-warm-up.worker.ts: 60 to 400 ms of a
 * 4x-slowed main thread gone; the start is under 0.1 kB, the worker's own 0.3 kB is not a first-load
 * script). Measured in the same tree: home 147.7 → 147.9, store 148.1 → 148.4, product 148.2 → 148.5.
 */
const HOME_BUDGET = 148.1 * KB;
const PUBLIC_PAGE_BUDGET = 148.7 * KB;

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

const builtFiles = new Map<string, { brotliBytes: number; gzipBytes: number; hasZod: boolean }>();

function measure(file: string) {
  let measured = builtFiles.get(file);
  if (!measured) {
    const source = readFileSync(join(dist, file));
    measured = { ...compressedSizes(source), hasZod: containsZod(source.toString("utf8")) };
    builtFiles.set(file, measured);
  }
  return measured;
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** Each file some public page loads first, with its sizes and how many of those pages load it. */
function fileRows(manifest: Manifest) {
  const pagesLoading = new Map<string, number>();
  for (const { src } of PUBLIC_PAGES) {
    for (const file of firstLoad(manifest, src).scripts) {
      pagesLoading.set(file, (pagesLoading.get(file) ?? 0) + 1);
    }
  }
  return [...pagesLoading]
    .map(([file, pages]) => ({ file, ...measure(file), pages }))
    .sort((a, b) => b.brotliBytes - a.brotliBytes)
    .map(({ file, brotliBytes, gzipBytes, pages }) => ({
      file,
      "brotli kB": kb(brotliBytes),
      "gzip kB": kb(gzipBytes),
      pages,
    }));
}

function main() {
  const manifest = readManifest();
  const failures: string[] = [];
  const rows = PUBLIC_PAGES.map(({ name, src, budget }) => {
    const load = firstLoad(manifest, src);
    const sizes = load.scripts.map((file) => ({ file, ...measure(file) }));
    const total = sizes.reduce((sum, { brotliBytes }) => sum + brotliBytes, 0);
    const gzipTotal = sizes.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
    const zodFiles = sizes.filter(({ hasZod }) => hasZod).map(({ file }) => file);
    if (total > budget) {
      failures.push(`${name}: ${kb(total)} kB of JavaScript (brotli), budget ${kb(budget)} kB`);
    }
    if (zodFiles.length > 0) failures.push(`${name}: zod is in the first load (${zodFiles.join(", ")})`);
    return {
      page: name,
      "JS brotli kB": kb(total),
      "budget kB (brotli)": kb(budget),
      "JS gzip kB": kb(gzipTotal),
      "JS files": load.scripts.length,
      "CSS files": load.styles.length,
      zod: zodFiles.length > 0 ? "yes" : "no",
    };
  });
  console.table(rows);
  if (process.argv.includes("--files")) console.table(fileRows(manifest));
  if (failures.length > 0) {
    console.error(`JavaScript budget exceeded:\n- ${failures.join("\n- ")}`);
    process.exit(1);
  }
  console.log("Every public page is within its JavaScript budget (brotli), without zod.");
  const home = rows.find((row) => row.page === "home");
  if (home && Number(home["JS brotli kB"]) * KB > HOME_GOAL) {
    console.log(`The home page's goal (issue 14) is ${kb(HOME_GOAL)} kB: ${home["JS brotli kB"]} kB today.`);
  }
}

main();
