import "@testing-library/jest-dom/vitest";
import { render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import { EMPTY_PRODUCT_FORM, type ProductFormValues } from "../product-form-values.ts";
import { ProductForm } from "./product-form.tsx";
import { renderProductForm } from "./product-form-for-tests.tsx";
import { checkImageFile } from "./product-images-field.tsx";

const renderForm = (initialValues: ProductFormValues = EMPTY_PRODUCT_FORM) =>
  renderProductForm(initialValues);

const filled: ProductFormValues = {
  name: "Ralli quilt",
  description: "Hand-stitched patchwork quilt from Sindh.",
  price: "4500",
  sale_price: "",
  saleEndingDate: "",
  category: "Home Decor",
  quantity: "3",
  images: ["/uploads/products/0190b5a2-1111-7000-8000-000000000001.webp"],
  options: [],
  variants: [],
};

describe("ProductForm", () => {
  it("shows every missing field's message and does not submit", async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(await screen.findByText("Product name is required")).toBeInTheDocument();
    expect(screen.getByText("Description is required")).toBeInTheDocument();
    expect(screen.getByText("Valid price is required")).toBeInTheDocument();
    expect(screen.getByText("Category is required")).toBeInTheDocument();
    expect(screen.getByText("Valid quantity is required")).toBeInTheDocument();
    expect(screen.getByText("At least one product image is required")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("keeps every field's message when the seller leaves a field by pressing Add Product", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Quantity/), "-2");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(await screen.findByText("Valid quantity is required")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Category is required")).toBeInTheDocument());
    expect(screen.getByText("At least one product image is required")).toBeInTheDocument();
  });

  it("refuses a sale price that is not below the price, even while other fields are missing", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Price/), "500");
    await user.type(screen.getByLabelText(/^Sale price/), "500");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(await screen.findByText("Sale price must be less than regular price")).toBeInTheDocument();
  });

  it("offers the sale end date only once a sale price is entered", async () => {
    const { user } = renderForm();
    expect(screen.queryByLabelText(/^Sale ends/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Sale price/), "99");
    expect(screen.getByLabelText(/^Sale ends/)).toBeInTheDocument();
  });

  it("counts the description's characters as the seller types", async () => {
    const { user } = renderForm();
    expect(screen.getByText("0/1000 characters")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Description/), "Soft wool");
    expect(screen.getByText("9/1000 characters")).toBeInTheDocument();
  });

  it("submits numbers, null sale fields and the store", async () => {
    const { onSubmit, user } = renderForm(filled);
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    // A product without options sends none: the body is what it was before variants.
    const { options: _options, variants: _variants, ...plain } = filled;
    expect(onSubmit).toHaveBeenCalledWith({
      ...plain,
      price: 4500,
      quantity: 3,
      sale_price: null,
      saleEndingDate: null,
      store_id: "store-1",
    });
  });

  it("sends the sale end date as an instant", async () => {
    const { onSubmit, user } = renderForm({
      ...filled,
      sale_price: "3999",
      saleEndingDate: "2030-01-15T18:30",
    });
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      sale_price: 3999,
      saleEndingDate: new Date("2030-01-15T18:30").toISOString(),
    });
  });

  it("shows the server's per-field problems under the inputs", async () => {
    const onSubmit = vi.fn(async () => [
      { field: "images.0", message: "Please upload the image file itself." },
    ]);
    render(
      <ProductForm
        storeId="store-1"
        token="token"
        initialValues={filled}
        submitLabel="Save"
        busyLabel="Saving..."
        onSubmit={onSubmit}
        onCancel={() => {}}
        onAuthFailed={() => {}}
      />,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please upload the image file itself.")).toBeInTheDocument();
  });
});

describe("checkImageFile", () => {
  it("refuses files that are not images and images over 5MB", () => {
    const { t } = renderHook(() => useT(messages)).result.current;
    expect(checkImageFile(new File(["x"], "notes.txt", { type: "text/plain" }), t)).toMatch(/not an image/);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    expect(checkImageFile(big, t)).toBe("File big.png is too large. Maximum size is 5MB.");
    expect(checkImageFile(new File(["x"], "ok.png", { type: "image/png" }), t)).toBeNull();
  });
});
