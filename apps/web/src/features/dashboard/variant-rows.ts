/**
 * The product form's options and variant table (issue 18) as the inputs hold them: text as typed,
 * like the rest of the form. The table is built from the options: one row per combination, in the
 * options' order, keeping what the seller already typed in a row when the options change around it.
 */

export interface OptionFormValue {
  name: string;
  values: string[];
}

export interface VariantFormValue {
  options: Record<string, string>;
  /** Blank: the product's price (and sale price) apply. */
  price: string;
  sale_price: string;
  quantity: string;
  sku: string;
  /** One of the product's image URLs, shown on the product page for this variant; "" for none. */
  image: string;
}

/** Options as typed, without the blank ones: a half-written option builds no rows yet. */
const usable = (options: OptionFormValue[]) =>
  options
    .map((o) => ({ name: o.name.trim(), values: o.values }))
    .filter((o) => o.name !== "" && o.values.length > 0);

/** Every combination of the options' values, the first option's values outermost (S/Red, S/Blue, M/Red...). */
export function combinations(options: OptionFormValue[]): Array<Record<string, string>> {
  return usable(options).reduce<Array<Record<string, string>>>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => ({ ...row, [option.name]: value }))),
    [{}],
  );
}

/** A combination's values in option order: a renamed option ("Size" to "Sizes") keeps its rows. */
const valuesKey = (combination: Record<string, string>) => Object.values(combination).join("\u0000");

export const emptyRow = (options: Record<string, string>): VariantFormValue => ({
  options,
  price: "",
  sale_price: "",
  quantity: "",
  sku: "",
  image: "",
});

/**
 * The table for the options now. A row whose values were there before keeps what was typed in it.
 * A new row takes the prices of the row it grew from (adding a colour to size M gives M/Red and
 * M/Blue the price and picture of M) but not its stock or SKU, which belong to one variant alone.
 */
export function rowsFor(options: OptionFormValue[], previous: VariantFormValue[]): VariantFormValue[] {
  const combos = usable(options).length > 0 ? combinations(options) : [];
  const byValues = new Map(previous.map((row) => [valuesKey(row.options), row]));
  return combos.map((combo) => {
    const same = byValues.get(valuesKey(combo));
    if (same) return { ...same, options: combo };
    const values = Object.values(combo);
    const parent = previous.find((row) => {
      const had = Object.values(row.options);
      return had.length > 0 && had.length < values.length && had.every((v, i) => values[i] === v);
    });
    return parent
      ? { ...emptyRow(combo), price: parent.price, sale_price: parent.sale_price, image: parent.image }
      : emptyRow(combo);
  });
}

/** "Set all prices / stock": each field given (not blank) is written into every row. */
export function fillRows(
  rows: VariantFormValue[],
  fill: Partial<Pick<VariantFormValue, "price" | "sale_price" | "quantity">>,
): VariantFormValue[] {
  const given = Object.fromEntries(Object.entries(fill).filter(([, value]) => value?.trim()));
  return rows.map((row) => ({ ...row, ...given }));
}

/** "Same picture for every row of Colour: Blue": the image goes to each row with that value. */
export function fillImage(rows: VariantFormValue[], option: string, value: string, image: string) {
  return rows.map((row) => (row.options[option] === value ? { ...row, image } : row));
}

/** A row's picture while it is still one of the product's images; "" once it was taken away. */
export const rowImage = (row: VariantFormValue, images: readonly string[]) =>
  images.includes(row.image) ? row.image : "";

/**
 * A value typed into an option's chip input, cleaned: trimmed, and refused (`null`) when blank or
 * already there (compared without case, as the server does, so "m" and "M" are not two sizes).
 */
export function newValue(values: string[], typed: string): string | null {
  const value = typed.trim().replace(/\s+/g, " ");
  if (!value) return null;
  return values.some((v) => v.toLowerCase() === value.toLowerCase()) ? null : value;
}

/** The messages the form's check gave the options and the rows, at the paths the contract names. */
export interface OptionsFieldErrors {
  options?: {
    message?: string;
    [index: number]: { name?: { message?: string }; values?: { message?: string } } | undefined;
  };
  variants?: {
    message?: string;
    root?: { message?: string };
    [index: number]:
      | { [field in "price" | "sale_price" | "quantity" | "sku" | "options"]?: { message?: string } }
      | undefined;
  };
}
