import "@testing-library/jest-dom/vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aProduct, aProductList, aReviewPage } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";

const variant = (
  id: string,
  size: string,
  quantity: number,
  price = 3000,
  sale_price: number | null = null,
) => ({
  _id: id,
  options: { Size: size },
  price,
  sale_price,
  quantity,
  sku: null,
  image: null as string | null,
});

const kurta = aProduct({
  _id: "k1",
  name: "Chikankari Kurta",
  price: 3000,
  quantity: 7,
  options: [{ name: "Size", values: ["S", "M", "L"] }],
  variants: [variant("k1-s", "S", 5), variant("k1-m", "M", 2, 3400), variant("k1-l", "L", 0)],
});

const reviews = answer("GET /api/products/:id/reviews", aReviewPage());

function showKurta(path = "/viewproduct/k1") {
  server.use(answer("GET /api/products/:id", { success: true, product: kurta }), reviews);
  return renderApp(path);
}

describe("choosing a size on the product page", () => {
  it("keeps Add to Cart and Buy Now closed, saying what to choose, until a size is chosen", async () => {
    showKurta();
    await screen.findByRole("heading", { level: 1, name: "Chikankari Kurta" });
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Buy Now" })).toBeDisabled();
    expect(screen.getByText("Choose Size to add it to your cart.")).toBeInTheDocument();
    // M costs more than S and L: the lowest shows until a size is chosen.
    expect(screen.getByText("From Rs 3,000")).toBeInTheDocument();
  });

  it("shows a sold-out size but does not let it be chosen", async () => {
    showKurta();
    const sizes = await screen.findByRole("group", { name: "Size" });
    expect(screen.getByRole("button", { name: "L (sold out)" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "S" })).toBeEnabled();
    expect(sizes).toBeInTheDocument();
  });

  it("follows the size chosen with its price and stock, and adds that size to the cart", async () => {
    const user = userEvent.setup();
    showKurta();
    await user.click(await screen.findByRole("button", { name: "M" }));
    expect(screen.getByRole("button", { name: "M" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Only 2 left in M")).toBeInTheDocument();
    expect(screen.getAllByText("Rs 3,400").length).toBeGreaterThan(0);
    expect(screen.queryByText("Choose Size to add it to your cart.")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(localStorage.getItem("cart")).not.toBeNull());
    const [line] = JSON.parse(localStorage.getItem("cart") as string);
    expect(line).toMatchObject({
      quantity: 1,
      variant: { _id: "k1-m", options: { Size: "M" } },
      product: { _id: "k1", price: 3400, quantity: 2 },
    });
  });

  it("takes the size chosen into Buy Now's checkout and its address", async () => {
    const user = userEvent.setup();
    const { router } = showKurta();
    await user.click(await screen.findByRole("button", { name: "S" }));
    await user.click(screen.getByRole("button", { name: "Buy Now" }));
    await waitFor(() => expect(router.state.location.search).toBe("?buy=1&variant=k1-s"));
    expect(await screen.findByText("Size: S")).toBeInTheDocument();
  });

  it("starts from the size the address names, as after signing in on the way to Buy Now", async () => {
    showKurta("/viewproduct/k1?variant=k1-m");
    expect(await screen.findByRole("button", { name: "M" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  });
});

describe("choosing a size in Urdu", () => {
  it("names the option and what to choose in Urdu, the seller's values as she wrote them", async () => {
    server.use(answer("GET /api/products/:id", { success: true, product: kurta }), reviews);
    renderApp("/viewproduct/k1", { language: "ur" });
    expect(await screen.findByRole("group", { name: "سائز" })).toBeInTheDocument();
    expect(screen.getByText("ٹوکری میں ڈالنے کے لیے سائز منتخب کریں۔")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "L (ختم)" })).toBeDisabled();
  });
});

describe("a product with sizes in a list of cards", () => {
  it("sends the buyer to its page to choose a size instead of adding it to the cart", async () => {
    const shawl = aProduct({ _id: "p2", name: "Ajrak Shawl" });
    server.use(answer("GET /api/products", aProductList([kurta, shawl])));
    renderApp("/AllProduct");
    const kurtaCard = (await screen.findByRole("heading", { name: "Chikankari Kurta" })).closest("article");
    const shawlCard = screen.getByRole("heading", { name: "Ajrak Shawl" }).closest("article");
    expect(kurtaCard?.querySelector('a[href="/viewproduct/k1"]')).not.toBeNull();
    expect(kurtaCard?.textContent).toContain("Choose Options");
    expect(kurtaCard?.textContent).not.toContain("Add to Cart");
    expect(shawlCard?.textContent).toContain("Add to Cart");
  });
});

describe("the picture following the colour chosen", () => {
  const pictures = [
    "/uploads/products/d-main.webp",
    "/uploads/products/d-blue.webp",
    "/uploads/products/d-red.webp",
  ] as const;
  const pick = (size: string, colour: string, quantity: number) => ({
    ...variant(`d-${size}-${colour}`, size, quantity),
    options: { Size: size, Colour: colour },
    image: colour === "Blue" ? pictures[1] : colour === "Red" ? pictures[2] : (null as string | null),
  });
  const dupatta = aProduct({
    _id: "d1",
    name: "Chiffon Dupatta",
    images: [...pictures],
    image: [...pictures],
    thumbnails: [...pictures],
    quantity: 9,
    options: [
      { name: "Size", values: ["S", "M"] },
      { name: "Colour", values: ["Blue", "Red", "Green"] },
    ],
    variants: [
      pick("S", "Blue", 2),
      pick("S", "Red", 2),
      pick("S", "Green", 1),
      pick("M", "Blue", 2),
      pick("M", "Red", 1),
      pick("M", "Green", 1),
    ],
  });

  it("brings the colour's picture to the front once the colour is picked, even before the size, and keeps the thumbnails", async () => {
    const user = userEvent.setup();
    server.use(answer("GET /api/products/:id", { success: true, product: dupatta }), reviews);
    renderApp("/viewproduct/d1");
    const main = await screen.findByRole("button", { name: "Open image 1 of 3 full size" });
    expect(main.querySelector("img")).toHaveAttribute("alt", "Chiffon Dupatta, image 1 of 3");

    // The size alone names two pictures (its blue and its red): the gallery stays.
    await user.click(screen.getByRole("button", { name: "M" }));
    expect(screen.getByRole("button", { name: "Open image 1 of 3 full size" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Red" }));
    expect(screen.getByRole("button", { name: "Open image 3 of 3 full size" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show image 3 of 3" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByRole("button", { name: /^Show image \d of 3$/ })).toHaveLength(3);

    await user.click(screen.getByRole("button", { name: "Blue" }));
    expect(screen.getByRole("button", { name: "Open image 2 of 3 full size" })).toBeInTheDocument();

    // The buyer can still look at the other pictures; a colour without one leaves the gallery be.
    await user.click(screen.getByRole("button", { name: "Show image 1 of 3" }));
    expect(screen.getByRole("button", { name: "Open image 1 of 3 full size" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Green" }));
    expect(screen.getByRole("button", { name: "Open image 1 of 3 full size" })).toBeInTheDocument();
  });

  it("starts on the picture of the variant the address names", async () => {
    server.use(answer("GET /api/products/:id", { success: true, product: dupatta }), reviews);
    renderApp("/viewproduct/d1?variant=d-S-Red");
    expect(await screen.findByRole("button", { name: "Open image 3 of 3 full size" })).toBeInTheDocument();
  });
});
