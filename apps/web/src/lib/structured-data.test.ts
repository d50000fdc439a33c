import { richResultProblems } from "@marketplace/shared/rich-results";
import { describe, expect, it } from "vitest";
import { aProduct, aStore, productStoreOf } from "@/test/fixtures.ts";
import {
  breadcrumbJsonLd,
  categoryBreadcrumbJsonLd,
  organizationJsonLd,
  productBreadcrumbJsonLd,
  productJsonLd,
  serializeJsonLd,
  storeBreadcrumbJsonLd,
  webSiteJsonLd,
} from "./structured-data.ts";

const ORIGIN = "https://hunarmand.example";
const NOW = new Date("2026-03-01T12:00:00Z");

const rilliStore = aStore({ _id: "s7", name: "Sindhi Rilli Crafts", slug: "sindhi-rilli-crafts" });
const quilt = aProduct({
  _id: "p9",
  name: "Rilli Quilt",
  description: "Patchwork quilt stitched by hand in Thatta.",
  category: "Home Decor",
  price: 7500,
  images: ["/uploads/rilli-quilt.webp", "https://bucket.s3.amazonaws.com/rilli-back.webp"],
  quantity: 3,
  store_id: productStoreOf(rilliStore),
});

describe("a product's JSON-LD", () => {
  it("offers it at today's price in PKR, in stock, sold by its store, with absolute URLs", () => {
    const data = productJsonLd(quilt, ORIGIN, NOW);

    expect(richResultProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      "@type": "Product",
      name: "Rilli Quilt",
      url: `${ORIGIN}/viewproduct/p9`,
      image: [`${ORIGIN}/uploads/rilli-quilt.webp`, "https://bucket.s3.amazonaws.com/rilli-back.webp"],
      offers: {
        "@type": "Offer",
        price: "7500.00",
        priceCurrency: "PKR",
        availability: "https://schema.org/InStock",
        url: `${ORIGIN}/viewproduct/p9`,
        seller: {
          "@type": "Organization",
          name: "Sindhi Rilli Crafts",
          url: `${ORIGIN}/store/sindhi-rilli-crafts`,
        },
      },
    });
  });

  it("leaves the rating out until someone has reviewed the product", () => {
    expect(productJsonLd(quilt, ORIGIN, NOW)).not.toHaveProperty("aggregateRating");

    const reviewed = productJsonLd({ ...quilt, rating: 4.5, reviewCount: 12 }, ORIGIN, NOW);
    expect(richResultProblems(reviewed)).toEqual([]);
    expect(reviewed.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.5,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("says a sold-out product is out of stock", () => {
    const data = productJsonLd({ ...quilt, quantity: 0 }, ORIGIN, NOW);
    expect(richResultProblems(data)).toEqual([]);
    expect(data.offers).toMatchObject({ availability: "https://schema.org/OutOfStock" });
  });

  it("gives the sale price while the sale runs, valid until the sale's last day", () => {
    const onSale = { ...quilt, sale_price: 6400.5, saleEndingDate: "2026-03-10T18:00:00.000Z" };
    expect(productJsonLd(onSale, ORIGIN, NOW).offers).toMatchObject({
      price: "6400.50",
      priceValidUntil: "2026-03-10",
    });
    const ended = productJsonLd(onSale, ORIGIN, new Date("2026-03-11T00:00:00Z")).offers;
    expect(ended).toMatchObject({ price: "7500.00" });
    expect(ended).not.toHaveProperty("priceValidUntil");
  });
});

describe("breadcrumbs", () => {
  it("lead from home through the category to the product, numbered from 1", () => {
    const data = productBreadcrumbJsonLd(quilt, ORIGIN);
    expect(richResultProblems(data)).toEqual([]);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
      {
        "@type": "ListItem",
        position: 2,
        name: "Home Decor",
        item: `${ORIGIN}/products/category/Home%20Decor`,
      },
      { "@type": "ListItem", position: 3, name: "Rilli Quilt", item: `${ORIGIN}/viewproduct/p9` },
    ]);
  });

  it("lead from home to a store and to a category", () => {
    const store = storeBreadcrumbJsonLd(rilliStore, ORIGIN);
    expect(richResultProblems(store)).toEqual([]);
    expect(store.itemListElement).toMatchObject([
      { position: 1, name: "Home" },
      { position: 2, name: "Sindhi Rilli Crafts", item: `${ORIGIN}/store/sindhi-rilli-crafts` },
    ]);

    const category = categoryBreadcrumbJsonLd("Food & Homemade Items", ORIGIN);
    expect(richResultProblems(category)).toEqual([]);
    expect(category.itemListElement).toMatchObject([
      { position: 1 },
      { position: 2, item: `${ORIGIN}/products/category/Food%20%26%20Homemade%20Items` },
    ]);
  });
});

