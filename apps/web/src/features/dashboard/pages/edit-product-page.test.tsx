import "@testing-library/jest-dom/vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { answer, on, refusal, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aProduct, aSeller, aStore } from "@/test/fixtures.ts";
import { renderApp } from "@/test/render-app.tsx";
import { signInSeller } from "@/test/sessions.ts";

const SUSPENDED =
  "Your seller account is suspended: Selling counterfeit shawls. Contact Hunarmand to restore it.";

describe("EditProductPage", () => {
  it("tells a suspended seller the server's reason when her change is refused", async () => {
    signInSeller(aSeller(), [aStore()]);
    server.use(
      answer("GET /api/products/:id", {
        success: true,
        product: aProduct({
          _id: "p1",
          images: ["/uploads/dupatta.jpg"],
          thumbnails: ["/uploads/dupatta-t.jpg"],
        }),
      }),
      refuse("PUT /api/products/:id", 403, SUSPENDED),
    );
    renderApp("/editproduct/p1");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(SUSPENDED)).toBeInTheDocument();
    expect(sent("PUT /api/products/:id")).toHaveLength(1);
  });
});

describe("EditProductPage while the product sells", () => {
  const opened = aProduct({
    _id: "p1",
    quantity: 3,
    images: ["/uploads/d.jpg"],
    thumbnails: ["/uploads/d-t.jpg"],
  });

  it("sends the stock it showed, so a price change keeps what sold meanwhile", async () => {
    signInSeller(aSeller(), [aStore()]);
    server.use(
      answer("GET /api/products/:id", { success: true, product: opened }),
      answer("PUT /api/products/:id", { success: true, message: "Product updated", product: opened }),
    );
    renderApp("/editproduct/p1");
    const user = userEvent.setup();
    const price = await screen.findByLabelText(/Price \(Rs\)/);
    await user.clear(price);
    await user.type(price, "450");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await vi.waitFor(() => expect(sent("PUT /api/products/:id")).toHaveLength(1));
    const body = await sent("PUT /api/products/:id")[0]?.json();
    expect(body).toMatchObject({ price: 450, quantity: 3, stockSeen: { quantity: 3 } });
  });

  it("says what sold when her changed stock moved, keeps her figure and saves it against the new one", async () => {
    signInSeller(aSeller(), [aStore()]);
    let tries = 0;
    server.use(
      answer("GET /api/products/:id", { success: true, product: opened }),
      on("PUT /api/products/:id", () =>
        ++tries === 1
          ? refusal(409, SOLD, { stock: { quantity: 1, variants: [] } })
          : { success: true, message: "Product updated", product: opened },
      ),
    );
    renderApp("/editproduct/p1");
    const user = userEvent.setup();
    const quantity = await screen.findByLabelText(/Quantity in stock/);
    await user.clear(quantity);
    await user.type(quantity, "5");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(SOLD)).toBeInTheDocument();
    expect(await screen.findByText("Now 1 in stock. Check your figure and save again.")).toBeInTheDocument();
    expect(quantity).toHaveValue(5);
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await vi.waitFor(() => expect(sent("PUT /api/products/:id")).toHaveLength(2));
    expect(await sent("PUT /api/products/:id")[1]?.json()).toMatchObject({
      quantity: 5,
      stockSeen: { quantity: 1 },
    });
  });
});

const SOLD =
  "This product sold 2 while you were editing. The stock shows what is left now; check it and save again.";

describe("EditProductPage of a listing Hunarmand hid (issue 34, item 14)", () => {
  const hidden = aProduct({
    _id: "p1",
    name: "Ajrak Shawl",
    hidden: true,
    hiddenReason: "The photos are not of this shawl.",
    images: ["/uploads/d.jpg"],
    thumbnails: ["/uploads/d-t.jpg"],
  });

  it("reads it as its owner and tells her why it is hidden", async () => {
    signInSeller(aSeller(), [aStore()]);
    server.use(answer("GET /api/products/:id", { success: true, product: hidden }));
    renderApp("/editproduct/p1");
    expect(await screen.findByText("Hidden by Hunarmand")).toBeInTheDocument();
    expect(screen.getByText(/Reason: The photos are not of this shawl\./)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeInTheDocument();
    // Only the owner's token reads a hidden listing: the public read answers 404 for it.
    expect(sent("GET /api/products/:id")[0]?.headers.get("Authorization")).toBe("Bearer seller-token");
  });

  it("tells her in Urdu when she reads Urdu", async () => {
    signInSeller(aSeller(), [aStore()]);
    server.use(answer("GET /api/products/:id", { success: true, product: hidden }));
    renderApp("/editproduct/p1", { language: "ur" });
    expect(await screen.findByText("ہنرمند نے چھپا دی")).toBeInTheDocument();
    expect(screen.getByText(/وجہ: \u2068?The photos are not of this shawl\.\u2069?/)).toBeInTheDocument();
  });

  it("says nothing of hiding for a listing buyers can see", async () => {
    signInSeller(aSeller(), [aStore()]);
    server.use(
      answer("GET /api/products/:id", {
        success: true,
        product: { ...hidden, hidden: false, hiddenReason: null },
      }),
    );
    renderApp("/editproduct/p1");
    expect(await screen.findByRole("button", { name: "Save Changes" })).toBeInTheDocument();
    expect(screen.queryByText("Hidden by Hunarmand")).not.toBeInTheDocument();
  });
});
