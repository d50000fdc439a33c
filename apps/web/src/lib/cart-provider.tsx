import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import {
  addLine,
  type CartLine,
  type CartVariant,
  cartCount,
  cartTotal,
  parseStoredLines,
  refreshLines,
  removeLine,
  setLineQuantity,
  type VariantProduct,
} from "@/lib/cart-lines.ts";
import { createLocalStorageStore } from "@/lib/local-storage-store.ts";

export const CART_STORAGE_KEY = "cart";

interface CartValue {
  lines: CartLine[];
  /** Units across all lines, for the header's cart button badge. */
  count: number;
  /** In rupees. */
  total: number;
  /** A product with variants is added as one of them (the size she chose). */
  add(product: VariantProduct, quantity?: number, variant?: CartVariant): void;
  /** Lines are named by `lineKey`: the product, and its variant when it has one. */
  setQuantity(key: string, quantity: number): void;
  remove(key: string): void;
  /** Takes the products as the server has them now (the checkout's fresh read). */
  refresh(products: ReadonlyMap<string, VariantProduct | null>): void;
  clear(): void;
  isOpen: boolean;
  open(): void;
  close(): void;
}

const CartContext = createContext<CartValue | null>(null);

/** The stored lines; the server (and a hydrating page) shows an empty cart, then the stored one. */
const storedCart = createLocalStorageStore(
  [CART_STORAGE_KEY],
  ([text]) => parseStoredLines(text ?? null),
  [],
);

/** Writes the lines the change makes of the stored ones; the same lines again write nothing. */
function changeLines(change: (lines: CartLine[]) => CartLine[]) {
  const current = storedCart.read();
  const next = change(current);
  if (next === current || JSON.stringify(next) === JSON.stringify(current)) return;
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  storedCart.changed();
}

/** The cart, kept in local storage so it survives reloads and follows the visitor across tabs. */
export function CartProvider({ children }: { children: ReactNode }) {
  const lines = storedCart.useValue();
  const [isOpen, setOpen] = useState(false);

  const add = useCallback(
    (product: VariantProduct, quantity = 1, variant?: CartVariant) =>
      changeLines((l) => addLine(l, product, quantity, variant)),
    [],
  );
  const setQuantity = useCallback(
    (key: string, quantity: number) => changeLines((l) => setLineQuantity(l, key, quantity)),
    [],
  );
  const remove = useCallback((key: string) => changeLines((l) => removeLine(l, key)), []);
  // The same lines keep the same array, so a refresh that changes nothing renders nothing.
  const refresh = useCallback(
    (products: ReadonlyMap<string, VariantProduct | null>) => changeLines((l) => refreshLines(l, products)),
    [],
  );
  const clear = useCallback(() => changeLines(() => []), []);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);

  const value = useMemo<CartValue>(
    () => ({
      lines,
      count: cartCount(lines),
      total: cartTotal(lines),
      add,
      setQuantity,
      remove,
      refresh,
      clear,
      isOpen,
      open,
      close,
    }),
    [lines, add, setQuantity, remove, refresh, clear, isOpen, open, close],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used inside <CartProvider>.");
  return value;
}
