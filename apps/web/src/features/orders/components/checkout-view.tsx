import { formatRupees } from "@marketplace/shared/money";
import {
  COUNTRIES,
  type Country,
  DEFAULT_COUNTRY,
  DEFAULT_PAYMENT_METHOD,
  type PaymentMethod,
} from "@marketplace/shared/order-statuses";
import {
  missingShippingFields,
  type OrderTotals,
  type PlaceOrderInput,
  SHIPPING_FIELD_LABELS,
} from "@marketplace/shared/orders-contracts";
import {
  ArrowLeft,
  Banknote,
  CreditCard,
  Landmark,
  LogIn,
  ShoppingBag,
  Smartphone,
  TriangleAlert,
} from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input, Textarea } from "@/components/ui/input.tsx";
import { useSession } from "@/features/auth/session/session-provider.tsx";
import type { CartLine, CartProduct } from "@/features/cart/cart-lines.ts";
import { useCart } from "@/features/cart/cart-provider.tsx";
import { ApiError, NetworkError, NO_CONNECTION_CART_MESSAGE } from "@/lib/api-client.ts";
import { cn } from "@/lib/cn.ts";
import {
  changedTotalsOf,
  type Order,
  useCheckoutProducts,
  useCustomerOrders,
  usePlaceOrder,
} from "../api/orders-api.ts";
import { type CheckedLine, checkLines, lineChangeNotes, offeredPaymentMethods } from "../checkout-lines.ts";
import { summarizeCheckout } from "../checkout-summary.ts";
import { OrderSuccessDialog } from "./order-success-dialog.tsx";
import { OrderSummary } from "./order-summary.tsx";

export interface CheckoutViewProps {
  /** What is being bought: the cart's lines, or one product with its quantity for Buy Now. */
  lines: CartLine[];
  /** Shows a "Back to Product" (or back to shopping) button that calls this. */
  onBack?: () => void;
  backLabel?: string;
  /** Buy Now leaves the cart alone; the cart checkout empties the cart after success. */
  source: "cart" | "buy-now";
}

type AddressField = keyof typeof SHIPPING_FIELD_LABELS;

const PAYMENT_ICONS: Record<PaymentMethod, ReactNode> = {
  "Cash on Delivery": <Banknote className="h-5 w-5" aria-hidden="true" />,
  "Credit Card": <CreditCard className="h-5 w-5" aria-hidden="true" />,
  "Debit Card": <CreditCard className="h-5 w-5" aria-hidden="true" />,
  "Bank Transfer": <Landmark className="h-5 w-5" aria-hidden="true" />,
  "Mobile Wallet": <Smartphone className="h-5 w-5" aria-hidden="true" />,
};

const ADDRESS_AUTOCOMPLETE: Record<AddressField, string> = {
  fullName: "name",
  addressLine: "street-address",
  city: "address-level2",
  postalCode: "postal-code",
  phone: "tel",
};

interface PlaceError {
  title: string;
  message?: string;
}

function placeErrorOf(error: unknown): PlaceError {
  // No answer came: the order may or may not have gone through, so say only what is sure (a retry
  // carries the same Idempotency-Key and cannot place it twice).
  if (error instanceof NetworkError) {
    return { title: "Error placing order. Please try again.", message: NO_CONNECTION_CART_MESSAGE };
  }
  // A 409 names the product that ran out; any other answer's message says what to fix.
  if (error instanceof ApiError) return { title: "Failed to place order", message: error.message };
  return { title: "Failed to place order" };
}

/** The server's totals after a 409, for the lines (ids and quantities) they were computed for. */
interface ChangedTotals {
  totals: OrderTotals;
  message: string;
  linesKey: string;
}

const linesKeyOf = (lines: CartLine[]) => lines.map((l) => `${l.product._id}x${l.quantity}`).join(",");

/**
 * Checkout for the cart or for Buy Now: address, payment, notes, per-store summary, Place Order. Every
 * line is read afresh from the server before totals show; what changed since she added it is marked,
 * and the order carries the total shown, so she is never charged another without confirming it.
 */
