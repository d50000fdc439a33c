/**
 * "gmial.com"-style slips in an e-mail address: a domain one or two key presses away from a mail
 * service most people here use is probably that service. Only a hint: the address stays as typed.
 */
const COMMON_DOMAINS = [
  "gmail.com",
  "yahoo.com",
  "hotmail.com",
  "outlook.com",
  "live.com",
  "icloud.com",
  "ymail.com",
  "msn.com",
  "aol.com",
  "protonmail.com",
];

/** Edits (insert, delete, replace, swap two neighbours) between two short strings. */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** The address with its domain corrected, or null when it looks right (or is not an address yet). */
export function suggestEmail(email: string): string | null {
  const at = email.trim().lastIndexOf("@");
  if (at < 1) return null;
  const local = email.trim().slice(0, at);
  const domain = email
    .trim()
    .slice(at + 1)
    .toLowerCase();
  if (domain.length < 4 || !domain.includes(".") || COMMON_DOMAINS.includes(domain)) return null;
  let best: { domain: string; edits: number } | null = null;
  for (const known of COMMON_DOMAINS) {
    const edits = distance(domain, known);
    if (edits <= 2 && (!best || edits < best.edits)) best = { domain: known, edits };
  }
  return best ? `${local}@${best.domain}` : null;
}
