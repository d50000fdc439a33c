import { I18nProvider } from "@lingui/react";
import { CATEGORIES } from "@marketplace/shared/categories";
import {
  COUNTRIES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from "@marketplace/shared/order-statuses";
import { PRODUCT_SORTS } from "@marketplace/shared/product-sorts";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n.ts";
import { urduMessages } from "./urdu-messages.ts";
import { useLabels } from "./use-labels.ts";

const inUrdu = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={createI18n("ur", urduMessages)}>{children}</I18nProvider>
);

describe("the shared lists' names", () => {
  it("names every category, status, method, country and sort in English as the API spells them", () => {
    const { result } = renderHook(() => useLabels());
    for (const value of CATEGORIES) expect(result.current.category(value)).toBe(value);
    for (const value of ORDER_STATUSES) expect(result.current.orderStatus(value)).toBe(value);
    for (const value of PAYMENT_STATUSES) expect(result.current.paymentStatus(value)).toBe(value);
    for (const value of PAYMENT_METHODS) expect(result.current.paymentMethod(value)).toBe(value);
    for (const value of COUNTRIES) expect(result.current.country(value)).toBe(value);
    expect(result.current.sort("newest")).toBe("Newest first");
  });

  it("names every one of them in Urdu, never by its key", () => {
    const { result } = renderHook(() => useLabels(), { wrapper: inUrdu });
    const names = [
      ...CATEGORIES.map(result.current.category),
      ...ORDER_STATUSES.map(result.current.orderStatus),
      ...PAYMENT_STATUSES.map(result.current.paymentStatus),
      ...PAYMENT_METHODS.map(result.current.paymentMethod),
      ...COUNTRIES.map(result.current.country),
      ...PRODUCT_SORTS.map(result.current.sort),
    ];
    for (const name of names) expect(name).toMatch(/[\u0600-\u06FF]/);
  });
});