export function CheckoutView({ lines, onBack, backLabel = "Back", source }: CheckoutViewProps) {
  const { customer } = useSession();
  const cart = useCart();
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  // Each product as she last saw it, so a change stays marked after the cart takes the new prices.
  const [seen] = useState(() => new Map<string, CartProduct>(lines.map((l) => [l.product._id, l.product])));
  const fresh = useCheckoutProducts(lines.map((l) => l.product._id));
  const checked = fresh.products ? checkLines(lines, seen, fresh.products) : null;
  const [changedTotals, setChangedTotals] = useState<ChangedTotals | null>(null);

  const [address, setAddress] = useState<Record<AddressField, string>>(() => ({
    fullName: customer?.name ?? "",
    addressLine: "",
    city: "",
    postalCode: "",
    phone: "",
  }));
  const [country, setCountry] = useState<Country>(DEFAULT_COUNTRY);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [orderNotes, setOrderNotes] = useState("");
  const [attempted, setAttempted] = useState(false);
  const [placeError, setPlaceError] = useState<PlaceError | null>(null);
  /** What was bought, kept after success so the page behind the dialog does not empty with the cart. */
  const [placed, setPlaced] = useState<{ orders: Order[]; lines: CartLine[] } | null>(null);
  // One key per distinct order; a retry of the very same order reuses it, so a retry after a lost
  // answer returns the first result instead of ordering twice.
  const attemptKey = useRef<{ body: string; key: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useLastShippingAddress(customer, (last) => {
    // Only what the buyer has not typed yet; the name counts as untyped while it is the profile's.
    setAddress((a) => ({
      fullName:
        !a.fullName.trim() || a.fullName === customer?.name ? last.fullName || a.fullName : a.fullName,
      addressLine: a.addressLine || last.addressLine,
      city: a.city || last.city,
      postalCode: a.postalCode || last.postalCode,
      phone: a.phone || last.phone,
    }));
    setCountry((c) => (c === DEFAULT_COUNTRY ? last.country : c));
  });

  const refreshCart = cart.refresh;
  useEffect(() => {
    // The cart keeps the prices she now sees (a no-op once it has them).
    if (source === "cart" && fresh.products) refreshCart(fresh.products);
  }, [source, fresh.products, refreshCart]);

  const buyable = checked ? checked.filter((c) => !c.change.unavailable) : [];
  const unavailable = checked ? checked.filter((c) => c.change.unavailable) : [];
  const buyableLines = buyable.map((c) => c.line);
  const shownLines = placed?.lines ?? (checked ? buyableLines : lines);
  const notes = new Map(buyable.map((c) => [c.line.product._id, lineChangeNotes(c)]));
  const newTotals = changedTotals?.linesKey === linesKeyOf(buyableLines) ? changedTotals : null;
  const offered = offeredPaymentMethods(fresh.products, buyableLines);
  const method = offered.includes(paymentMethod) ? paymentMethod : DEFAULT_PAYMENT_METHOD;
  const ready = !!checked && unavailable.length === 0 && buyable.length > 0;
  const missing = attempted ? missingShippingFields(address) : [];

  if ((placed?.lines ?? lines).length === 0) {
    return (
      <div>
        <EmptyState
          headingLevel={1}
          title="Your cart is empty"
          message="Add some handmade treasures to your cart, then come back to check out."
          icon={<ShoppingBag className="h-7 w-7" aria-hidden="true" />}
        >
          <Link to="/AllProduct" className={buttonClasses("primary")}>
            Start Shopping
          </Link>
        </EmptyState>
      </div>
    );
  }

  const edit = (field: AddressField, value: string) => setAddress((a) => ({ ...a, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!customer || placeOrder.isPending || !ready) return;
    setAttempted(true);
    setPlaceError(null);
    if (missingShippingFields(address).length > 0) {
      // After the re-render, so the alert exists to take focus and be read out.
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    const body: PlaceOrderInput = {
      user_id: customer.id,
      products: buyableLines.map((line) => ({ product: line.product._id, quantity: line.quantity })),
      shippingAddress: { ...address, country },
      paymentMethod: method,
      notes: orderNotes.trim(),
      // The total on her screen: if the server's differs, it places nothing and says so.
      expectedTotal: summarizeCheckout(buyableLines).grand.total,
    };
    const bodyText = JSON.stringify(body);
    if (attemptKey.current?.body !== bodyText) {
      attemptKey.current = { body: bodyText, key: crypto.randomUUID() };
    }
    try {
      const answer = await placeOrder.mutateAsync({ body, idempotencyKey: attemptKey.current.key });
      setPlaced({ orders: answer.orders ?? [answer.data], lines: buyableLines });
      setChangedTotals(null);
      if (source === "cart") cart.clear();
    } catch (error) {
      const totals = changedTotalsOf(error);
      if (totals) {
        // Prices moved under her: show the new totals, read the lines again, and wait for her to confirm.
        setChangedTotals({
          totals,
          message: (error as Error).message,
          linesKey: linesKeyOf(buyableLines),
        });
        fresh.refetch();
        return;
      }
      setPlaceError(placeErrorOf(error));
    }
  }

  return (
    // No page margins of its own: the checkout page and the product page each give it their container.
    <div>
      {onBack && (
        <Button variant="ghost" size="sm" onClick={onBack} className="-ml-3 mb-3">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {backLabel}
        </Button>
      )}
      <h1 className="font-display text-3xl font-bold text-brand-800">Checkout</h1>

      <form onSubmit={submit} noValidate className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          {customer ? (
            <>
              <Card>
                <CardTitle>Customer Information</CardTitle>
                <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
                  <div>
                    <dt className="text-stone-500">Name</dt>
                    <dd className="font-medium text-stone-900">{customer.name}</dd>
                  </div>
                  <div className="min-w-0">
                    <dt className="text-stone-500">Email</dt>
                    <dd className="truncate font-medium text-stone-900">{customer.email}</dd>
                  </div>
                </dl>
              </Card>

              <Card>
                <CardTitle>Shipping Address</CardTitle>
                {missing.length > 0 && (
                  <div
                    ref={alertRef}
                    tabIndex={-1}
                    role="alert"
                    className="mt-3 flex gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
                  >
                    <TriangleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
                    <p>Please fill in the following fields: {missing.join(", ")}</p>
                  </div>
                )}
                <div className="mt-4 grid gap-4 sm:grid-cols-2">
                  {(Object.keys(SHIPPING_FIELD_LABELS) as AddressField[]).map((field) => {
                    const label = SHIPPING_FIELD_LABELS[field];
                    const blank = attempted && !address[field].trim();
                    return (
                      <FormField
                        key={field}
                        label={label}
                        required
                        error={blank ? `${label} is required.` : undefined}
                        className={field === "addressLine" ? "sm:col-span-2" : undefined}
                      >
                        {(control) => (
                          <Input
                            {...control}
                            type={field === "phone" ? "tel" : "text"}
                            autoComplete={ADDRESS_AUTOCOMPLETE[field]}
                            value={address[field]}
                            maxLength={field === "addressLine" ? 300 : 100}
                            onChange={(e) => edit(field, e.target.value)}
                          />
                        )}
                      </FormField>
                    );
                  })}
                  <FormField label="Country" required>
                    {(control) => (
                      <select
                        {...control}
                        autoComplete="country-name"
                        value={country}
                        onChange={(e) => setCountry(e.target.value as Country)}
                        className="block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
                      >
                        {COUNTRIES.map((c) => (
                          <option key={c} value={c}>
                            {c}
                          </option>
                        ))}
                      </select>
                    )}
                  </FormField>
                </div>
              </Card>

              <Card>
                <fieldset>
                  <legend className="text-lg font-semibold text-stone-900">Payment Method</legend>
                  <div className="mt-3 grid gap-3 sm:grid-cols-2">
                    {offered.map((option) => (
                      <label
                        key={option}
                        className={cn(
                          "flex cursor-pointer items-center gap-3 rounded-xl p-3 ring-1 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600",
                          method === option
                            ? "bg-brand-50 text-brand-900 ring-brand-600"
                            : "bg-white text-stone-800 ring-stone-300 hover:bg-stone-50",
                        )}
                      >
                        <input
                          type="radio"
                          name="paymentMethod"
                          value={option}
                          checked={method === option}
                          onChange={() => setPaymentMethod(option)}
                          className="h-4 w-4 accent-brand-700"
                        />
                        <span className="text-brand-700">{PAYMENT_ICONS[option]}</span>
                        <span className="font-medium">{option}</span>
                      </label>
                    ))}
                  </div>
                  <p className="mt-3 text-sm text-stone-600">
                    {method === "Cash on Delivery"
                      ? "Pay the rider in cash when your order arrives. Bank Transfer and Mobile Wallet appear when every store in your order accepts them; cards are not available yet."
                      : `After you place the order you will see the store's ${method === "Bank Transfer" ? "bank account" : "wallet number"} to pay into, with your order number as the reference.`}
                  </p>
                </fieldset>
              </Card>

              <Card>
                <FormField
                  label="Order Notes"
                  hint="Optional: anything the maker should know (max 1000 characters)."
                >
                  {(control) => (
                    <Textarea
                      {...control}
                      value={orderNotes}
                      maxLength={1000}
                      placeholder="e.g. please call before delivery"
                      onChange={(e) => setOrderNotes(e.target.value)}
                    />
                  )}
                </FormField>
              </Card>
            </>
          ) : (
            <LoginRequired />
          )}
        </div>

        <div className="lg:sticky lg:top-24 lg:self-start">
          <Card>
            <div className="flex items-center justify-between gap-2">
              <CardTitle>Order Summary</CardTitle>
              {source === "cart" && !placed && (
                <Button variant="ghost" size="sm" onClick={cart.open} className="-mr-3">
                  Edit cart
                </Button>
              )}
            </div>
            {!placed && unavailable.length > 0 && (
              <UnavailableLines
                lines={unavailable}
                onRemove={source === "cart" ? (id) => cart.remove(id) : undefined}
              />
            )}
            {!placed && !checked && fresh.isError ? (
              <div
                role="alert"
                className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
              >
                <p className="font-semibold">We could not check today's prices and stock.</p>
                <p className="mt-1">Your items are safe. Check your connection and try again.</p>
                <Button variant="secondary" size="sm" className="mt-2" onClick={fresh.refetch}>
                  Try Again
                </Button>
              </div>
            ) : (
              <OrderSummary
                lines={shownLines}
                notes={placed ? undefined : notes}
                checking={!placed && !checked}
              />
            )}
            {newTotals && !placed && (
              <div
                role="alert"
                className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-300"
              >
                <p className="font-semibold">The total has changed</p>
                <p className="mt-1">{newTotals.message}</p>
                <dl className="mt-2 space-y-0.5">
                  <TotalRow term="Items" value={formatRupees(newTotals.totals.itemsPrice)} />
                  <TotalRow
                    term="Shipping"
                    value={
                      newTotals.totals.shippingPrice === 0
                        ? "Free"
                        : formatRupees(newTotals.totals.shippingPrice)
                    }
                  />
                  <TotalRow term="Tax (5%)" value={formatRupees(newTotals.totals.taxPrice)} />
                  <TotalRow term="New total" value={formatRupees(newTotals.totals.totalPrice)} strong />
                </dl>
                <p className="mt-2">Nothing was ordered yet. Press Place Order to confirm the new total.</p>
              </div>
            )}
            {placeError && (
              <div
                role="alert"
                className="mt-4 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
              >
                <p className="font-semibold">{placeError.title}</p>
                {placeError.message && <p className="mt-1">{placeError.message}</p>}
              </div>
            )}
            {customer && (
              <Button
                type="submit"
                size="lg"
                className="mt-4 w-full"
                loading={placeOrder.isPending}
                disabled={!!placed || !ready}
              >
                {placeOrder.isPending ? "Placing order..." : "Place Order"}
              </Button>
            )}
          </Card>
        </div>
      </form>

      {placed && customer && (
        <OrderSuccessDialog orders={placed.orders} userId={customer.id} onClose={() => navigate("/")} />
      )}
    </div>
  );
}

function TotalRow({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={cn("flex justify-between gap-2", strong && "font-semibold")}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Lines that can no longer be bought: named, with a way to take them out of the cart. */
function UnavailableLines({
  lines,
  onRemove,
}: {
  lines: CheckedLine[];
  onRemove?: (productId: string) => void;
}) {
  return (
    <div role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
      <p className="font-semibold">
        {onRemove
          ? "Some items can no longer be bought. Remove them to place your order."
          : "This product can no longer be bought."}
      </p>
      <ul className="mt-2 space-y-2">
        {lines.map((checked) => (
          <li key={checked.line.product._id} className="flex items-center justify-between gap-2">
            <span className="min-w-0">
              <span className="font-medium">{checked.line.product.name}</span>:{" "}
              {lineChangeNotes(checked).join(", ")}
            </span>
            {onRemove && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onRemove(checked.line.product._id)}
                aria-label={`Remove ${checked.line.product.name}`}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Checkout needs a customer; the login page brings them back here, cart and all. */
function LoginRequired() {
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  return (
    <Card className="flex flex-col items-center gap-3 py-10 text-center">
      <span className="grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <LogIn className="h-7 w-7" aria-hidden="true" />
      </span>
      <div role="alert">
        <h2 className="text-xl font-semibold text-stone-900">Please login to continue</h2>
      </div>
      <p className="max-w-sm text-stone-600">
        Sign in with your customer account to enter your address and place the order. Your items stay right
        here.
      </p>
      <Link
        to={`/customer/login?from=${encodeURIComponent(from)}`}
        state={{ from }}
        className={buttonClasses("primary")}
      >
        Login to Continue
      </Link>
      <p className="text-sm text-stone-600">
        New here?{" "}
        <Link
          to={`/customer/signup?from=${encodeURIComponent(from)}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </Card>
  );
}

/** A returning customer's latest shipping address, handed over once, to fill the form. */
function useLastShippingAddress(
  customer: { id: string } | null,
  fill: (address: Order["shippingAddress"]) => void,
) {
  const orders = useCustomerOrders(customer?.id ?? "");
  const last = orders.data?.[0]?.shippingAddress;
  const done = useRef(false);
  const fillRef = useRef(fill);
  fillRef.current = fill;
  useEffect(() => {
    if (!last || done.current) return;
    done.current = true;
    fillRef.current(last);
  }, [last]);
}
