import "@testing-library/jest-dom/vitest";
import type { Order } from "@marketplace/shared/orders-contracts";
import type { Product } from "@marketplace/shared/products-contracts";
import { onlineManager } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answer, NO_CONNECTION, on, type Reply, refusal, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { aCartLine, anOrder, aProduct, aUser, bankTransferInstructions } from "@/test/fixtures.ts";
import { renderRoutes } from "@/test/render-app.tsx";
import { signInCustomer } from "@/test/sessions.ts";
import CheckoutPage from "../pages/checkout-page.tsx";
import { CheckoutView } from "./checkout-view.tsx";

const line = aCartLine(2, { quantity: 5 });

const placedOrder = anOrder({ itemsPrice: 800, shippingPrice: 50, taxPrice: 40, totalPrice: 890 });

const placed = (data: Order = placedOrder): Reply<"POST /api/orders"> => ({
  success: true,
  message: "Order placed successfully.",
  data,
});

type OrderReply = () => Reply<"POST /api/orders">;

/**
 * The server: the profile check passes, the customer's past orders are `pastOrders` (none by
 * default), products are as `products` holds them now (p1 as in the cart by default; a missing id
 * is a removed product), and POST /api/orders answers from the given queue.
 */
function serve(
  orderReplies: OrderReply[],
  pastOrders: Order[] = [],
  products: Record<string, Product> = { p1: aProduct({ quantity: 5 }) },
) {
  server.use(
    answer("GET /api/auth/profile", { success: true, user: aUser() }),
    answer("GET /api/orders/user/:userId", { success: true, data: pastOrders }),
    on("GET /api/products/:id", ({ params }) => {
      const product = products[params.id];
      return product ? { success: true, product } : refusal(404, "Product not found");
    }),
    on("POST /api/orders", () => {
      const next = orderReplies.shift();
      if (!next) throw new Error("unexpected order");
      return next();
    }),
  );
}

/** The orders the checkout sent, in order. */
const orderPosts = () => sent("POST /api/orders");

function renderBuyNow() {
  return renderRoutes(
    [
      {
        path: "/viewproduct/:id",
        element: (
          <CheckoutView lines={[line]} source="buy-now" backLabel="Back to Product" onBack={() => {}} />
        ),
      },
      { path: "/", element: <p>Home page</p> },
    ],
    { initialEntries: ["/viewproduct/p1"] },
  );
}

