import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import type { ProductFormValues } from "../product-form-values.ts";
import { ProductForm } from "./product-form.tsx";

/**
 * The product form as the add-product page shows it, for its tests: answers the spy its submit calls
 * and a user to drive it.
 */
export function renderProductForm(initialValues: ProductFormValues) {
  const onSubmit = vi.fn(async (_payload: unknown) => undefined);
  render(
    <ProductForm
      storeId="store-1"
      token="token"
      initialValues={initialValues}
      submitLabel="Add Product"
      busyLabel="Adding Product..."
      onSubmit={onSubmit}
      onCancel={() => {}}
      onAuthFailed={() => {}}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}
