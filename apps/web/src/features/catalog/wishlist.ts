import { useCallback, useSyncExternalStore } from "react";

const WISHLIST_KEY = "wishlist";
const listeners = new Set<() => void>();

/** The stored text itself is the snapshot React compares: cheap to read, equal while unchanged. */
const storedText = () => localStorage.getItem(WISHLIST_KEY) ?? "[]";

let parsed: { text: string; ids: string[] } = { text: "[]", ids: [] };
function idsIn(text: string): string[] {
  if (parsed.text === text) return parsed.ids;
  let ids: string[] = [];
  try {
    const value: unknown = JSON.parse(text);
    ids = Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    // A damaged entry reads as an empty wishlist.
  }
  parsed = { text, ids };
  return ids;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISHLIST_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function write(ids: string[]) {
  localStorage.setItem(WISHLIST_KEY, JSON.stringify(ids));
  for (const listener of listeners) listener();
}

/** Takes products off the wishlist (the wishlist page drops those that no longer exist). */
export function removeFromWishlist(...productIds: string[]) {
  const current = idsIn(storedText());
  const next = current.filter((id) => !productIds.includes(id));
  if (next.length !== current.length) write(next);
}

/** The saved product ids, in the order they were hearted. */
export function useWishlistIds(): string[] {
  return idsIn(useSyncExternalStore(subscribe, storedText));
}

/** Favourites kept in this browser only (the spec's heart is local); shared by cards and the detail page. */
export function useWishlist(productId: string): [saved: boolean, toggle: () => void] {
  const saved = useWishlistIds().includes(productId);
  const toggle = useCallback(() => {
    const current = idsIn(storedText());
    write(current.includes(productId) ? current.filter((id) => id !== productId) : [...current, productId]);
  }, [productId]);
  return [saved, toggle];
}
