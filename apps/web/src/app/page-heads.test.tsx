import { richResultProblems } from "@marketplace/shared/rich-results";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, on } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import {
  aProduct,
  aProductList,
  aReviewPage,
  aStoreDetails,
  aStoreProductList,
  productStoreOf,
} from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";

/** The tests' site: jsdom's own address, which the app uses when no server gave it one. */
const ORIGIN = "http://localhost:3000";

/** What a search engine or a chat preview reads from the page's head, and its JSON-LD. */
function readHead() {
  const content = (selector: string) => {
    const found = document.head.querySelectorAll(`meta[${selector}]`);
    expect(found.length, `one meta[${selector}]`).toBeLessThanOrEqual(1);
    return found[0]?.getAttribute("content") ?? null;
  };
  const canonical = document.head.querySelectorAll('link[rel="canonical"]');
  expect(canonical.length).toBeLessThanOrEqual(1);
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ""),
  );
  for (const data of jsonLd) expect(richResultProblems(data), JSON.stringify(data)).toEqual([]);
  return {
    title: document.title,
    description: content('name="description"'),
    robots: content('name="robots"'),
    canonical: canonical[0]?.getAttribute("href") ?? null,
    ogTitle: content('property="og:title"'),
    ogType: content('property="og:type"'),
    ogImage: content('property="og:image"'),
    twitterImage: content('name="twitter:image"'),
    price: content('property="product:price:amount"'),
    currency: content('property="product:price:currency"'),
    jsonLd,
    types: jsonLd.map((data) => data["@type"]),
  };
}

const noorsStore = aStoreDetails({
  _id: "0190f0e5-1111-7000-8000-000000000001",
  name: "Noor's Crochet",
  slug: "noors-crochet",
  category: "Crochet & Knitting",
  description: "Cosy crochet blankets and toys made to order in Karachi.",
  location: "Karachi",
  logo: "/uploads/noor-logo.webp",
  banner: null,
});

const blanket = aProduct({
  _id: "p7",
  name: "Crochet Baby Blanket",
  description: "Soft cotton blanket in pastel squares, crocheted to order.",
  category: "Crochet & Knitting",
  price: 4500,
  quantity: 0,
  rating: 4.3,
  reviewCount: 3,
  images: ["/uploads/blanket.webp", "https://cdn.example.pk/blanket-2.webp"],
  store_id: productStoreOf(noorsStore),
});

