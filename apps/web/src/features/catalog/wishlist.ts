import { useCallback, useSyncExternalStore } from "react";

const WISHLIST_KEY = "wishlist";
const listeners = new Set<() => void>();

function read(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(WISHLIST_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

let snapshot = typeof localStorage === "undefined" ? "[]" : JSON.stringify(read());

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISHLIST_KEY) {
      snapshot = JSON.stringify(read());
      listener();
    }
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Favourites kept in this browser only (the spec's heart is local); shared by cards and the detail page. */
export function useWishlist(productId: string): [saved: boolean, toggle: () => void] {
  const ids = useSyncExternalStore(subscribe, () => snapshot);
  const saved = (JSON.parse(ids) as string[]).includes(productId);
  const toggle = useCallback(() => {
    const current = read();
    const next = current.includes(productId)
      ? current.filter((id) => id !== productId)
      : [...current, productId];
    localStorage.setItem(WISHLIST_KEY, JSON.stringify(next));
    snapshot = JSON.stringify(next);
    for (const listener of listeners) listener();
  }, [productId]);
  return [saved, toggle];
}
