import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, on } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import {
  aProduct,
  aProductList,
  aReview,
  aReviewPage,
  aStoreDetails,
  aStoreProductList,
  productStoreOf,
} from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";

/** No message key shown in place of its words, from this area's catalogs. */
function expectNoRawKeys() {
  expect(document.body.textContent).not.toMatch(/\b(catalog|stores|labels)\.[a-z]/);
}

const store = aStoreDetails({
  _id: "0190f0e5-1111-7000-8000-000000000001",
  name: "Noor's Crochet",
  slug: "noors-crochet",
  category: "Crochet & Knitting",
  description: "",
  seller_id: { _id: "s1", name: "Noor", email: "noor@example.pk" },
});

const blanket = aProduct({
  _id: "p7",
  name: "Crochet Baby Blanket",
  category: "Crochet & Knitting",
  price: 4500,
  quantity: 3,
  rating: 4.5,
  reviewCount: 1,
  images: ["/uploads/blanket.webp", "/uploads/blanket-2.webp"],
  store_id: productStoreOf(store),
});

describe("the catalog in Urdu", () => {
  it("shows a product page in Urdu: purchase box, stock, category, dates, reviews", async () => {
    server.use(
      answer("GET /api/products/:id", { success: true, product: blanket }),
      answer(
        "GET /api/products/:id/reviews",
        aReviewPage([aReview({ comment: "Bohat khoobsurat" })], { averageRating: 4.5 }),
      ),
    );
    renderApp("/viewproduct/p7", { language: "ur" });
    await screen.findByRole("heading", { level: 1, name: "Crochet Baby Blanket" });

    expect(screen.getByText("صرف 3 باقی ہیں")).toBeTruthy();
    expect(screen.getByRole("button", { name: "ابھی خریدیں" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "تعداد بڑھائیں" })).toBeTruthy();
    // The category by its Urdu name, in the breadcrumb and the pill.
    expect(screen.getAllByRole("link", { name: "کروشیا اور بُنائی" }).length).toBeGreaterThan(0);
    // Dates with the month in Urdu.
    expect(screen.getAllByText(/جون، 2025/).length).toBeGreaterThan(0);
    expect(await screen.findByRole("heading", { name: "خریداروں کی رائے" })).toBeTruthy();
    expect(await screen.findByText("Bohat khoobsurat")).toBeTruthy();
    expect(screen.getByRole("button", { name: "2 میں سے تصویر 1 دکھائیں" })).toBeTruthy();
    expectNoRawKeys();
  });

  it("shows All Products in Urdu: heading, filters, sort, counts and cards", async () => {
    server.use(answer("GET /api/products", aProductList([blanket, aProduct({ _id: "p8", quantity: 0 })])));
    renderApp("/AllProduct", { language: "ur" });
    expect(await screen.findByRole("heading", { level: 1, name: "شاندار پروڈکٹس دریافت کریں" })).toBeTruthy();
    expect(await screen.findByText("2 پروڈکٹس میں سے 2 دکھائی جا رہی ہیں")).toBeTruthy();
    expect(screen.getAllByText("بک گیا").length).toBe(1);
    // Each card's one action, in Urdu: one to add, one sold out (decision 0046).
    expect(screen.getAllByRole("button", { name: "ٹوکری میں ڈالیں" }).length).toBe(1);
    expect(screen.getByText("آپ نے تمام 2 پروڈکٹس دیکھ لیں!")).toBeTruthy();
    // The filters, their sort orders from the shared labels, in Urdu.
    await userEvent.click(screen.getByRole("button", { name: "فلٹرز" }));
    expect(await screen.findByRole("option", { name: "قیمت: کم سے زیادہ" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "گھر کی سجاوٹ" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "2 پروڈکٹس دکھائیں" })).toBeTruthy();
    expectNoRawKeys();
  });

  it("shows a category page in Urdu, its name from the shared labels", async () => {
    server.use(
      on("GET /api/products", () =>
        aProductList([blanket], { current_page: 1, total_pages: 2, total_products: 13 }),
      ),
    );
    renderApp("/products/category/crochet-and-knitting", { language: "ur" });
    expect(await screen.findByRole("heading", { level: 1, name: "کروشیا اور بُنائی" })).toBeTruthy();
    expect(await screen.findByText("13 پروڈکٹس · صفحہ 1 از 2")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "کروشیا اور بُنائی کے صفحات" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "اگلا صفحہ" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "زمرے دیکھیں" })).toBeTruthy();
    expectNoRawKeys();
  });

  it("shows a store page in Urdu: figures, toolbar and products", async () => {
    server.use(
      answer("GET /api/stores/:id", { success: true, store }),
      answer("GET /api/products/store/:storeId", aStoreProductList([blanket], { averagePrice: 4500 })),
    );
    renderApp("/store/noors-crochet", { language: "ur" });
    await screen.findByRole("heading", { level: 1, name: "Noor's Crochet" });
    expect(await screen.findByText("کل پروڈکٹس")).toBeTruthy();
    expect(screen.getByText("اوسط ریٹنگ")).toBeTruthy();
    expect(screen.getAllByText("ابھی کوئی ریویو نہیں").length).toBeGreaterThan(0);
    expect(screen.getByLabelText("اس اسٹور میں تلاش کریں")).toBeTruthy();
    expect(screen.getByText("1 پروڈکٹ میں سے 1 دکھائی جا رہی ہے")).toBeTruthy();
    // The store's category and its welcome in Urdu, the store's own name as written.
    expect(screen.getAllByText("کروشیا اور بُنائی").length).toBeGreaterThan(0);
    expect(screen.getByText(/Noor's Crochet میں خوش آمدید/)).toBeTruthy();
    expectNoRawKeys();
  });
});