describe("each public page's head", () => {
  it("names a product, its price and store, with its offer, rating and breadcrumbs as JSON-LD", async () => {
    server.use(
      answer("GET /api/products/:id", { success: true, product: blanket }),
      answer("GET /api/products/:id/reviews", aReviewPage([], { averageRating: 4.3, reviewCount: 3 })),
    );
    renderApp("/viewproduct/p7");
    await screen.findByRole("heading", { level: 1, name: "Crochet Baby Blanket" });

    const head = readHead();
    expect(head).toMatchObject({
      title: "Crochet Baby Blanket · Hunarmand",
      description:
        "Crochet Baby Blanket, Rs 4,500 from Noor's Crochet. Soft cotton blanket in pastel squares, crocheted to order.",
      robots: null,
      canonical: `${ORIGIN}/viewproduct/p7`,
      ogTitle: "Crochet Baby Blanket",
      ogType: "product",
      ogImage: `${ORIGIN}/uploads/blanket.webp`,
      twitterImage: `${ORIGIN}/uploads/blanket.webp`,
      price: "4500.00",
      currency: "PKR",
      types: ["Product", "BreadcrumbList"],
    });
    expect(head.jsonLd[0]).toMatchObject({
      name: "Crochet Baby Blanket",
      image: [`${ORIGIN}/uploads/blanket.webp`, "https://cdn.example.pk/blanket-2.webp"],
      offers: {
        price: "4500.00",
        priceCurrency: "PKR",
        availability: "https://schema.org/OutOfStock",
        url: `${ORIGIN}/viewproduct/p7`,
        seller: { "@type": "Organization", name: "Noor's Crochet" },
      },
      aggregateRating: { ratingValue: 4.3, reviewCount: 3 },
    });
    expect(head.jsonLd[1].itemListElement.map((item: { name: string }) => item.name)).toEqual([
      "Home",
      "Crochet & Knitting",
      "Crochet Baby Blanket",
    ]);
  });

  it("names a store and its city, on its short address whatever address opened it", async () => {
    server.use(
      answer("GET /api/stores/:id", { success: true, store: noorsStore }),
      answer("GET /api/products/store/:storeId", aStoreProductList([])),
    );
    renderApp(`/store/${noorsStore._id}?sort=price-low`);
    await screen.findByRole("heading", { level: 1, name: "Noor's Crochet" });

    expect(readHead()).toMatchObject({
      title: "Noor's Crochet · Hunarmand",
      description:
        "Noor's Crochet, handmade in Karachi, on Hunarmand. Cosy crochet blankets and toys made to order in Karachi.",
      canonical: `${ORIGIN}/store/noors-crochet`,
      ogType: "website",
      ogImage: `${ORIGIN}/uploads/noor-logo.webp`,
      price: null,
      types: ["BreadcrumbList"],
      jsonLd: [
        {
          itemListElement: [
            { position: 1, name: "Home", item: `${ORIGIN}/` },
            { position: 2, name: "Noor's Crochet", item: `${ORIGIN}/store/noors-crochet` },
          ],
        },
      ],
    });
  });

  it("names a category, keeps its page number in the canonical address and drops the rest", async () => {
    server.use(
      on("GET /api/products", () =>
        aProductList([blanket], { current_page: 2, total_pages: 3, total_products: 30 }),
      ),
    );
    renderApp("/products/category/crochet-and-knitting?page=2&sort=price-low");
    await screen.findByRole("heading", { level: 1, name: "Crochet & Knitting" });
    await screen.findByText("Crochet Baby Blanket");

    expect(readHead()).toMatchObject({
      title: "Crochet & Knitting, page 2 · Hunarmand",
      description: "Handmade Crochet & Knitting from women-run stores across Pakistan, on Hunarmand.",
      canonical: `${ORIGIN}/products/category/Crochet%20%26%20Knitting?page=2`,
      ogImage: `${ORIGIN}/uploads/blanket.webp`,
      types: ["BreadcrumbList"],
    });
  });

  it("gives the home page the site's title, the marketplace as an Organization and its search", async () => {
    server.use(
      answer("GET /api/products", aProductList([])),
      answer("GET /api/stores", { success: true, stores: [] }),
    );
    renderApp("/");
    await waitFor(() => expect(document.title).toBe("Hunarmand: handmade goods from women artisans"));

    const head = readHead();
    expect(head).toMatchObject({
      canonical: `${ORIGIN}/`,
      description:
        "Hunarmand: handmade, traditional and locally crafted goods from women-run stores across Pakistan.",
      types: ["Organization", "WebSite"],
    });
    expect(head.jsonLd[1].potentialAction.target.urlTemplate).toBe(
      `${ORIGIN}/AllProducts?q={search_term_string}`,
    );
  });

  it("keeps the not-found page out of search results", async () => {
    renderApp("/no/such/page");
    await screen.findByRole("heading", { level: 1, name: "Page not found" });

    expect(readHead()).toMatchObject({
      title: "Page not found · Hunarmand",
      robots: "noindex",
      canonical: null,
      description: null,
      types: [],
    });
  });

  it("keeps a private page out of search results", async () => {
    renderApp("/checkout");
    await waitFor(() => expect(document.title).toBe("Checkout · Hunarmand"));
    expect(readHead()).toMatchObject({ robots: "noindex", canonical: null, ogTitle: null });
  });
});
