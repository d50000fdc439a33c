/**
 * Money travels as rupees in JSON (the contract's `1499.5`) and is stored and computed as integer
 * paisa so that sums never drift.
 */
export type Paisa = number;

export function rupeesToPaisa(rupees: number): Paisa {
  return Math.round(rupees * 100);
}

export function paisaToRupees(paisa: Paisa): number {
  return Math.round(paisa) / 100;
}

/**
 * Built on first use and kept: building an Intl.NumberFormat costs far more than using one (on a
 * phone, the page's first one costs tens of milliseconds), and at a module's top level it would be
 * paid while the page's code is evaluated, in one long task, even on pages that show no price.
 */
const formats = new Map<boolean, Intl.NumberFormat>();

/** The one way a price is shown: "Rs 1,499.50" style with thousands separators. */
export function formatRupees(rupees: number): string {
  const hasPaisa = Math.round(rupees * 100) % 100 !== 0;
  let format = formats.get(hasPaisa);
  if (!format) {
    format = new Intl.NumberFormat("en-PK", {
      minimumFractionDigits: hasPaisa ? 2 : 0,
      maximumFractionDigits: 2,
    });
    formats.set(hasPaisa, format);
  }
  return `Rs ${format.format(rupees)}`;
}
