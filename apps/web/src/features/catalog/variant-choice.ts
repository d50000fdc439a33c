/**
 * The product page's choice of a variant (issue 18): which value of each option a buyer may still
 * press, which variant a full choice names, and what is left to choose. Kept free of zod and React,
 * since it ships with the public product page.
 */
import { type SaleTerms, unitPrice } from "@marketplace/shared/pricing";

export interface ChoiceOption {
  name: string;
  values: string[];
}

export interface ChoiceVariant {
  _id: string;
  options: Record<string, string>;
  quantity: number;
}

export interface Choosable<Variant extends ChoiceVariant = ChoiceVariant> {
  options?: ChoiceOption[] | null;
  variants?: Variant[] | null;
}

/** The value picked for each option, by option name; an option not yet picked is absent. */
export type Selection = Readonly<Record<string, string>>;

export function hasVariants(product: Choosable): boolean {
  return (product.variants?.length ?? 0) > 0 && (product.options?.length ?? 0) > 0;
}

/** The options still without a value, in the seller's order. */
export function missingOptions(product: Choosable, selection: Selection): string[] {
  return (product.options ?? []).filter((o) => !selection[o.name]).map((o) => o.name);
}

const matches = (variant: ChoiceVariant, selection: Selection) =>
  Object.entries(selection).every(([name, value]) => variant.options[name] === value);

/** The variant a full choice names; `null` while an option is still open (or nothing matches). */
export function chosenVariant<Variant extends ChoiceVariant>(
  product: Choosable<Variant>,
  selection: Selection,
): Variant | null {
  if (!hasVariants(product) || missingOptions(product, selection).length > 0) return null;
  return product.variants?.find((v) => matches(v, selection)) ?? null;
}

/**
 * How many of the value there are, with the other options as chosen so far: the units of every
 * variant that has the value and agrees with the other picks. Zero means the button is shown but
 * cannot be pressed.
 */
export function unitsWith(product: Choosable, selection: Selection, option: string, value: string): number {
  const others = Object.fromEntries(Object.entries(selection).filter(([name]) => name !== option));
  return (product.variants ?? [])
    .filter((v) => v.options[option] === value && matches(v, others))
    .reduce((sum, v) => sum + Math.max(0, v.quantity), 0);
}

/**
 * Pressing a value: it replaces the option's pick, and a pick of another option that no longer has
 * stock with it is let go, so the buyer is never left holding a combination that cannot be bought.
 */
export function choose(product: Choosable, selection: Selection, option: string, value: string): Selection {
  const next: Record<string, string> = { ...selection, [option]: value };
  for (const other of product.options ?? []) {
    const picked = next[other.name];
    if (other.name === option || !picked) continue;
    if (unitsWith(product, next, other.name, picked) === 0) delete next[other.name];
  }
  return next;
}

/**
 * Where the page starts: the variant the address names (coming back from signing in to Buy Now),
 * else every option that has a single value picked for her.
 */
export function initialSelection(product: Choosable, variantId: string | null): Selection {
  const named = variantId ? product.variants?.find((v) => v._id === variantId) : undefined;
  if (named) return { ...named.options };
  return Object.fromEntries(
    (product.options ?? []).flatMap((o) => (o.values.length === 1 ? [[o.name, o.values[0] as string]] : [])),
  );
}

/**
 * The picture the choice so far shows (the seller linked it to variants): the one image named by
 * every variant that matches the picks and names one. With only the colour picked, the sizes of
 * Blue all show Blue's picture; with nothing picked, or picks whose variants name different
 * pictures, `null` (the gallery stays as it is).
 */
export function imageForSelection(
  product: Choosable<ChoiceVariant & { image?: string | null }>,
  selection: Selection,
): string | null {
  if (!hasVariants(product) || Object.keys(selection).length === 0) return null;
  const images = new Set(
    (product.variants ?? []).flatMap((v) => (v.image && matches(v, selection) ? [v.image] : [])),
  );
  return images.size === 1 ? ([...images][0] as string) : null;
}

/**
 * Sizes sold at different prices: the lowest a buyer pays now (a sale counted), shown as "From Rs …"
 * until she chooses one. `null` when every variant costs the same, so the product's own price shows.
 */
export function lowestPrice(
  product: Choosable<ChoiceVariant & Omit<SaleTerms, "saleEndingDate">> & Pick<SaleTerms, "saleEndingDate">,
  now: Date = new Date(),
): number | null {
  const prices = (product.variants ?? []).map((v) =>
    unitPrice({ price: v.price, sale_price: v.sale_price, saleEndingDate: product.saleEndingDate }, now),
  );
  if (prices.length === 0) return null;
  const lowest = Math.min(...prices);
  return prices.every((p) => p === lowest) ? null : lowest;
}
