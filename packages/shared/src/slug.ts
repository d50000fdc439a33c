/** The store URL slug of spec section 2: lowercase, non-alphanumerics removed, spaces to hyphens. */
export function storeSlug(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\s-]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}
