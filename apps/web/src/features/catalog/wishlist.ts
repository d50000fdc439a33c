import { useCallback } from "react";
import { createLocalStorageStore } from "@/lib/local-storage-store.ts";

const WISHLIST_KEY = "wishlist";

function idsIn(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    // A damaged entry reads as an empty wishlist.
    return [];
  }
}

/** The saved ids; the server (and a hydrating page) has none, so its heart counts start at zero. */
const wishlist = createLocalStorageStore([WISHLIST_KEY], ([text]) => idsIn(text), []);

function write(ids: string[]) {
  localStorage.setItem(WISHLIST_KEY, JSON.stringify(ids));
  wishlist.changed();
}

/** Takes products off the wishlist (the wishlist page drops those that no longer exist). */
export function removeFromWishlist(...productIds: string[]) {
  const current = wishlist.read();
  const next = current.filter((id) => !productIds.includes(id));
  if (next.length !== current.length) write(next);
}

/** The saved product ids, in the order they were hearted. */
export function useWishlistIds(): string[] {
  return wishlist.useValue();
}

/** Favourites kept in this browser only (the spec's heart is local); shared by cards and the detail page. */
export function useWishlist(productId: string): [saved: boolean, toggle: () => void] {
  const saved = useWishlistIds().includes(productId);
  const toggle = useCallback(() => {
    const current = wishlist.read();
    write(current.includes(productId) ? current.filter((id) => id !== productId) : [...current, productId]);
  }, [productId]);
  return [saved, toggle];
}