describe("the home page's JSON-LD", () => {
  it("names the marketplace and its search, on the site's origin", () => {
    const organization = organizationJsonLd(ORIGIN);
    const site = webSiteJsonLd(ORIGIN);
    expect(richResultProblems(organization)).toEqual([]);
    expect(richResultProblems(site)).toEqual([]);
    expect(organization).toMatchObject({
      name: "Hunarmand",
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
    });
    expect(site.potentialAction).toMatchObject({
      target: { urlTemplate: `${ORIGIN}/AllProducts?q={search_term_string}` },
    });
  });
});

/** A document as the page's script holds it: plain JSON, to break on purpose. */
type Json = { [key: string]: Json } & Record<string, unknown>;
const asJson = (data: object): Json => JSON.parse(JSON.stringify(data));

describe("the rich-results checker", () => {
  const good = () => asJson(productJsonLd(quilt, ORIGIN, NOW));

  it("finds a price with a currency sign, another currency, an availability by name and relative URLs", () => {
    const offers = { ...good().offers, price: "Rs 7,500", priceCurrency: "USD", availability: "InStock" };
    const problems = richResultProblems({
      ...good(),
      offers,
      image: ["/uploads/a.webp"],
      url: "/viewproduct/p9",
    });
    expect(problems).toEqual([
      'Product.url: must be an absolute URL, not "/viewproduct/p9"',
      'Product.image[0]: must be an absolute URL, not "/uploads/a.webp"',
      'Product.offers.price: must be a plain number like "1500.00", not "Rs 7,500"',
      'Product.offers.priceCurrency: must be "PKR"',
      "Product.offers.availability: must be a schema.org ItemAvailability URL",
    ]);
  });

  it("finds a rating without reviews, a missing offer and a missing context", () => {
    const { offers: _, "@context": __, ...rest } = good();
    const problems = richResultProblems({
      ...rest,
      aggregateRating: { "@type": "AggregateRating", ratingValue: 0, reviewCount: 0 },
    });
    expect(problems).toEqual([
      '@context: must be "https://schema.org"',
      "Product.offers: must be an Offer",
      "Product.aggregateRating.ratingValue: must be a number from 1 to 5",
      "Product.aggregateRating.reviewCount: must be a whole number above 0 (no rating without reviews)",
    ]);
  });

  it("finds breadcrumbs numbered out of order or without addresses, and shapes we do not emit", () => {
    const crumbs = breadcrumbJsonLd(
      [{ name: "Home Decor", path: "/products/category/Home%20Decor" }],
      ORIGIN,
    );
    const broken = {
      ...crumbs,
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home" },
        {
          "@type": "ListItem",
          position: 3,
          name: "Home Decor",
          item: `${ORIGIN}/products/category/Home%20Decor`,
        },
      ],
    };
    expect(richResultProblems(broken)).toEqual([
      "BreadcrumbList.itemListElement[0].item: must be an absolute URL, not undefined",
      "BreadcrumbList.itemListElement[1].position: must be 2",
    ]);
    expect(richResultProblems({ "@context": "https://schema.org", "@type": "Recipe" })).toEqual([
      '@type: "Recipe" is not a shape we emit',
    ]);
  });
});

describe("serializeJsonLd", () => {
  it("keeps a name holding </script> or <!-- from closing the script, and reads back the same", () => {
    const sneaky = { ...quilt, name: 'Shawl</script><script>alert("x")</script><!--' };
    const text = serializeJsonLd(productJsonLd(sneaky, ORIGIN, NOW));

    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain("<!--");
    expect(text).toContain("Shawl\\u003c/script>");
    expect(JSON.parse(text).name).toBe(sneaky.name);
  });
});
