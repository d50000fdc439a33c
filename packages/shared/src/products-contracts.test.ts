import { describe, expect, it } from "vitest";
import { CreateProductInput } from "./products-contracts.ts";

const valid = {
  name: "Phulkari Dupatta",
  description: "Hand-embroidered.",
  price: 1000,
  sale_price: null,
  category: "Traditional Textiles",
  quantity: 3,
  images: ["data:image/png;base64,AAAA"],
  store_id: "s1",
};

const messages = (input: unknown) => {
  const result = CreateProductInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("the product form's money rules", () => {
  it("accepts a sale one paisa below the price", () => {
    expect(messages({ ...valid, sale_price: 999.99 })).toEqual([]);
  });

  it("refuses a sale price that equals the price once both are in paisa", () => {
    expect(messages({ ...valid, sale_price: 999.999 })).toEqual([
      "Sale price must be less than regular price",
    ]);
  });

  it("refuses a price below one paisa, which would be stored as free", () => {
    expect(messages({ ...valid, price: 0.001 })).toEqual(["Valid price is required"]);
    expect(messages({ ...valid, price: 5e-324 })).toEqual(["Valid price is required"]);
  });
});
