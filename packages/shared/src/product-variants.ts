import { z } from "zod";
import { rupeesToPaisa } from "./money.ts";
import { formatVariantOptions } from "./variant-words.ts";

/**
 * Product variants (issue 18; decision 0030): a product may come in up to two options (Size, Colour),
 * each with up to 20 values, and then has one variant per combination of their values, with its own
 * stock and, when the seller sets them, its own price and sale price. The rules live here once: the
 * product form checks them as the seller types, the server checks them again.
 */
export const MAX_PRODUCT_OPTIONS = 2;
export const MAX_OPTION_VALUES = 20;
export const OPTION_TEXT_MAX = 30;
export const SKU_MAX = 64;
export const MAX_VARIANTS = MAX_OPTION_VALUES ** MAX_PRODUCT_OPTIONS;

/** One option of a product and its values, in the seller's order: `{name: "Size", values: ["S","M"]}`. */
export interface ProductOption {
  name: string;
  values: string[];
}

/** A variant's place among the options: option name → value, `{"Size": "M", "Colour": "Blue"}`. */
export type VariantOptions = Record<string, string>;

const optionText = (label: "Option name" | "Option value") =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(OPTION_TEXT_MAX, `${label} must be at most ${OPTION_TEXT_MAX} characters.`);

/** Names and values compare without case or surrounding spaces: "m" and "M " are the same size. */
export const sameOptionText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const ProductOptionInput = z.object({
  name: optionText("Option name"),
  values: z
    .array(optionText("Option value"), { error: "Each option needs at least one value." })
    .min(1, "Each option needs at least one value.")
    .max(MAX_OPTION_VALUES, `An option can have at most ${MAX_OPTION_VALUES} values.`),
});

export const ProductOptionsInput = z
  .array(ProductOptionInput, { error: "Options must be a list." })
  .max(MAX_PRODUCT_OPTIONS, `A product can have at most ${MAX_PRODUCT_OPTIONS} options.`)
  .superRefine((options, ctx) => {
    options.forEach((option, i) => {
      if (options.slice(0, i).some((o) => sameOptionText(o.name, option.name))) {
        ctx.addIssue({
          code: "custom",
          path: [i, "name"],
          message: `The option ${option.name} is listed twice.`,
        });
      }
      option.values.forEach((value, j) => {
        if (option.values.slice(0, j).some((v) => sameOptionText(v, value))) {
          ctx.addIssue({
            code: "custom",
            path: [i, "values", j],
            message: `${option.name} lists "${value}" twice.`,
          });
        }
      });
    });
  });

const variantPrice = z
  .number({ error: "Valid price is required" })
  .min(0.01, "Valid price is required")
  .max(10_000_000, "Price is too high");

export const VariantInput = z.object({
  options: z.record(z.string().max(OPTION_TEXT_MAX * 2), z.string().max(OPTION_TEXT_MAX * 2), {
    error: "Each variant needs its options, such as Size: M.",
  }),
  /** Rupees; left out or null: the product's price. */
  price: variantPrice.nullable().optional(),
  /** Rupees; left out or null: the product's sale price (a sale ends when the product's does). */
  sale_price: z
    .number({ error: "Sale price must be a number" })
    .min(0, "Sale price cannot be negative")
    .nullable()
    .optional(),
  quantity: z
    .number({ error: "Valid quantity is required" })
    .int("Valid quantity is required")
    .min(0, "Valid quantity is required")
    .max(1_000_000, "Quantity is too high"),
  sku: z
    .string({ error: "SKU must be text." })
    .trim()
    .max(SKU_MAX, `SKU must be at most ${SKU_MAX} characters.`)
    .nullable()
    .optional(),
  /**
   * One of the product's images, its URL exactly as the product's `images` carry it (after the
   * save): the picture the product page shows for this variant. Left out or null: none.
   */
  // Not capped here: in a create it may be the very data URL the save's `images` carry (the body's
  // size limit caps it).
  image: z.string({ error: "The picture must be one of the product's pictures." }).nullable().optional(),
});
export type VariantInput = z.infer<typeof VariantInput>;

export const VariantsInput = z
  .array(VariantInput, { error: "Variants must be a list." })
  .max(MAX_VARIANTS, `A product can have at most ${MAX_VARIANTS} variants.`);

