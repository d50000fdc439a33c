/** The twelve categories shared by stores and products (spec section 3). */
export const CATEGORIES = [
  "Handmade Clothing",
  "Traditional Textiles",
  "Crochet & Knitting",
  "Jewelry & Accessories",
  "Bags & Purses",
  "Home Decor",
  "Kitchen & Dining",
  "Local Crafts",
  "Organic & Herbal",
  "Beauty & Care",
  "Food & Homemade Items",
  "Pet & Kids Items",
] as const;

export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** Finds a category by its name in any letter case, or by its URL slug ("home-decor"). */
export function findCategory(value: string): Category | undefined {
  const wanted = value.trim().toLowerCase();
  return CATEGORIES.find((c) => c.toLowerCase() === wanted || categorySlug(c) === wanted);
}

export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
