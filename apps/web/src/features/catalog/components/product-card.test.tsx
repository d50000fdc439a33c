import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { CartProvider } from "@/lib/cart-provider.tsx";
import { aProduct } from "@/test/fixtures.ts";
import { ProductCard, ProductCardSkeleton } from "./product-card.tsx";

const shawl = aProduct({
  name: "Ajrak Shawl",
  images: ["/uploads/products/ajrak.webp", "/uploads/products/ajrak-2.webp"],
  thumbnails: ["/uploads/products/ajrak-thumb.webp", "/uploads/products/ajrak-2-thumb.webp"],
});

function renderInApp(element: ReactNode) {
  const router = createMemoryRouter([{ path: "/", element }], { initialEntries: ["/"] });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <CartProvider>
        <RouterProvider router={router} />
      </CartProvider>
    </QueryClientProvider>,
  );
}

const pictureOf = (container: HTMLElement) => container.querySelector("article img");

describe("a product card's picture", () => {
  it("is the first photo, offered as its thumbnail at a grid column's width, loaded when near view", () => {
    const { container } = renderInApp(<ProductCard product={shawl} />);
    const picture = pictureOf(container);
    expect(picture).toHaveAttribute("src", "/uploads/products/ajrak.webp");
    expect(picture).toHaveAttribute(
      "srcset",
      "/uploads/products/ajrak-thumb.webp 400w, /uploads/products/ajrak.webp 1600w",
    );
    expect(picture).toHaveAttribute("sizes", "(min-width: 1280px) 320px, (min-width: 768px) 33vw, 50vw");
    expect(picture).toHaveAttribute("loading", "lazy");
    expect(picture).not.toHaveAttribute("fetchpriority");
  });

  it("is fetched first on the first cards of a page", () => {
    const { container } = renderInApp(<ProductCard product={shawl} priority />);
    expect(pictureOf(container)).toHaveAttribute("fetchpriority", "high");
    expect(pictureOf(container)).toHaveAttribute("loading", "eager");
  });

  it("asks for a list row's narrower width", () => {
    const { container } = renderInApp(<ProductCard product={shawl} layout="list" />);
    expect(pictureOf(container)).toHaveAttribute("sizes", "(min-width: 640px) 192px, 128px");
  });

  it("sits in a 4:3 box on a phone and a square one from sm, which its skeleton holds before the products arrive", () => {
    const card = renderInApp(<ProductCard product={shawl} />).container;
    const box = card.querySelector("article img")?.closest("article > div");
    expect(box).toHaveClass("aspect-[4/3]", "sm:aspect-square", "w-full");
    const skeleton = render(<ProductCardSkeleton />).container.firstElementChild;
    expect(skeleton).toHaveAttribute("aria-hidden", "true");
    expect(skeleton?.firstElementChild).toHaveClass("aspect-[4/3]", "sm:aspect-square", "w-full");
  });

  it("carries one action: the name opens the product, the button adds it to the cart", () => {
    const card = renderInApp(<ProductCard product={shawl} />).container;
    const actions = [...card.querySelectorAll("article button, article a")].filter(
      (el) => !el.closest("[aria-hidden='true']") && el.getAttribute("tabindex") !== "-1",
    );
    expect(actions.map((el) => el.textContent?.trim() || el.getAttribute("aria-label"))).toEqual([
      expect.stringMatching(/wishlist/i),
      expect.stringContaining(shawl.store_id.name),
      shawl.name,
      "Add to Cart",
    ]);
  });
});