/** Every combination of the options' values, in order: S/Blue, S/Red, M/Blue, … */
export function combinationsOf(options: readonly ProductOption[]): VariantOptions[] {
  if (options.length === 0) return [];
  return options.reduce<VariantOptions[]>(
    (combos, option) =>
      combos.flatMap((combo) => option.values.map((value) => ({ ...combo, [option.name]: value }))),
    [{}],
  );
}

/**
 * A variant's options written as the product's own names and values, in the product's order, or
 * why they do not fit: a missing option, a name or a value the product does not have.
 */
export function matchVariantOptions(
  options: readonly ProductOption[],
  sent: VariantOptions,
): { options: VariantOptions } | { problem: string } {
  const matched: VariantOptions = {};
  for (const name of Object.keys(sent)) {
    if (!options.some((o) => sameOptionText(o.name, name))) {
      return { problem: `This variant names ${name.trim()}, which is not an option of the product.` };
    }
  }
  for (const option of options) {
    const key = Object.keys(sent).find((name) => sameOptionText(name, option.name));
    const value = key === undefined ? undefined : sent[key];
    if (value === undefined || value.trim() === "") {
      return { problem: `This variant has no value for ${option.name}.` };
    }
    const known = option.values.find((v) => sameOptionText(v, value));
    if (known === undefined)
      return { problem: `"${value.trim()}" is not one of the values of ${option.name}.` };
    matched[option.name] = known;
  }
  return { options: matched };
}

/** Why a variant's picture cannot be saved: it is not one of the product's pictures. */
export const variantImageProblem = (options: VariantOptions) =>
  `The picture chosen for ${formatVariantOptions(options)} is not one of this product's pictures.`;

/** The key of a combination, for comparing: its values in the product's option order. */
export const combinationKey = (options: readonly ProductOption[], choice: VariantOptions) =>
  JSON.stringify(options.map((o) => (choice[o.name] ?? "").toLowerCase()));

export interface VariantProblem {
  path: (string | number)[];
  message: string;
}

/**
 * Whether a product's options and variants fit together: one variant for every combination of the
 * options' values, exactly once, none outside them, and each variant's sale below its price
 * (`productPrice`, rupees, when the variant has none of its own). Paths are relative to the body.
 */
export function variantProblems(
  options: readonly ProductOption[],
  variants: readonly VariantInput[],
  productPrice: number | undefined,
): VariantProblem[] {
  if (options.length === 0) {
    return variants.length > 0
      ? [{ path: ["variants"], message: "Variants need options: add an option such as Size first." }]
      : [];
  }
  if (variants.length === 0) {
    return [{ path: ["variants"], message: "Add the variants: one for each combination of the options." }];
  }
  const problems: VariantProblem[] = [];
  const seen = new Set<string>();
  variants.forEach((variant, i) => {
    const match = matchVariantOptions(options, variant.options);
    if ("problem" in match) {
      problems.push({ path: ["variants", i, "options"], message: match.problem });
      return;
    }
    const key = combinationKey(options, match.options);
    if (seen.has(key)) {
      problems.push({
        path: ["variants", i, "options"],
        message: `The variant ${formatVariantOptions(match.options)} is listed twice.`,
      });
    }
    seen.add(key);
    const price = variant.price ?? productPrice;
    if (
      variant.sale_price != null &&
      price !== undefined &&
      rupeesToPaisa(variant.sale_price) >= rupeesToPaisa(price)
    ) {
      problems.push({
        path: ["variants", i, "sale_price"],
        message: "Sale price must be less than regular price",
      });
    }
  });
  if (problems.length > 0) return problems;
  const missing = combinationsOf(options).find((combo) => !seen.has(combinationKey(options, combo)));
  if (missing) {
    problems.push({
      path: ["variants"],
      message: `The variant ${formatVariantOptions(missing)} is missing: add one for every combination.`,
    });
  }
  return problems;
}

/** The answer's view of an option and of a variant (effective rupee prices). */
export const ProductOptionAnswer = z.object({ name: z.string(), values: z.array(z.string()) });

export const ProductVariant = z.object({
  _id: z.string(),
  options: z.record(z.string(), z.string()),
  /** Rupees: the variant's own price, else the product's. */
  price: z.number(),
  /** Rupees: the variant's own sale price, else the product's; null when none is below the price. */
  sale_price: z.number().nullable(),
  quantity: z.number(),
  sku: z.string().nullable(),
  /** The public URL of the product image the seller linked to this variant; null: none. */
  image: z.string().nullable(),
});
export type ProductVariant = z.infer<typeof ProductVariant>;
