import "@testing-library/jest-dom/vitest";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, on, refusal, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import {
  anOrder,
  aProduct,
  aReview,
  aReviewPage,
  aStoreDetails,
  aUser,
  productStoreOf,
} from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInCustomer } from "@/test/sessions.ts";

/** Text as the page writes it: cities and day ranges are isolated (U+2068 … U+2069) for Urdu. */
const plain = (text: string | null) => (text ?? "").replace(/[\u2068\u2069]/g, "");

const store = aStoreDetails({
  _id: "0190f0e5-1111-7000-8000-000000000007",
  name: "Noor's Crochet",
  slug: "noors-crochet",
  location: "Karachi, Sindh",
  verified: true,
  rating: { average: 4.5, count: 12 },
  returnWindowDays: 10,
});
const shawl = aProduct({
  _id: "p7",
  name: "Crochet Shawl",
  options: [{ name: "Size", values: ["S", "M"] }],
  variants: [
    { _id: "v1", options: { Size: "S" }, price: 400, sale_price: null, quantity: 2, sku: null, image: null },
    { _id: "v2", options: { Size: "M" }, price: 400, sale_price: null, quantity: 2, sku: null, image: null },
  ],
  quantity: 4,
  store_id: productStoreOf(store),
});

/** The server: the product, a review of size M, and its store (asked for without counting a visit). */
function serve() {
  server.use(
    answer("GET /api/products/:id", { success: true, product: shawl }),
    answer(
      "GET /api/products/:id/reviews",
      aReviewPage([aReview({ comment: "Warm and soft", variant: { Size: "M" } })], { averageRating: 5 }),
    ),
    on("GET /api/stores/:id", ({ params }) =>
      params.id === "noors-crochet" ? { success: true, store } : refusal(404, "Store not found"),
    ),
  );
}

describe("the product page's seller card, delivery and returns (issue 34, item 7)", () => {
  it("shows who sells it, her rating, city and Verified with its meaning, and links to her store", async () => {
    serve();
    renderApp("/viewproduct/p7");
    const card = (await screen.findByRole("heading", { name: "Sold by" })).closest("section");
    if (!card) throw new Error("no seller card");
    const inCard = within(card);
    expect(inCard.getByText("Noor's Crochet")).toBeInTheDocument();
    expect(inCard.getByText("Verified")).toBeInTheDocument();
    expect(
      inCard.getByText("Verified: the Hunarmand team checked this maker before approving her store."),
    ).toBeInTheDocument();
    expect(inCard.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeInTheDocument();
    expect(inCard.getByText("(4.5, 12 reviews)")).toBeInTheDocument();
    expect(inCard.getByText("Karachi, Sindh")).toBeInTheDocument();
    expect(inCard.getByRole("link", { name: "More from this store" })).toHaveAttribute(
      "href",
      "/store/noors-crochet",
    );
    // Reading the product is not a visit to the store.
    expect(new URL(sent("GET /api/stores/:id")[0]?.url ?? "").search).toBe("?visit=false");
  });

  it("estimates delivery within the maker's city and to others, says it is an estimate, and gives the return window", async () => {
    serve();
    renderApp("/viewproduct/p7");
    const policies = (await screen.findByRole("heading", { name: "Delivery and returns" })).closest(
      "section",
    );
    if (!policies) throw new Error("no policies");
    expect(plain(policies.textContent)).toContain(
      "Delivery in about 1–2 days within Karachi, 3–5 days to other cities. An estimate, counted from the day the maker sends the parcel; couriers can take longer.",
    );
    // What delivery costs is said once, by the purchase box.
    expect(screen.getAllByText(/delivery per store's order/)).toHaveLength(1);
    expect(plain(policies.textContent)).toContain(
      "Returns: ask within 10 days of delivery, from My Orders. The maker accepts or declines; if she declines, you can ask the Hunarmand team to decide.",
    );
  });

  it("estimates the days to the city her last order went to, once she is signed in", async () => {
    serve();
    const customer = aUser();
    signInCustomer(customer);
    server.use(
      answer("GET /api/auth/profile", { success: true, user: customer }),
      answer("GET /api/orders/user/:userId", {
        success: true,
        data: [anOrder({ shippingAddress: { ...anOrder().shippingAddress, city: "Karachi" } })],
      }),
    );
    renderApp("/viewproduct/p7");
    const policies = (await screen.findByRole("heading", { name: "Delivery and returns" })).closest(
      "section",
    );
    await expect
      .poll(() => plain(policies?.textContent ?? ""))
      .toContain("Delivery to Karachi: about 1–2 days.");
  });

  it("names the size each reviewer bought", async () => {
    serve();
    renderApp("/viewproduct/p7");
    const reviews = (await screen.findByRole("heading", { name: "Customer Reviews" })).closest("section");
    if (!reviews) throw new Error("no reviews");
    expect(await within(reviews).findByText("Bought: Size: M")).toBeInTheDocument();
  });

  it("reads in Urdu", async () => {
    serve();
    renderApp("/viewproduct/p7", { language: "ur" });
    expect(await screen.findByRole("heading", { name: "فروخت کنندہ" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "اس اسٹور سے مزید" })).toHaveAttribute(
      "href",
      "/store/noors-crochet",
    );
    const policies = screen.getByRole("heading", { name: "ڈیلیوری اور واپسی" }).closest("section");
    expect(plain(policies?.textContent ?? "")).toContain(
      "Karachi کے اندر تقریباً 1–2 دن میں ڈیلیوری، دوسرے شہروں میں 3–5 دن۔",
    );
    expect(plain(policies?.textContent ?? "")).toContain(
      "واپسی: ڈیلیوری کے 10 دن کے اندر «میرے آرڈرز» سے درخواست کریں۔",
    );
    // The range keeps its order inside the Urdu sentence: it is isolated.
    expect(policies?.textContent).toContain("\u20681–2\u2069");
    expect(await screen.findByText("خریدا: سائز: M")).toBeInTheDocument();
  });
});
