/**
 * The JSON-LD the public pages carry, in the schema.org shapes Google's rich results read (Product
 * with its offer and rating, BreadcrumbList, Organization and WebSite). Typed by `schema-dts`, which
 * is types only: nothing here adds to the bundle but these builders.
 */
import type { Category } from "@marketplace/shared/categories";
import { unitPrice } from "@marketplace/shared/pricing";
import type { Product } from "@marketplace/shared/products-contracts";
import type { Store } from "@marketplace/shared/stores-contracts";
import type {
  BreadcrumbList,
  ItemAvailability,
  Offer,
  Organization,
  Product as ProductLd,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
  WithContext,
} from "schema-dts";
import { categoryPath, productPath, storePath } from "./app-paths.ts";
import { SITE_DESCRIPTION, SITE_NAME } from "./site-identity.ts";
import { absoluteUrl } from "./site-origin.tsx";

/** One JSON-LD document, as a page's `<script type="application/ld+json">` holds it. */
export type JsonLd = WithContext<Thing>;

export const ALL_PRODUCTS_PATH = "/AllProducts";

/** A price as structured data and Open Graph want it: a plain decimal with a dot, no grouping. */
export function priceText(rupees: number): string {
  return rupees.toFixed(2);
}

export function availabilityOf(product: Pick<Product, "quantity">): ItemAvailability {
  return product.quantity > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock";
}

/** A product with its offer (today's price, in rupees) and, once it has reviews, its rating. */
export function productJsonLd(
  product: Product,
  origin: string,
  now: Date = new Date(),
): WithContext<ProductLd> {
  const url = absoluteUrl(productPath(product._id), origin);
  const offer: Offer = {
    "@type": "Offer",
    url,
    price: priceText(unitPrice(product, now)),
    priceCurrency: "PKR",
    availability: availabilityOf(product),
    itemCondition: "https://schema.org/NewCondition",
    seller: {
      "@type": "Organization",
      name: product.store_id.name,
      url: absoluteUrl(storePath(product.store_id), origin),
    },
  };
  const saleEnds = saleEndDate(product, now);
  if (saleEnds) offer.priceValidUntil = saleEnds;

  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.name,
    description: product.description,
    url,
    sku: product._id,
    category: product.category,
    image: product.images.map((image) => absoluteUrl(image, origin)),
    offers: offer,
    ...(product.reviewCount > 0 && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: product.rating,
        reviewCount: product.reviewCount,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}

/** The day an active sale's price stops, so search results do not show it after. */
function saleEndDate(product: Product, now: Date): string | null {
  if (!product.saleEndingDate || unitPrice(product, now) === product.price) return null;
  return product.saleEndingDate.slice(0, 10);
}

interface Crumb {
  name: string;
  path: string;
}

/** Home, then each crumb, numbered from 1 as Google requires. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...crumbs].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, origin),
    })),
  };
}

export function productBreadcrumbJsonLd(product: Product, origin: string): WithContext<BreadcrumbList> {
  return breadcrumbJsonLd(
    [
      { name: product.category, path: categoryPath(product.category) },
      { name: product.name, path: productPath(product._id) },
    ],
    origin,
  );
}

export function storeBreadcrumbJsonLd(store: Store, origin: string): WithContext<BreadcrumbList> {
  return breadcrumbJsonLd([{ name: store.name, path: storePath(store) }], origin);
}

export function categoryBreadcrumbJsonLd(category: Category, origin: string): WithContext<BreadcrumbList> {
  return breadcrumbJsonLd([{ name: category, path: categoryPath(category) }], origin);
}

/** The marketplace itself, for the home page. */
export function organizationJsonLd(origin: string): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${absoluteUrl("/", origin)}#organization`,
    name: SITE_NAME,
    url: absoluteUrl("/", origin),
    logo: absoluteUrl("/favicon.svg", origin),
    description: SITE_DESCRIPTION,
  };
}

/** The site, with the search box Google may show under it (the all-products search). */
export function webSiteJsonLd(origin: string): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    "@type": "SearchAction",
    target: {
      "@type": "EntryPoint",
      urlTemplate: `${absoluteUrl(ALL_PRODUCTS_PATH, origin)}?q={search_term_string}`,
    },
    "query-input": "required name=search_term_string",
  };
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: absoluteUrl("/", origin),
    potentialAction: search,
  };
}

/**
 * JSON for inside a `<script>` element: `<` is written as `\u003c`, so no text in a product's name or
 * description can close the element (`</script>`) or open a comment (`<!--`). JSON parsers read the
 * escape back as `<`. U+2028 and U+2029 are escaped too, for older JavaScript parsers.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
