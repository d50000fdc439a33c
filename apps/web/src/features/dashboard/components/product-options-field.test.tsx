import "@testing-library/jest-dom/vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { aProduct } from "@/test/fixtures.ts";
import { EMPTY_PRODUCT_FORM, type ProductFormValues, productFormValues } from "../product-form-values.ts";
import { renderProductForm } from "./product-form-for-tests.tsx";

const filled: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  name: "Chikankari kurta",
  description: "Hand-embroidered lawn kurta from Lucknow.",
  price: "3000",
  category: "Handmade Clothing",
  quantity: "",
  images: ["/uploads/products/0190b5a2-1111-7000-8000-000000000001.webp"],
};

const renderForm = (initialValues: ProductFormValues = filled) => renderProductForm(initialValues);

describe("the options editor of the product form", () => {
  it("builds a row per size from the chips typed, and sends the options and each size's stock", async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole("button", { name: /Add an option/ }));
    await user.type(screen.getByLabelText(/^Choice 1: what buyers pick/), "Size");
    const values = screen.getByLabelText(/^Size: each one you sell/);
    await user.type(values, "S{Enter}M,L{Enter}m{Enter}");
    // "m" is M again: three chips, three rows.
    expect(
      within(screen.getByRole("list", { name: "Size: values added" })).getAllByRole("listitem"),
    ).toHaveLength(3);
    expect(screen.getByText("3 variants")).toBeInTheDocument();
    // The product's own stock field makes way for the rows'.
    expect(screen.queryByLabelText(/^Quantity in stock/)).not.toBeInTheDocument();

    await user.type(within(screen.getByRole("group", { name: "Size: S" })).getByLabelText(/^Stock/), "4");
    await user.type(within(screen.getByRole("group", { name: "Size: M" })).getByLabelText(/^Stock/), "3");
    await user.type(within(screen.getByRole("group", { name: "Size: M" })).getByLabelText(/^Price/), "3200");
    await user.type(within(screen.getByRole("group", { name: "Size: L" })).getByLabelText(/^Stock/), "0");
    await user.type(within(screen.getByRole("group", { name: "Size: L" })).getByLabelText(/^SKU/), "KURTA-L");
    await user.click(screen.getByRole("button", { name: "Add Product" }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const payload = onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(payload.options).toEqual([{ name: "Size", values: ["S", "M", "L"] }]);
    expect(payload.variants).toEqual([
      { options: { Size: "S" }, price: null, sale_price: null, quantity: 4, sku: null, image: null },
      { options: { Size: "M" }, price: 3200, sale_price: null, quantity: 3, sku: null, image: null },
      { options: { Size: "L" }, price: null, sale_price: null, quantity: 0, sku: "KURTA-L", image: null },
    ]);
    expect(payload).not.toHaveProperty("quantity");
  });

  it("sets every size's price and stock at once", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: /Add an option/ }));
    await user.type(screen.getByLabelText(/^Choice 1: what buyers pick/), "Size");
    await user.type(screen.getByLabelText(/^Size: each one you sell/), "S{Enter}M{Enter}");
    await user.type(screen.getByLabelText("Price for all (Rs)"), "2500");
    await user.type(screen.getByLabelText("Stock for all"), "6");
    await user.click(screen.getByRole("button", { name: "Apply to all" }));
    for (const size of ["S", "M"]) {
      const row = within(screen.getByRole("group", { name: `Size: ${size}` }));
      expect(row.getByLabelText(/^Price/)).toHaveValue(2500);
      expect(row.getByLabelText(/^Stock/)).toHaveValue(6);
    }
  });

  it("asks for each size's stock, and for the option's name, before sending anything", async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole("button", { name: /Add an option/ }));
    await user.type(screen.getByLabelText(/^Choice 1: each one you sell/), "S{Enter}");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(await screen.findByText("Option name is required.")).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Choice 1: what buyers pick/), "Size");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    const row = within(await screen.findByRole("group", { name: "Size: S" }));
    expect(await row.findByText("Valid quantity is required")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("takes a size's chip away with its row, and the last option away with the table", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: /Add an option/ }));
    await user.type(screen.getByLabelText(/^Choice 1: what buyers pick/), "Size");
    await user.type(screen.getByLabelText(/^Size: each one you sell/), "S{Enter}M{Enter}");
    await user.click(screen.getByRole("button", { name: "Remove S" }));
    expect(screen.queryByRole("group", { name: "Size: S" })).not.toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Size: M" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove the option Size" }));
    expect(screen.queryByText(/variants?$/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Quantity in stock/)).toBeInTheDocument();
  });

  it("sends no options at all for a product that never had any, as before", async () => {
    const { onSubmit, user } = renderForm({ ...filled, quantity: "3" });
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const payload = onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(payload).not.toHaveProperty("options");
    expect(payload).not.toHaveProperty("variants");
    expect(payload.quantity).toBe(3);
  });

  describe("editing a product with sizes", () => {
    const kurta = aProduct({
      images: filled.images,
      price: 3000,
      sale_price: null,
      quantity: 5,
      options: [{ name: "Size", values: ["S", "M"] }],
      variants: [
        {
          _id: "v-s",
          options: { Size: "S" },
          price: 3000,
          sale_price: null,
          quantity: 4,
          sku: "K-S",
          image: null,
        },
        {
          _id: "v-m",
          options: { Size: "M" },
          price: 3200,
          sale_price: null,
          quantity: 1,
          sku: null,
          image: null,
        },
      ],
    });

    it("opens with a row per size, a size at the product's price left blank, and sends the set back", async () => {
      const { onSubmit, user } = renderForm(productFormValues(kurta));
      const small = within(screen.getByRole("group", { name: "Size: S" }));
      expect(small.getByLabelText(/^Price/)).toHaveValue(null);
      expect(small.getByLabelText(/^Stock/)).toHaveValue(4);
      expect(small.getByLabelText(/^SKU/)).toHaveValue("K-S");
      expect(within(screen.getByRole("group", { name: "Size: M" })).getByLabelText(/^Price/)).toHaveValue(
        3200,
      );
      await user.click(screen.getByRole("button", { name: "Add Product" }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      const payload = onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
      expect(payload.options).toEqual([{ name: "Size", values: ["S", "M"] }]);
      expect(payload.variants).toEqual([
        { options: { Size: "S" }, price: null, sale_price: null, quantity: 4, sku: "K-S", image: null },
        { options: { Size: "M" }, price: 3200, sale_price: null, quantity: 1, sku: null, image: null },
      ]);
    });

    it("sends an empty set once the seller takes the last option away, making it a product without sizes", async () => {
      const { onSubmit, user } = renderForm(productFormValues(kurta));
      await user.click(screen.getByRole("button", { name: "Remove the option Size" }));
      await user.click(screen.getByRole("button", { name: "Add Product" }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ options: [], variants: [], quantity: 5 });
    });
  });

  describe("a picture per variant", () => {
    const blue = "/uploads/products/0190b5a2-1111-7000-8000-000000000001.webp";
    const red = "/uploads/products/0190b5a2-1111-7000-8000-000000000002.webp";
    const dupatta = aProduct({
      images: [blue, red],
      price: 3000,
      sale_price: null,
      quantity: 4,
      options: [
        { name: "Size", values: ["S", "M"] },
        { name: "Colour", values: ["Blue", "Red"] },
      ],
      variants: [
        ["S", "Blue", red],
        ["S", "Red", null],
        ["M", "Blue", null],
        ["M", "Red", null],
      ].map(([size, colour, image], i) => ({
        _id: `v${i}`,
        options: { Size: size as string, Colour: colour as string },
        price: 3000,
        sale_price: null,
        quantity: 1,
        sku: null,
        image: image as string | null,
      })),
    });
    const row = (name: string) => within(screen.getByRole("group", { name }));
    const picture = (name: string) =>
      within(row(name).getByRole("group", { name: "Picture on the product page" }));

    it("offers the product's pictures and None per row, by keyboard too, and gives a colour's rows one picture at once", async () => {
      const { onSubmit, user } = renderForm(productFormValues(dupatta));
      // The picture saved shows chosen; the others start at None.
      expect(picture("Size: S, Colour: Blue").getByRole("radio", { name: "Picture 2" })).toBeChecked();
      expect(picture("Size: M, Colour: Blue").getByRole("radio", { name: "None" })).toBeChecked();
      expect(picture("Size: M, Colour: Blue").getAllByRole("radio")).toHaveLength(3);

      // The arrow keys move the choice, as in any radio group.
      await user.click(picture("Size: S, Colour: Blue").getByRole("radio", { name: "Picture 2" }));
      await user.keyboard("{ArrowLeft}");
      expect(picture("Size: S, Colour: Blue").getByRole("radio", { name: "Picture 1" })).toBeChecked();

      await user.click(
        row("Size: S, Colour: Blue").getByRole("button", { name: "Same picture for every Colour: Blue" }),
      );
      expect(picture("Size: M, Colour: Blue").getByRole("radio", { name: "Picture 1" })).toBeChecked();
      await user.click(picture("Size: M, Colour: Red").getByRole("radio", { name: "Picture 2" }));

      await user.click(screen.getByRole("button", { name: "Add Product" }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      const payload = onSubmit.mock.calls[0]?.[0] as { variants: Array<{ image: string | null }> };
      expect(payload.variants.map((v) => v.image)).toEqual([blue, null, blue, red]);
    });

    it("sends no picture for a variant whose image was taken off the product", async () => {
      const { onSubmit, user } = renderForm(productFormValues(dupatta));
      await user.click(screen.getByRole("button", { name: "Remove image 2" }));
      expect(picture("Size: S, Colour: Blue").getByRole("radio", { name: "None" })).toBeChecked();
      expect(picture("Size: S, Colour: Blue").getAllByRole("radio")).toHaveLength(2);
      await user.click(screen.getByRole("button", { name: "Add Product" }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      const payload = onSubmit.mock.calls[0]?.[0] as {
        images: string[];
        variants: Array<{ image: string | null }>;
      };
      expect(payload.images).toEqual([blue]);
      expect(payload.variants.map((v) => v.image)).toEqual([null, null, null, null]);
    });
  });
});
