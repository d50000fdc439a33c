import { describe, expect, it } from "vitest";
import { OrderItem, PlaceOrderInput } from "./orders-contracts.ts";
import { combinationsOf, variantProblems } from "./product-variants.ts";
import { CreateProductInput, ProductListQuery, UpdateProductInput } from "./products-contracts.ts";
import { translateMessage } from "./server-messages.ts";
import { formatVariantOptions } from "./variant-words.ts";

const kurta = {
  name: "Lawn Kurta",
  description: "Block-printed lawn.",
  price: 2000,
  category: "Traditional Textiles",
  images: ["data:image/png;base64,AAAA"],
  store_id: "s1",
};
const sizes = [{ name: "Size", values: ["S", "M", "L"] }];
const sizeVariants = [
  { options: { Size: "S" }, quantity: 2 },
  { options: { Size: "M" }, quantity: 3, price: 2200 },
  { options: { Size: "L" }, quantity: 0, sku: "K-L" },
];

const messages = (input: unknown) => {
  const result = CreateProductInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("a product's options and variants", () => {
  it("accepts one variant per size, without a quantity of its own", () => {
    const parsed = CreateProductInput.parse({ ...kurta, options: sizes, variants: sizeVariants });
    expect(parsed.variants).toHaveLength(3);
    expect(parsed.quantity).toBeUndefined();
  });

  it("keeps a product without variants as before: quantity required, options and variants empty", () => {
    expect(messages(kurta)).toEqual(["Valid quantity is required"]);
    const parsed = CreateProductInput.parse({ ...kurta, quantity: 4 });
    expect(parsed).toMatchObject({ quantity: 4 });
    expect(parsed.options).toBeUndefined();
  });

  it("trims names and values and refuses blanks and repeats, whatever their case", () => {
    const parsed = CreateProductInput.parse({
      ...kurta,
      options: [{ name: " Size ", values: [" S", "M "] }],
      variants: [
        { options: { Size: "S" }, quantity: 1 },
        { options: { size: "m" }, quantity: 1 },
      ],
    });
    expect(parsed.options).toEqual([{ name: "Size", values: ["S", "M"] }]);
    expect(
      messages({
        ...kurta,
        options: [
          { name: "Size", values: ["M", "m", " "] },
          { name: "size", values: [] },
        ],
        variants: [],
      }),
    ).toEqual(
      expect.arrayContaining([
        "Option value is required.",
        "Each option needs at least one value.",
        "The option size is listed twice.",
        'Size lists "m" twice.',
      ]),
    );
  });

  it("allows at most two options of at most twenty values", () => {
    const three = ["Size", "Colour", "Sleeve"].map((name) => ({ name, values: ["A"] }));
    expect(messages({ ...kurta, options: three, variants: [] })).toContain(
      "A product can have at most 2 options.",
    );
    const many = [{ name: "Size", values: Array.from({ length: 21 }, (_, i) => `${36 + i}`) }];
    expect(messages({ ...kurta, options: many, variants: [] })).toContain(
      "An option can have at most 20 values.",
    );
  });

  it("names a missing combination, a repeated one and a value outside the options", () => {
    const colours = [...sizes, { name: "Colour", values: ["Blue", "Red"] }];
    const all = combinationsOf(colours).map((options) => ({ options, quantity: 1 }));
    expect(all).toHaveLength(6);
    expect(variantProblems(colours, all, 2000)).toEqual([]);
    expect(variantProblems(colours, all.slice(1), 2000)).toEqual([
      {
        path: ["variants"],
        message: "The variant Size: S, Colour: Blue is missing: add one for every combination.",
      },
    ]);
    expect(variantProblems(colours, [...all, all[0] as (typeof all)[number]], 2000)[0]?.message).toBe(
      "The variant Size: S, Colour: Blue is listed twice.",
    );
    expect(variantProblems(sizes, [{ options: { Size: "XL" }, quantity: 1 }], 2000)[0]?.message).toBe(
      '"XL" is not one of the values of Size.',
    );
    expect(variantProblems(sizes, [{ options: { Colour: "Blue" }, quantity: 1 }], 2000)[0]?.message).toBe(
      "This variant names Colour, which is not an option of the product.",
    );
    expect(variantProblems(colours, [{ options: { Size: "S" }, quantity: 1 }], 2000)[0]?.message).toBe(
      "This variant has no value for Colour.",
    );
  });

  it("wants variants and options together", () => {
    expect(messages({ ...kurta, options: sizes })).toEqual([
      "Add the variants: one for each combination of the options.",
    ]);
    expect(messages({ ...kurta, variants: sizeVariants })).toEqual([
      "Variants need options: add an option such as Size first.",
    ]);
    expect(UpdateProductInput.safeParse({ options: sizes }).success).toBe(false);
    // Variants alone are checked against the product's stored options by the server.
    expect(UpdateProductInput.safeParse({ variants: sizeVariants }).success).toBe(true);
  });

  it("refuses a variant's sale at or above its own price, or the product's when it has none", () => {
    const variants = [
      { options: { Size: "S" }, quantity: 1, sale_price: 2000 },
      { options: { Size: "M" }, quantity: 1, price: 2500, sale_price: 2400 },
      { options: { Size: "L" }, quantity: 1, price: 1500, sale_price: 1500 },
    ];
    const result = CreateProductInput.safeParse({ ...kurta, options: sizes, variants });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual([
      "variants.0.sale_price",
      "variants.2.sale_price",
    ]);
  });

  it("writes every new message in Urdu too", () => {
    const written = [
      ...messages({ ...kurta, options: [{ name: "Size", values: ["M", "m"] }], variants: [] }),
      ...variantProblems(sizes, [{ options: { Size: "XL" }, quantity: 1 }], 1),
      "Option name is required.",
    ].map((m) => (typeof m === "string" ? m : m.message));
    for (const message of written) expect(translateMessage(message, "ur"), message).not.toBe(message);
  });
});

describe("formatVariantOptions", () => {
  it("writes a variant as people read it, in the option order, with labels the caller gives", () => {
    expect(formatVariantOptions({ Size: "M", Colour: "Blue" })).toBe("Size: M, Colour: Blue");
    expect(formatVariantOptions({ Size: "M" }, (name) => (name === "Size" ? "سائز" : name))).toBe("سائز: M");
    expect(formatVariantOptions({})).toBe("");
  });
});

describe("option filters of a product list", () => {
  it("reads every other key as an option, lower-cased, repeated keys as either value", () => {
    const q = ProductListQuery.parse({
      page: "2",
      Size: "M",
      colour: ["Blue", "red"],
      utm_source: "fb",
      _: "1",
    });
    expect(q.page).toBe(2);
    expect(q.optionFilters).toEqual({ size: ["m"], colour: ["blue", "red"] });
    expect(ProductListQuery.parse({}).optionFilters).toEqual({});
    // Names an object holds already are plain option names here.
    const odd = ProductListQuery.parse({ constructor: "-1", __proto__: "x", toString: ["a"] });
    expect(Object.keys(odd.optionFilters).sort()).toEqual(["constructor", "tostring"]);
  });
});

describe("an order line's variant", () => {
  it("is optional and may be null, for products without variants and old carts", () => {
    const base = {
      products: [{ product: "p1", quantity: 1 }],
      shippingAddress: {
        fullName: "Ayesha",
        addressLine: "House 1",
        city: "Lahore",
        postalCode: "54000",
        phone: "03001234567",
      },
    };
    expect(PlaceOrderInput.parse(base).products[0]?.variant).toBeUndefined();
    expect(
      PlaceOrderInput.parse({ ...base, products: [{ product: "p1", quantity: 1, variant: null }] })
        .products[0]?.variant,
    ).toBeNull();
    expect(
      PlaceOrderInput.safeParse({ ...base, products: [{ product: "p1", quantity: 1, variant: 7 }] }).success,
    ).toBe(false);
  });
});

describe("an order item's variant", () => {
  it("reads as null in an answer kept from before variants (an Idempotency-Key replay)", () => {
    const item = OrderItem.parse({
      _id: "i1",
      product: { _id: "p1", name: "Ajrak Shawl", images: [], price: 3200 },
      quantity: 1,
      price: 3200,
      store_id: { _id: "s1", name: "Fatima's Phulkari House" },
      review: null,
    });
    expect(item.variant).toBeNull();
  });
});
