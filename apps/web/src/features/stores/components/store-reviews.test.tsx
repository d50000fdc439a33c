import "@testing-library/jest-dom/vitest";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aProduct, aStoreDetails, aStoreProductList } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";

/** Text as the page writes it: cities, names and day ranges are isolated (U+2068 … U+2069) for Urdu. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u2068\u2069]/g, "");

const review = {
  _id: "r1",
  author: "Ayesha",
  rating: 5,
  comment: "Fits well",
  createdAt: "2025-06-01T07:30:00.000Z",
  variant: { Size: "M" },
  product: { _id: "p1", name: "Lawn Kurta" },
};
const store = (overrides: Parameters<typeof aStoreDetails>[0] = {}) =>
  aStoreDetails({
    name: "Noor's Crochet",
    slug: "noors-crochet",
    location: "Karachi",
    rating: { average: 4.5, count: 2 },
    returnWindowDays: 10,
    recentReviews: [
      review,
      {
        ...review,
        _id: "r2",
        rating: 4,
        comment: "",
        variant: null,
        product: { _id: "p2", name: "Blue Mug" },
      },
    ],
    ...overrides,
  });

function serve(answered = store()) {
  server.use(
    answer("GET /api/stores/:id", { success: true, store: answered }),
    answer(
      "GET /api/products/store/:storeId",
      aStoreProductList([aProduct()], { averagePrice: 4500, inStock: 1 }),
    ),
  );
}

describe("the store page faces the shopper (issue 34, item 8)", () => {
  it("shows the store's rating and products, not the seller's figures", async () => {
    serve();
    renderApp("/store/noors-crochet");
    const figures = await screen.findByRole("region", { name: "Store figures" });
    expect(within(figures).getAllByTestId("store-stat")).toHaveLength(2);
    expect(within(figures).getByText("(4.5, 2 reviews)")).toBeInTheDocument();
    expect(within(figures).getByText("Total Products")).toBeInTheDocument();
    expect(screen.queryByText("Average Price")).toBeNull();
    expect(screen.queryByText("In Stock")).toBeNull();
  });

  it("lists the newest reviews of its products, each with its product and the size bought", async () => {
    serve();
    renderApp("/store/noors-crochet");
    const reviews = (await screen.findByRole("heading", { name: "Reviews" })).closest("section");
    if (!reviews) throw new Error("no reviews");
    const inReviews = within(reviews);
    expect(inReviews.getByText("From buyers of this store's products")).toBeInTheDocument();
    expect(inReviews.getAllByRole("listitem")).toHaveLength(2);
    expect(inReviews.getByRole("link", { name: "About \u2068Lawn Kurta\u2069" })).toHaveAttribute(
      "href",
      "/viewproduct/p1",
    );
    expect(inReviews.getByText(/Bought: Size: M/)).toBeInTheDocument();
    expect(inReviews.getByText("Fits well")).toBeInTheDocument();
    expect(inReviews.getByRole("link", { name: "About \u2068Blue Mug\u2069" })).toBeInTheDocument();
  });

  it("says so when nobody has reviewed its products yet", async () => {
    serve(store({ rating: { average: 0, count: 0 }, recentReviews: [] }));
    renderApp("/store/noors-crochet");
    expect(
      await screen.findByText("No reviews yet. Buyers can review a product once their order is delivered."),
    ).toBeInTheDocument();
  });

  it("gives its delivery (estimate and cost) and returns", async () => {
    serve();
    renderApp("/store/noors-crochet");
    const policies = (await screen.findByRole("heading", { name: "Delivery and returns" })).closest(
      "section",
    );
    const text = plain(policies?.textContent);
    expect(text).toContain("Delivery in about 1–2 days within Karachi, 3–5 days to other cities.");
    expect(text).toContain("An estimate");
    expect(text).toContain("delivery per store's order");
    expect(text).toContain("Returns: ask within 10 days of delivery, from My Orders.");
  });

  it("shows the phone and e-mail only when the seller chose to publish them", async () => {
    const contactInfo = { phone: "03211234567", email: "noor@example.pk" };
    serve(store({ contactInfo, showContact: false }));
    const hidden = renderApp("/store/noors-crochet");
    await screen.findByRole("heading", { level: 1, name: "Noor's Crochet" });
    expect(screen.queryByText("03211234567")).toBeNull();
    expect(screen.queryByText("noor@example.pk")).toBeNull();
    hidden.unmount();

    serve(store({ contactInfo, showContact: true }));
    renderApp("/store/noors-crochet");
    expect(await screen.findByRole("link", { name: /03211234567/ })).toHaveAttribute(
      "href",
      "tel:03211234567",
    );
    expect(screen.getByRole("link", { name: /noor@example.pk/ })).toHaveAttribute(
      "href",
      "mailto:noor@example.pk",
    );
  });

  it("reads in Urdu", async () => {
    serve();
    renderApp("/store/noors-crochet", { language: "ur" });
    const reviews = (await screen.findByRole("heading", { name: "ریویوز" })).closest("section");
    expect(
      within(reviews as HTMLElement).getByText("اس اسٹور کی چیزیں خریدنے والوں کی رائے"),
    ).toBeInTheDocument();
    expect(
      within(reviews as HTMLElement).getByRole("link", { name: "\u2068Lawn Kurta\u2069 کے بارے میں" }),
    ).toBeInTheDocument();
    expect(within(reviews as HTMLElement).getByText(/خریدا: سائز: M/)).toBeInTheDocument();
    const policies = screen.getByRole("heading", { name: "ڈیلیوری اور واپسی" }).closest("section");
    expect(plain(policies?.textContent)).toContain(
      "واپسی: ڈیلیوری کے 10 دن کے اندر «میرے آرڈرز» سے درخواست کریں۔",
    );
    expect(document.body.textContent).not.toMatch(/\bshopfront\.[a-z]/);
  });
});
