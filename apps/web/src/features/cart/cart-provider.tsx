import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import {
  addLine,
  type CartLine,
  type CartProduct,
  cartCount,
  cartTotal,
  parseStoredLines,
  refreshLines,
  removeLine,
  setLineQuantity,
} from "./cart-lines.ts";

export const CART_STORAGE_KEY = "cart";

interface CartValue {
  lines: CartLine[];
  /** Units across all lines, for the floating button's badge. */
  count: number;
  /** In rupees. */
  total: number;
  add(product: CartProduct, quantity?: number): void;
  setQuantity(productId: string, quantity: number): void;
  remove(productId: string): void;
  /** Takes the products as the server has them now (the checkout's fresh read). */
  refresh(products: ReadonlyMap<string, CartProduct | null>): void;
  clear(): void;
  isOpen: boolean;
  open(): void;
  close(): void;
}

const CartContext = createContext<CartValue | null>(null);

/** The cart, kept in local storage so it survives reloads and follows the visitor across tabs. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [lines, setLines] = useState<CartLine[]>(() =>
    parseStoredLines(localStorage.getItem(CART_STORAGE_KEY)),
  );
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  }, [lines]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) setLines(parseStoredLines(event.newValue));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const add = useCallback(
    (product: CartProduct, quantity = 1) => setLines((l) => addLine(l, product, quantity)),
    [],
  );
  const setQuantity = useCallback(
    (productId: string, quantity: number) => setLines((l) => setLineQuantity(l, productId, quantity)),
    [],
  );
  const remove = useCallback((productId: string) => setLines((l) => removeLine(l, productId)), []);
  const refresh = useCallback(
    (products: ReadonlyMap<string, CartProduct | null>) =>
      setLines((l) => {
        const next = refreshLines(l, products);
        // The same lines keep the same array, so a refresh that changes nothing renders nothing.
        return JSON.stringify(next) === JSON.stringify(l) ? l : next;
      }),
    [],
  );
  const clear = useCallback(() => setLines([]), []);
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
