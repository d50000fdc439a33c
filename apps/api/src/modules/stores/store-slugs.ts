import { storeSlug } from "@marketplace/shared/slug";

/**
 * The slug a store's name asks for. A name without Latin letters or digits (an Urdu name) gives none,
 * so such a store is `store-` and the tail of its id (random in a UUIDv7), as migration 0003 did for
 * the stores that existed then.
 */
export function wantedSlug(name: string, storeId: string): string {
  return storeSlug(name) || `store-${storeId.replace(/-/g, "").slice(-8)}`;
}

/** Whether `slug` is `base` or a numbered repeat of it (`base-2`, `base-3`…). */
export function isInSlugFamily(slug: string, base: string): boolean {
  return (
    slug === base || (slug.startsWith(`${base}-`) && /^(?:[2-9]|[1-9]\d+)$/.test(slug.slice(base.length + 1)))
  );
}

/** `base` when no other store has it, else the first free `base-2`, `base-3`… ("Noor's" after "Noors"). */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
