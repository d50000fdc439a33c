import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { useBuyNow } from "./use-buy-now.ts";

const at =
  (url: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;

describe("Buy Now's checkout", () => {
  it("stays open when buying the last unit sells the product out, so the order's confirmation stays", () => {
    const { result, rerender } = renderHook(({ stock }) => useBuyNow(stock), {
      wrapper: at("/product/p1?buy=2"),
      initialProps: { stock: 2 },
    });
    expect(result.current.buying).toBe(true);
    expect(result.current.quantity).toBe(2);
    rerender({ stock: 0 });
    expect(result.current.buying).toBe(true);
  });

  it("shows the product, not a checkout, when a link asks to buy something already sold out", () => {
    const { result } = renderHook(() => useBuyNow(0), { wrapper: at("/product/p1?buy=1") });
    expect(result.current.buying).toBe(false);
  });

  it("opens with the quantity chosen, within the stock, and closes when the buyer goes back", () => {
    const { result } = renderHook(() => useBuyNow(3), { wrapper: at("/product/p1") });
    expect(result.current.buying).toBe(false);
    act(() => result.current.start(7));
    expect(result.current).toMatchObject({ buying: true, quantity: 3 });
    act(() => result.current.leave());
    expect(result.current.buying).toBe(false);
  });

  it("carries the size chosen in the address, so signing in on the way comes back to the same size", () => {
    const { result } = renderHook(() => useBuyNow(2), { wrapper: at("/product/p1") });
    act(() => result.current.start(1, "v-m"));
    expect(result.current).toMatchObject({ buying: true, quantity: 1, variantId: "v-m" });
    act(() => result.current.leave());
    expect(result.current).toMatchObject({ buying: false, variantId: null });
  });
});
