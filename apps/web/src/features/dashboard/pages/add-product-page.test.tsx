import "@testing-library/jest-dom/vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { answer, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aProduct, aSeller, aStore } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInSeller } from "@/test/sessions.ts";

const STORE_ID = "0190b5a2-0000-7000-8000-0000000000aa";
const IMAGE = "/uploads/products/0190b5a2-1111-7000-8000-000000000001.webp";

describe("AddProductPage in Urdu", () => {
  it("lets a seller who reads only Urdu fill in and add a product", async () => {
    URL.createObjectURL = vi.fn(() => "blob:preview");
    URL.revokeObjectURL = vi.fn();
    signInSeller(aSeller(), [aStore({ _id: STORE_ID, name: "Kiran Crafts" })]);
    server.use(
      answer("POST /api/media/images", {
        success: true,
        images: [{ url: IMAGE, thumbUrl: IMAGE.replace(".webp", "-t.webp") }],
      }),
      answer("POST /api/products", {
        success: true,
        message: "Product created",
        product: aProduct({ _id: "p1", name: "رلی" }),
      }),
    );
    renderApp(`/addproduct/${STORE_ID}`, { language: "ur" });
    const user = userEvent.setup();
    // Pasting rather than typing key by key keeps the test quick on a busy machine.
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };

    expect(await screen.findByRole("heading", { name: "پروڈکٹ شامل کریں" })).toBeInTheDocument();
    expect(screen.getByText("Kiran Crafts کے لیے نئی پروڈکٹ۔")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "ڈیش بورڈ پر واپس" })).toBeInTheDocument();
    // The form opens once the phone has looked for a draft she left.
    expect(await screen.findByText("اگر پروڈکٹ سیل پر نہیں تو خالی چھوڑ دیں۔")).toBeInTheDocument();

    await fill(screen.getByLabelText(/پروڈکٹ کا نام/), "رلی");
    expect(screen.getByText("3/100 حروف")).toBeInTheDocument();
    await fill(screen.getByLabelText(/^تفصیل/), "سندھ کی ہاتھ سے سلی رلی۔");
    await fill(screen.getByLabelText(/^قیمت \(Rs\)/), "4500");
    await fill(screen.getByLabelText(/سیل کی قیمت/), "4000");
    expect(screen.getByLabelText(/سیل کب ختم ہو/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: /کیٹیگری/ }), "Home Decor");
    await fill(screen.getByLabelText(/اسٹاک میں تعداد/), "3");
    await user.upload(
      screen.getByLabelText("پروڈکٹ کی تصویریں شامل کریں"),
      new File([new Uint8Array(2048)], "ralli.png", { type: "image/png" }),
    );
    const images = screen.getByRole("group", { name: /پروڈکٹ کی تصویریں/ });
    expect(await within(images).findByText("کور")).toBeInTheDocument();
    expect(within(images).getByRole("button", { name: "تصویر 1 ہٹائیں" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "پروڈکٹ شامل کریں" }));
    expect(await screen.findByText("پروڈکٹ شامل ہو گئی!")).toBeInTheDocument();
    const [request] = sent("POST /api/products");
    expect(await request?.json()).toMatchObject({
      name: "رلی",
      price: 4500,
      sale_price: 4000,
      category: "Home Decor",
      quantity: 3,
      images: [IMAGE],
      store_id: STORE_ID,
    });
    expect(document.body.textContent).not.toMatch(/\bdashboard\.[a-z]/);
  });
});