/** Place Order waits for the lines to be read afresh; so do the tests. */
async function pricesChecked() {
  await waitFor(() => expect(screen.queryByText(/Checking today's prices/)).toBeNull());
}

function renderCartCheckout({ urdu = false } = {}) {
  renderRoutes([{ path: "/checkout", element: <CheckoutPage /> }], {
    initialEntries: ["/checkout"],
    language: urdu ? "ur" : "en",
  });
}

const storedCart = () => JSON.parse(localStorage.getItem("cart") ?? "null");

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await pricesChecked();
  await user.type(screen.getByLabelText(/^Address/), "House 12");
  await user.type(screen.getByLabelText(/^City/), "Lahore");
  await user.type(screen.getByLabelText(/^Postal Code/), "54000");
  await user.type(screen.getByLabelText(/^Phone/), "03001234567");
}

describe("the checkout view", () => {
  it("asks a signed-out visitor to log in and to come back to the product afterwards", async () => {
    serve([]);
    renderBuyNow();
    expect(await screen.findByText("Please login to continue")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Login to Continue" })).toHaveAttribute(
      "href",
      "/customer/login?from=%2Fviewproduct%2Fp1",
    );
    expect(screen.queryByRole("button", { name: "Place Order" })).toBeNull();
    // The summary still shows what is being bought, priced by the shared rules once checked.
    expect(await screen.findByText("Rs 890")).toBeInTheDocument();
  });

  it("fills a returning customer's address from her latest order, keeping what she typed", async () => {
    const shippingAddress = {
      fullName: "Ayesha K.",
      addressLine: "Flat 3, Gulberg III",
      city: "Lahore",
      postalCode: "54660",
      country: "Pakistan" as const,
      phone: "03211234567",
    };
    serve([], [anOrder({ shippingAddress })]);
    signInCustomer();
    renderBuyNow();
    await waitFor(() => expect(screen.getByLabelText(/^Address/)).toHaveValue("Flat 3, Gulberg III"));
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue("Ayesha K.");
    expect(screen.getByLabelText(/^City/)).toHaveValue("Lahore");
    expect(screen.getByLabelText(/^Postal Code/)).toHaveValue("54660");
    expect(screen.getByLabelText(/^Phone/)).toHaveValue("03211234567");
  });

  it("names every blank required field and sends nothing", async () => {
    serve([]);
    signInCustomer();
    const user = userEvent.setup();
    renderBuyNow();
    await user.clear(await screen.findByLabelText(/^Full Name/));
    await pricesChecked();
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please fill in the following fields: Full Name, Address, City, Postal Code, Phone",
    );
    expect(screen.getByLabelText(/^City/)).toHaveAttribute("aria-invalid", "true");
    await user.type(screen.getByLabelText(/^City/), "Lahore");
    expect(screen.getByRole("alert")).not.toHaveTextContent("City");
    expect(orderPosts()).toHaveLength(0);
  });

  it("shows the server's out-of-stock message and retries with the same Idempotency-Key", async () => {
    serve([() => refusal(409, "Only 1 left of Phulkari Dupatta."), () => NO_CONNECTION, () => placed()]);
    signInCustomer();
    const user = userEvent.setup();
    const router = renderBuyNow();
    await fillAddress(user);

    await user.click(screen.getByRole("button", { name: "Place Order" }));
    const conflict = await screen.findByRole("alert");
    expect(conflict).toHaveTextContent("Failed to place order");
    expect(conflict).toHaveTextContent("Only 1 left of Phulkari Dupatta.");

    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByText("Error placing order. Please try again.")).toBeInTheDocument();
    expect(screen.getByText(/No connection to Hunarmand; your cart is safe/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Place Order" }));
    const dialog = await screen.findByRole("dialog", { name: "Order placed!" });
    expect(within(dialog).getByText("3E4F5A6B")).toBeInTheDocument();
    expect(within(dialog).getByText("Rs 890")).toBeInTheDocument();
    expect(within(dialog).getByText("Pending")).toBeInTheDocument();

    const keys = orderPosts().map((p) => p.headers.get("Idempotency-Key"));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBeTruthy();
    expect(new Set(keys).size).toBe(1);
    expect(await orderPosts()[0]?.json()).toMatchObject({
      user_id: "u1",
      products: [{ product: "p1", quantity: 2 }],
      shippingAddress: { fullName: "Ayesha Khan", city: "Lahore", country: "Pakistan" },
      paymentMethod: "Cash on Delivery",
    });

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  describe("offline (issue 34, item 1)", () => {
    /** The browser's word, which TanStack Query's online manager follows too. */
    function goOffline(offline: boolean, { tellQueries = offline } = {}) {
      vi.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
      onlineManager.setOnline(!tellQueries);
    }
    afterEach(() => {
      vi.restoreAllMocks();
      onlineManager.setOnline(true);
    });

    it("says at once that nothing was ordered, keeps the form, and places once back online with one key", async () => {
      serve([() => placed()]);
      signInCustomer();
      const user = userEvent.setup();
      renderBuyNow();
      await fillAddress(user);
      goOffline(true);
      await user.click(screen.getByRole("button", { name: "Place Order" }));
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent("You are offline; nothing was ordered.");
      expect(alert).toHaveTextContent("What you filled in is kept.");
      expect(screen.getByLabelText(/^Address/)).toHaveValue("House 12");
      expect(screen.getByLabelText(/^Phone/)).toHaveValue("03001234567");
      expect(screen.getByRole("button", { name: "Place Order" })).toBeEnabled();
      expect(orderPosts()).toHaveLength(0);

      goOffline(false);
      await user.click(screen.getByRole("button", { name: "Place Order" }));
      await screen.findByRole("dialog", { name: "Order placed!" });
      expect(orderPosts()).toHaveLength(1);
    });

    it("never holds an order until the connection returns: a failed send says so and a retry keeps the key", async () => {
      // Queries think the browser is offline while navigator.onLine still says online (the two can
      // disagree for a moment): the order is sent anyway, not paused to be placed behind her back.
      serve([() => NO_CONNECTION, () => placed()]);
      signInCustomer();
      const user = userEvent.setup();
      renderBuyNow();
      await fillAddress(user);
      goOffline(false, { tellQueries: true });
      await user.click(screen.getByRole("button", { name: "Place Order" }));
      expect(await screen.findByText("Error placing order. Please try again.")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Place Order" })).toBeEnabled();
      onlineManager.setOnline(true);
      await user.click(screen.getByRole("button", { name: "Place Order" }));
      await screen.findByRole("dialog", { name: "Order placed!" });
      const keys = orderPosts().map((p) => p.headers.get("Idempotency-Key"));
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBe(keys[1]);
    });
  });

  it("keeps what she typed through Back and Forward, in this tab only, until the order is placed (issue 34, item 20)", async () => {
    serve([() => placed()]);
    signInCustomer();
    localStorage.setItem("cart", JSON.stringify([line]));
    const user = userEvent.setup();
    const router = renderRoutes(
      [
        { path: "/checkout", element: <CheckoutPage /> },
        { path: "/cart", element: <p>Cart page</p> },
      ],
      { initialEntries: ["/cart", "/checkout"], initialIndex: 1 },
    );
    await fillAddress(user);
    await user.type(screen.getByLabelText(/^Order Notes/), "Ring twice");

    await router.navigate(-1);
    expect(await screen.findByText("Cart page")).toBeInTheDocument();
    await router.navigate(1);
    await waitFor(() => expect(screen.getByLabelText(/^Address/)).toHaveValue("House 12"));
    expect(screen.getByLabelText(/^City/)).toHaveValue("Lahore");
    expect(screen.getByLabelText(/^Postal Code/)).toHaveValue("54000");
    expect(screen.getByLabelText(/^Phone/)).toHaveValue("03001234567");
    expect(screen.getByLabelText(/^Order Notes/)).toHaveValue("Ring twice");
    // Never in localStorage, which outlives the tab on a shared phone.
    expect(JSON.stringify({ ...localStorage })).not.toContain("House 12");

    await pricesChecked();
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await screen.findByRole("dialog", { name: "Order placed!" });
    expect(JSON.stringify({ ...sessionStorage })).not.toContain("House 12");
  });

  it("uses a new key once the order itself changes", async () => {
    serve([
      () => refusal(409, "Only 1 left of Phulkari Dupatta."),
      () => refusal(409, "Only 1 left of Phulkari Dupatta."),
    ]);
    signInCustomer();
    const user = userEvent.setup();
    renderBuyNow();
    await fillAddress(user);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await screen.findByText("Only 1 left of Phulkari Dupatta.");
    await user.click(screen.getByRole("radio", { name: /Bank Transfer/ }));
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(orderPosts()).toHaveLength(2));
    expect(orderPosts()[0]?.headers.get("Idempotency-Key")).not.toBe(
      orderPosts()[1]?.headers.get("Idempotency-Key"),
    );
  });

  it("empties the cart only after the cart's orders are placed", async () => {
    serve([() => placed()]);
    signInCustomer();
    localStorage.setItem("cart", JSON.stringify([line]));
    const user = userEvent.setup();
    renderCartCheckout();
    await fillAddress(user);
    expect(JSON.parse(localStorage.getItem("cart") ?? "[]")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await screen.findByRole("dialog", { name: "Order placed!" });
    await waitFor(() => expect(JSON.parse(localStorage.getItem("cart") ?? "null")).toEqual([]));
    // The summary behind the dialog keeps what was bought.
    expect(screen.getAllByText("Phulkari Dupatta").length).toBeGreaterThan(0);
  });

  it("shows an empty cart with a way to shop", async () => {
    serve([]);
    renderRoutes([{ path: "/checkout", element: <CheckoutPage /> }], { initialEntries: ["/checkout"] });
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/AllProduct");
  });
});

describe("the checkout shows what she pays", () => {
  it("marks a price that went up since she added it, charges the new total and keeps it in the cart", async () => {
    serve([() => placed()], [], { p1: aProduct({ price: 470 }) });
    signInCustomer();
    localStorage.setItem("cart", JSON.stringify([line]));
    const user = userEvent.setup();
    renderCartCheckout();
    expect(await screen.findByText("Price went from Rs 400 to Rs 470")).toBeInTheDocument();
    // 2 x 470 = 940, Rs 50 shipping, Rs 47 tax.
    expect(screen.getByText("Rs 1,037")).toBeInTheDocument();
    await waitFor(() => expect(storedCart()[0].product.price).toBe(470));
    // The mark stays once the cart holds the new price.
    expect(screen.getByText("Price went from Rs 400 to Rs 470")).toBeInTheDocument();

    await fillAddress(user);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await screen.findByRole("dialog", { name: "Order placed!" });
    expect(await orderPosts()[0]?.json()).toMatchObject({
      products: [{ product: "p1", quantity: 2 }],
      expectedTotal: 1037,
    });
  });

  it("shows the server's new totals after a 409 and places nothing until she confirms", async () => {
    const products = { p1: aProduct({ quantity: 5 }) };
    serve(
      [
        () => {
          // The seller raised the price while she was typing her address.
          products.p1 = aProduct({ price: 500, quantity: 5 });
          return refusal(
            409,
            "Prices changed since you opened the checkout: the total is now Rs 1,100, not Rs 890.",
            {
              totals: {
                itemsPrice: 1000,
                discountPrice: 0,
                shippingPrice: 50,
                taxPrice: 50,
                totalPrice: 1100,
              },
            },
          );
        },
        () => placed(),
      ],
      [],
      products,
    );
    signInCustomer();
    const user = userEvent.setup();
    renderBuyNow();
    await fillAddress(user);
    await user.click(screen.getByRole("button", { name: "Place Order" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The total has changed");
    expect(alert).toHaveTextContent("New totalRs 1,100");
    expect(alert).toHaveTextContent("Nothing was ordered yet");
    expect(await screen.findByText("Price went from Rs 400 to Rs 500")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(orderPosts()).toHaveLength(1);
    expect(await orderPosts()[0]?.json()).toMatchObject({ expectedTotal: 890 });

    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await screen.findByRole("dialog", { name: "Order placed!" });
    expect(await orderPosts()[1]?.json()).toMatchObject({ expectedTotal: 1100 });
  });

  it("marks a product that is gone and lets her remove it before ordering the rest", async () => {
    serve([() => placed()]);
    signInCustomer();
    const gone = aCartLine(1, { _id: "p9", name: "Rilli Quilt" });
    localStorage.setItem("cart", JSON.stringify([line, gone]));
    const user = userEvent.setup();
    renderCartCheckout();
    const notice = await screen.findByText(/Some items can no longer be bought/);
    expect(notice.parentElement).toHaveTextContent("Rilli Quilt: No longer available");
    await fillAddress(user);
    expect(screen.getByRole("button", { name: "Place Order" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Remove Rilli Quilt" }));
    expect(screen.queryByText(/Some items can no longer be bought/)).toBeNull();
    expect(storedCart()).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await screen.findByRole("dialog", { name: "Order placed!" });
    expect(await orderPosts()[0]?.json()).toMatchObject({ products: [{ product: "p1", quantity: 2 }] });
  });

  it("lowers a quantity to what is left and says so", async () => {
    serve([() => placed()], [], { p1: aProduct({ quantity: 1 }) });
    signInCustomer();
    const user = userEvent.setup();
    renderBuyNow();
    expect(await screen.findByText("Only 1 left, so your quantity is now 1")).toBeInTheDocument();
    await fillAddress(user);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await screen.findByRole("dialog", { name: "Order placed!" });
    // 1 x 400 + 50 shipping + 20 tax.
    expect(await orderPosts()[0]?.json()).toMatchObject({
      products: [{ product: "p1", quantity: 1 }],
      expectedTotal: 470,
    });
  });

  it("offers cash and the methods every store takes, never cards, and shows where to pay after ordering", async () => {
    const bankOrder = anOrder({
      paymentMethod: "Bank Transfer",
      totalPrice: 890,
      paymentInstructions: bankTransferInstructions(),
    });
    serve([() => placed(bankOrder)]);
    signInCustomer();
    const user = userEvent.setup();
    renderBuyNow();
    await fillAddress(user);
    const methods = screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"));
    expect(methods).toEqual(["Cash on Delivery", "Bank Transfer"]);
    await user.click(screen.getByRole("radio", { name: /Bank Transfer/ }));
    await user.click(screen.getByRole("button", { name: "Place Order" }));

    const dialog = await screen.findByRole("dialog", { name: "Order placed!" });
    const howToPay = within(dialog).getByRole("region", { name: "How to pay for order 3E4F5A6B" });
    expect(howToPay).toHaveTextContent("Please send Rs 890 by bank transfer");
    expect(howToPay).toHaveTextContent("IBANPK36SCBL0000001123456702");
    expect(howToPay).toHaveTextContent("Reference3E4F5A6B");
    expect(await orderPosts()[0]?.json()).toMatchObject({ paymentMethod: "Bank Transfer" });
  });

  it("offers no Cash on Delivery to a buyer past the refusal limit, says why and pays another way", async () => {
    serve([() => placed(anOrder({ paymentMethod: "Bank Transfer" }))]);
    server.use(
      answer("GET /api/orders/cash-on-delivery", { success: true, available: false, refusals: 2, limit: 2 }),
    );
    signInCustomer();
    const user = userEvent.setup();
    renderBuyNow();
    await fillAddress(user);
    expect(await screen.findByText(/Cash on Delivery is not available to you/)).toBeInTheDocument();
    const methods = screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"));
    expect(methods).toEqual(["Bank Transfer"]);
    expect(screen.getByRole("radio", { name: /Bank Transfer/ })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(await orderPosts()[0]?.json()).toMatchObject({ paymentMethod: "Bank Transfer" });
  });

  it("reads in Urdu: the form, the payment methods, the countries, the summary and what is missing", async () => {
    serve([]);
    signInCustomer();
    localStorage.setItem("cart", JSON.stringify([line]));
    const user = userEvent.setup();
    renderCartCheckout({ urdu: true });

    expect(await screen.findByRole("heading", { level: 1, name: "چیک آؤٹ" })).toBeInTheDocument();
    expect(screen.getByText("ڈیلیوری کا پتہ")).toBeInTheDocument();
    expect(screen.getByLabelText(/^شہر/)).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "کیش آن ڈیلیوری" })).toBeChecked();
    expect(screen.getByRole("option", { name: "پاکستان" })).toHaveValue("Pakistan");
    await waitFor(() => expect(screen.queryByText(/قیمتیں اور اسٹاک چیک ہو رہا ہے/)).toBeNull());
    expect(screen.getByText("آرڈر کا خلاصہ")).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^پورا نام/));
    await user.click(screen.getByRole("button", { name: "آرڈر دیں" }));
    // The blank fields named in Urdu, joined with the Urdu comma.
    expect(
      await screen.findByText("براہِ کرم یہ خانے پُر کریں: پورا نام، پتہ، شہر، پوسٹل کوڈ، فون"),
    ).toBeInTheDocument();
    expect(orderPosts()).toHaveLength(0);
    expect(document.body.textContent).not.toMatch(/\b(checkout|labels|cart)\.[a-z]/);
  });
});
