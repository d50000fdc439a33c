import { findCategory } from "@marketplace/shared/categories";
import type { QueryClient } from "@tanstack/react-query";
import { data, type LoaderFunctionArgs, type RouteObject, redirect } from "react-router";
import { campaignPageQuery } from "@/features/catalog/api/campaigns-api.ts";
import {
  CATEGORY_PAGE_SIZE,
  infiniteProductsQuery,
  productFacetsQuery,
  productListQuery,
  productQuery,
  productReviewsQuery,
} from "@/features/catalog/api/products-api.ts";
import { apiFiltersFrom, facetFiltersFrom } from "@/features/catalog/catalog-filters.ts";
import { openCampaignsQuery } from "@/features/home/campaigns-query.ts";
import { FEATURED_PRODUCTS, HOT_DEALS } from "@/features/home/home-sections.ts";
import {
  looksLikeId,
  STORE_PAGE_SIZE,
  storeCardQuery,
  storeListQuery,
  storeProductsQuery,
  storeQuery,
} from "@/features/stores/api/stores-api.ts";
import { ApiError } from "@/lib/api-client.ts";
import { storePath } from "@/lib/app-paths.ts";
import { type PageName, pageNamed } from "@/lib/page-paths.ts";
import { readUrlFilters } from "@/lib/use-url-filters.ts";

/**
 * The public pages the server renders, by route path, each with what it reads before rendering
 * (docs/decisions/0022). A reader fills the query cache through the very query options the page's
 * components use, so the page renders its data on the server and the browser hydrates it without
 * asking again. A read that fails for another reason than "not found" fails the render, and the
 * server sends the page for the browser to render instead. Routes not named here (sign-in, checkout, dashboards, the console) are rendered in
 * the browser only: they depend on a session the server does not hold.
 */
type PageReader = (page: {
  params: Record<string, string | undefined>;
  url: URL;
  queries: QueryClient;
}) => Promise<void>;

const nothingToRead: PageReader = async () => {};

/**
 * Waits for every read of a page, then fails with the first failure. `Promise.all` would fail at
 * the first and let the page render while another read was still on its way: a missing product's
 * reviews answered 404 first, and the page showed "Loading product..." instead of Not Found.
 */
async function readAll(reads: Array<Promise<unknown>>): Promise<void> {
  const settled = await Promise.allSettled(reads);
  const failed = settled.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
}

const homePage: PageReader = async ({ queries }) => {
  await readAll([
    queries.fetchQuery(productListQuery(HOT_DEALS)),
    queries.fetchQuery(productListQuery(FEATURED_PRODUCTS)),
    queries.fetchQuery(storeListQuery()),
    queries.fetchQuery(openCampaignsQuery()),
  ]);
};

const campaignPage: PageReader = async ({ params, queries }) => {
  await orNotFound(queries.fetchQuery(campaignPageQuery(params.slug ?? "")));
};

const allProductsPage: PageReader = async ({ url, queries }) => {
  const filters = readUrlFilters(url.searchParams);
  await readAll([
    queries.fetchInfiniteQuery(
      infiniteProductsQuery(apiFiltersFrom(filters), { keepPrevious: true, firstPage: filters.page }),
    ),
    // The panel's counts are in the page too, so that it works before (and without) JavaScript; the
    // list is the page, so a failure of the counts leaves them out (the browser asks again) instead.
    queries.fetchQuery(productFacetsQuery(facetFiltersFrom(filters))).catch(() => undefined),
  ]);
};

const categoryPage: PageReader = async ({ params, url, queries }) => {
  const category = findCategory(params.category ?? "");
  if (!category) notFound();
  const { page } = readUrlFilters(url.searchParams);
  await queries.fetchQuery(productListQuery({ category, page, limit: CATEGORY_PAGE_SIZE }));
};

