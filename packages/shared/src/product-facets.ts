/**
 * The facets of the product lists (issue 33) that pages need without the contracts' schemas: kept
 * apart from products-contracts.ts so that the shoppers' pages load them without zod.
 */

/**
 * Option names that are one facet of the lists whatever the seller's spelling or language (issue 33):
 * names compare without case (decision 0030), and a filter or a count of `size` also reads an option
 * a seller named "سائز", one of `colour` an option named "Color" or "رنگ". The first name is the
 * facet's key in addresses and answers.
 */
export const OPTION_FACETS = {
  size: ["size", "سائز"],
  colour: ["colour", "color", "رنگ"],
} as const;
export type OptionFacet = keyof typeof OPTION_FACETS;
export const OPTION_FACET_KEYS = Object.keys(OPTION_FACETS) as OptionFacet[];

/** The facet an option's name (any case) belongs to, if any. */
export function optionFacetOf(name: string): OptionFacet | undefined {
  const lower = name.trim().toLowerCase();
  return OPTION_FACET_KEYS.find((facet) => (OPTION_FACETS[facet] as readonly string[]).includes(lower));
}

/** The option names (lower-cased) a filter key compares with: its facet's names, or itself. */
export function optionNamesOf(key: string): string[] {
  const facet = optionFacetOf(key);
  return facet ? [...OPTION_FACETS[facet]] : [key.toLowerCase()];
}

/**
 * The price bands the lists count (issue 33), in rupees; `max` null is open. Choosing one sets the
 * list's `minPrice` and `maxPrice` (both inclusive, so a product priced at a band's edge is in both).
 */
export const PRICE_BANDS = [
  { min: 0, max: 1000 },
  { min: 1000, max: 2500 },
  { min: 2500, max: 5000 },
  { min: 5000, max: 10000 },
  { min: 10000, max: null },
] as const satisfies ReadonlyArray<{ min: number; max: number | null }>;
export type PriceBand = (typeof PRICE_BANDS)[number];
/** A band's key in a facet's answer: "1000-2500", "10000-". */
export const priceBandKey = (band: { min: number; max: number | null }) => `${band.min}-${band.max ?? ""}`;

/** The stores' ratings the lists count: "4★ & up", "3★ & up". */
export const RATING_STEPS = [4, 3] as const;
