import type { Category } from "../categories.ts";

/**
 * The categories' names in Urdu, as the web shows them (apps/web's `labels.category.*`), so that a
 * product is found by its category's Urdu words and the header suggests categories from Urdu
 * (issue 33). The categories themselves are stored in English.
 */
export const CATEGORY_NAMES_IN_URDU: Readonly<Record<Category, string>> = {
  "Handmade Clothing": "ہاتھ سے بنے کپڑے",
  "Traditional Textiles": "روایتی کپڑا",
  "Crochet & Knitting": "کروشیا اور بُنائی",
  "Jewelry & Accessories": "زیورات اور لوازمات",
  "Bags & Purses": "بیگ اور پرس",
  "Home Decor": "گھر کی سجاوٹ",
  "Kitchen & Dining": "باورچی خانہ اور دسترخوان",
  "Local Crafts": "مقامی دستکاری",
  "Organic & Herbal": "نامیاتی اور جڑی بوٹیاں",
  "Beauty & Care": "خوبصورتی اور نگہداشت",
  "Food & Homemade Items": "کھانا اور گھریلو اشیاء",
  "Pet & Kids Items": "پالتو جانور اور بچوں کی اشیاء",
};

/** What a product's category is searched by: its name in English and in Urdu. */
export function categorySearchText(category: string): string {
  const urdu = CATEGORY_NAMES_IN_URDU[category as Category];
  return urdu ? `${category} ${urdu}` : category;
}
