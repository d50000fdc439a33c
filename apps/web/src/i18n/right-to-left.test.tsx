import "@testing-library/jest-dom/vitest";
import { I18nProvider } from "@lingui/react";
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LedgerStatement } from "@/components/ledger/ledger-statement.tsx";
import { DiscountBadge } from "@/components/product-price.tsx";
import { ProductCard } from "@/features/catalog/components/product-card.tsx";
import { useLedgerKindLabels } from "@/features/dashboard/ledger-words.ts";
import { createI18n } from "@/i18n/i18n.ts";
import { urduMessages } from "@/i18n/urdu-messages.ts";
import { CartProvider } from "@/lib/cart-provider.tsx";
import { aLedgerEntry, aProduct, aStore, productStoreOf } from "@/test/fixtures.ts";

/**
 * Numbers, codes and Latin names inside right-to-left screens (issue 34, item 11): each is set apart
 * from the Urdu around it (`<bdi>`), so "−Rs 480" does not read "Rs 480−", "-25%"
 * not "25%-", an order number stays whole, and a Latin name is cut at its own end.
 */
const inUrdu = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={createI18n("ur", urduMessages)}>
    <MemoryRouter>
      <CartProvider>{children}</CartProvider>
    </MemoryRouter>
  </I18nProvider>
);

const ORDER_ID = "0197a3b2-5c4d-7e8f-9a0b-1c2d3e4fabcd1234";
const store = aStore({ name: "Noor's Crochet Studio, Lahore" });
const shawl = aProduct({
  name: "Blue Shawl (Large)",
  price: 4000,
  sale_price: 3000,
  saleEndingDate: null,
  store_id: productStoreOf(store),
});

describe("numbers and Latin text in Urdu screens", () => {
  it("keeps a discount badge's minus in front of its percentage", () => {
    render(<DiscountBadge product={shawl} />, { wrapper: inUrdu });
    const badge = screen.getByText("-25%");
    expect(badge.tagName).toBe("BDI");
  });

  it("keeps a ledger amount's minus in front of the rupees, and an order number whole", () => {
    const Statement = () => (
      <LedgerStatement
        labels={useLedgerKindLabels()}
        entries={[
          aLedgerEntry({
            _id: "e1",
            kind: "commission",
            amount: -480,
            balanceAfter: -480,
            orderId: ORDER_ID,
          }),
        ]}
      />
    );
    render(<Statement />, { wrapper: inUrdu });
    const [row] = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    const cells = within(row as HTMLElement).getAllByRole("cell");
    expect(cells.map((cell) => cell.textContent)).toEqual([
      "5 نومبر، 2026",
      "کمیشن",
      "#ABCD1234",
      "−Rs 480",
      "−Rs 480",
    ]);
    for (const cell of cells.slice(2))
      expect(cell.firstElementChild?.tagName, cell.textContent ?? "").toBe("BDI");
  });

  it("cuts a Latin store or product name by its own direction", () => {
    render(<ProductCard product={shawl} />, { wrapper: inUrdu });
    expect(screen.getByText("Noor's Crochet Studio, Lahore")).toHaveAttribute("dir", "auto");
    expect(screen.getByRole("heading", { name: "Blue Shawl (Large)" })).toHaveAttribute("dir", "auto");
  });
});
