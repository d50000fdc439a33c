import { useSyncExternalStore } from "react";

/**
 * Values kept in the browser's local storage (session, cart, wishlist), read through
 * useSyncExternalStore. The server has no storage, so it renders `serverValue` (signed out, empty),
 * and a hydrating browser renders that same value first, as React's getServerSnapshot, so its HTML
 * matches the server's; React then re-renders with what is stored. That re-render is synchronous
 * (React cannot yield in it) and reaches every component using the value, so a stored value equal to
 * `serverValue` (nothing stored: a first visit) reads as `serverValue` itself and renders nothing again. A page the browser renders from
 * the start (createRoot) reads the stored value in its first render, as before.
 */
export interface LocalStorageStore<T> {
  /** The stored value now (outside React: event handlers, writes). */
  read(): T;
  /** After writing its keys: every component using the value renders the new one. */
  changed(): void;
  /** The value in a component: `serverValue` on the server and while hydrating, then the stored one. */
  useValue(): T;
}

export function createLocalStorageStore<T>(
  keys: readonly string[],
  parse: (stored: ReadonlyArray<string | null>) => T,
  serverValue: T,
): LocalStorageStore<T> {
  const listeners = new Set<() => void>();
  // The stored texts are what React compares: equal texts give the very same parsed value.
  let cached: { texts: string; value: T } | null = null;
  const serverText = JSON.stringify(serverValue);

  const read = (): T => {
    const stored = keys.map((key) => localStorage.getItem(key));
    const texts = JSON.stringify(stored);
    if (cached?.texts !== texts) {
      const value = parse(stored);
      cached = { texts, value: JSON.stringify(value) === serverText ? serverValue : value };
    }
    return cached.value;
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    // Another tab changed (or cleared) the storage.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || keys.includes(event.key)) listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  };

  const serverSnapshot = () => serverValue;

  return {
    read,
    changed() {
      for (const listener of listeners) listener();
    },
    useValue: () => useSyncExternalStore(subscribe, read, serverSnapshot),
  };
}
