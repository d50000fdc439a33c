import "@testing-library/jest-dom/vitest";
import type { Language } from "@marketplace/shared/languages";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer } from "@/test/api-handlers.ts";
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

/**
 * Issue 34, item 5: shoppers see "Verified" on a verified maker's store page and product page, with
 * what it means, and on her product cards (the icon alone, named "Verified maker"); never on an
 * unchecked maker's. In English and in Urdu.
 */
const WORDS = {
  en: {
    badge: "Verified",
    label: "Verified maker",
    meaning: "Verified: the Hunarmand team checked this maker before approving her store.",
  },
  ur: {
    badge: "تصدیق شدہ",
    label: "تصدیق شدہ کاریگر",
    meaning: "تصدیق شدہ: ہنرمند ٹیم نے اس کاریگر کا اسٹور منظور کرنے سے پہلے اس کی جانچ کی۔",
  },
} as const;

const reviews = answer("GET /api/products/:id/reviews", aReviewPage());

function serve(verified: boolean) {
  const store = aStoreDetails({ verified });
  const product = aProduct({ store_id: productStoreOf(store) });
  server.use(
    answer("GET /api/stores/:id", { success: true, store }),
    answer("GET /api/products/store/:storeId", aStoreProductList([product])),
    answer("GET /api/products/:id", { success: true, product }),
    answer("GET /api/products", aProductList([product])),
    reviews,
  );
  return { store, product };
}

describe.each(["en", "ur"] as Language[])("the Verified badge (%s)", (language) => {
  const words = WORDS[language as "en" | "ur"];

  it("shows on a verified store's page with what it means, and on its product cards", async () => {
    const { store } = serve(true);
    renderApp(`/store/${store.slug}`, { language });
    await screen.findByRole("heading", { level: 1, name: store.name });
    expect(screen.getByText(words.badge)).toBeInTheDocument();
    expect(screen.getByText(words.meaning)).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: words.label })).toBeInTheDocument();
  });

  it("shows beside the store's name on a verified maker's product page, and with what it means on its seller card", async () => {
    const { product } = serve(true);
    renderApp(`/viewproduct/${product._id}`, { language });
    await screen.findByRole("heading", { level: 1, name: product.name });
    expect(screen.getAllByText(words.badge).length).toBeGreaterThan(0);
    // Said once, on the seller card (issue 34, item 7).
    expect(await screen.findByText(words.meaning)).toBeInTheDocument();
    expect(screen.getAllByText(words.badge)).toHaveLength(2);
  });

  it("is not shown for a maker the team has not checked", async () => {
    const { store, product } = serve(false);
    renderApp(`/store/${store.slug}`, { language });
    await screen.findByRole("heading", { level: 1, name: store.name });
    await screen.findAllByRole("heading", { level: 3, name: product.name });
    expect(screen.queryByText(words.badge)).not.toBeInTheDocument();
    expect(screen.queryByText(words.meaning)).not.toBeInTheDocument();
    expect(screen.queryByRole("img", { name: words.label })).not.toBeInTheDocument();
  });
});
