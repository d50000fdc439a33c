import { describe, expect, it } from "vitest";
import { productsLabel, productTotal, remainingLabel } from "./product-total.ts";

const page = (total: number, atLeast: boolean) => ({
  current_page: 1,
  total_pages: Math.ceil(total / 12),
  total_products: total,
  total_is_lower_bound: atLeast,
  products_per_page: 12,
});

describe("product totals", () => {
  it("writes an exact total as it is, one product in the singular", () => {
    expect(productsLabel(productTotal(page(1, false)))).toBe("1 product");
    expect(productsLabel(productTotal(page(24, false)))).toBe("24 products");
    expect(remainingLabel(productTotal(page(24, false)), 12)).toBe("12");
  });

  it("writes a list that stopped counting as at least its total", () => {
    const total = productTotal(page(1012, true));
    expect(productsLabel(total)).toBe("1,012+ products");
    expect(remainingLabel(total, 12)).toBe("1,000+");
  });

  it("has nothing before the first page has arrived", () => {
    expect(productsLabel(productTotal(undefined))).toBe("0 products");
    expect(remainingLabel(productTotal(undefined), 0)).toBe("0");
  });
});