/** The product, its reviews, and its store for the seller card, delivery and returns (issue 34, item 7). */
const productPage: PageReader = async ({ params, queries }) => {
  const id = params.productId ?? "";
  await readAll([
    orNotFound(queries.fetchQuery(productQuery(id))).then(({ store_id }) =>
      // The seller card is not the product: without it the page still renders (and its code asks again).
      queries.fetchQuery(storeCardQuery(store_id.slug || store_id._id)).catch(() => undefined),
    ),
    orNotFound(queries.fetchQuery(productReviewsQuery(id, 1))),
  ]);
};

const storePage: PageReader = async ({ params, url, queries }) => {
  const idOrSlug = params.storeId ?? "";
  const store = await orNotFound(queries.fetchQuery(storeQuery(idOrSlug)));
  const { search, category, sort, page } = readUrlFilters(url.searchParams);
  const storeId = looksLikeId(idOrSlug) ? idOrSlug : store._id;
  await queries.fetchInfiniteQuery(
    storeProductsQuery(
      storeId,
      {
        search: search || undefined,
        category: category ?? undefined,
        sort,
        limit: STORE_PAGE_SIZE,
      },
      page,
    ),
  );
};

/**
 * The first client's store links (`/dashboard/store/{id}`), shared on WhatsApp long ago: a permanent
 * move to the store's own address, so that their previews show the store.
 */
const oldStoreLink: PageReader = async ({ params, queries }) => {
  const store = await orNotFound(queries.fetchQuery(storeQuery(params.storeId ?? "")));
  throw redirect(storePath(store), 301);
};

/** Anything else under the site's own layout is the Not Found page, answered with 404. */
const unknownPage: PageReader = async () => notFound();

/** The pages the server renders, by name (addresses in `lib/page-paths.ts`), and "*" for the rest. */
const SERVER_RENDERED: Partial<Record<PageName, PageReader>> = {
  home: homePage,
  allProductsSpec: allProductsPage,
  allProducts: allProductsPage,
  category: categoryPage,
  product: productPage,
  campaign: campaignPage,
  store: storePage,
  oldStoreLink: oldStoreLink,
  about: nothingToRead,
  contact: nothingToRead,
  terms: nothingToRead,
  privacy: nothingToRead,
};

function readerAt(path: string | undefined): PageReader | undefined {
  if (path === "*") return unknownPage;
  const name = pageNamed(path);
  return name === undefined ? undefined : SERVER_RENDERED[name];
}

/** Whether the server renders the page at this route path. */
export function isServerRendered(path: string | undefined): boolean {
  return readerAt(path) !== undefined;
}

/** The server's copy of the route tree: the same routes (so the same ids) with the readers as loaders. */
export function withPageReaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const reader = readerAt(route.path);
    const children = route.children ? withPageReaders(route.children) : undefined;
    if (!reader) return { ...route, children } as RouteObject;
    return {
      ...route,
      children,
      loader: async ({ params, request, context }: LoaderFunctionArgs) => {
        try {
          await reader({ params, url: new URL(request.url), queries: queryClientIn(context) });
          return null;
        } catch (error) {
          // The page still renders, showing its own "not found" from the failed read in its cache
          // (Product Not Found, with Go Back); only the answer's status says 404.
          if (error instanceof PageNotFound) return data(null, { status: 404, statusText: "Not Found" });
          throw error;
        }
      },
    } as RouteObject;
  });
}

/** What the server passes each render's loaders: the render's own query cache. */
export interface PageDataContext {
  queries: QueryClient;
}

function queryClientIn(context: unknown): QueryClient {
  const queries = (context as Partial<PageDataContext> | undefined)?.queries;
  if (!queries) throw new Error("A server render's loaders need its query client in the request context.");
  return queries;
}

/** What a reader throws when its page's main record does not exist. */
class PageNotFound extends Error {}

function notFound(): never {
  throw new PageNotFound();
}

/** The page's main record; the API's 404 (or 400 for an address that cannot be an id) means no page. */
async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}
