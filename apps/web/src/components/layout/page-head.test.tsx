import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteOriginProvider } from "@/lib/site-origin.tsx";
import { productJsonLd } from "@/lib/structured-data.ts";
import { aProduct } from "@/test/fixtures.ts";
import { PageHead } from "./page-head.tsx";

const meta = (selector: string) => document.head.querySelector(`meta[${selector}]`)?.getAttribute("content");

const sneaky = aProduct({
  _id: "p1",
  name: "Shawl</script><script>alert(1)</script>",
  price: 1500,
  images: ["/uploads/shawl.webp"],
});

function ProductHeadOn({ origin }: { origin: string }) {
  return (
    <SiteOriginProvider origin={origin}>
      <PageHead
        title={sneaky.name}
        description="A shawl."
        path="/viewproduct/p1"
        image={sneaky.images[0]}
        price={1500}
        structuredData={[productJsonLd(sneaky, origin)]}
      />
      <p>Page body</p>
    </SiteOriginProvider>
  );
}

describe("PageHead", () => {
  it("puts the title, description, canonical link and sharing tags into the document's head", () => {
    const { unmount } = render(<ProductHeadOn origin="https://hunarmand.example" />);

    expect(document.title).toBe("Shawl</script><script>alert(1)</script> · Hunarmand");
    expect(meta('name="description"')).toBe("A shawl.");
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "https://hunarmand.example/viewproduct/p1",
    );
    expect(meta('property="og:type"')).toBe("product");
    expect(meta('property="og:image"')).toBe("https://hunarmand.example/uploads/shawl.webp");
    expect(meta('property="product:price:amount"')).toBe("1500.00");
    expect(meta('property="product:price:currency"')).toBe("PKR");
    expect(meta('name="twitter:card"')).toBe("summary_large_image");
    expect(meta('name="twitter:image"')).toBe("https://hunarmand.example/uploads/shawl.webp");

    // Leaving the page takes its tags with it, so the next page's are the only ones.
    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it("hoists the tags into <head> in the server's HTML too, and keeps the JSON-LD one unbroken script", () => {
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <ProductHeadOn origin="https://hunarmand.example" />
        </body>
      </html>,
    );
    const page = new DOMParser().parseFromString(html, "text/html");

    expect(page.head.querySelector("title")?.textContent).toBe(
      "Shawl</script><script>alert(1)</script> · Hunarmand",
    );
    expect(page.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "https://hunarmand.example/viewproduct/p1",
    );
    expect(page.head.querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe(
      "https://hunarmand.example/uploads/shawl.webp",
    );
    expect(page.body.querySelector("title, meta, link")).toBeNull();

    const scripts = page.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute("type")).toBe("application/ld+json");
    expect(JSON.parse(scripts[0]?.textContent ?? "").name).toBe(sneaky.name);
    expect(page.body.textContent).toContain("Page body");
  });

  it("gives a private page its title and noindex, and nothing to share", () => {
    render(<PageHead title="Checkout" noindex />);

    expect(document.title).toBe("Checkout · Hunarmand");
    expect(meta('name="robots"')).toBe("noindex");
    expect(document.head.querySelector('link[rel="canonical"], meta[property^="og:"]')).toBeNull();
  });

  it("titles the home page with the site's own name", () => {
    render(<PageHead description="Handmade goods." path="/" />);
    expect(document.title).toBe("Hunarmand: handmade goods from women artisans");
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${window.location.origin}/`,
    );
    expect(meta('name="twitter:card"')).toBe("summary");
  });
});
