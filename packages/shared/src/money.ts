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

const rupeeFormat = new Intl.NumberFormat("en-PK", { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** The one way a price is shown: "Rs 1,499.50" style with thousands separators. */
export function formatRupees(rupees: number): string {
  const hasPaisa = Math.round(rupees * 100) % 100 !== 0;
  const text = hasPaisa
    ? new Intl.NumberFormat("en-PK", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rupees)
    : rupeeFormat.format(rupees);
  return `Rs ${text}`;
}
