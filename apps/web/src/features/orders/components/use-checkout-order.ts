import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from "@marketplace/shared/order-statuses";
import type { OrderTotals, PlaceOrderInput } from "@marketplace/shared/orders-contracts";
import { PROVIDER_METHODS, providerOfMethod } from "@marketplace/shared/payment-providers";
import type { AppliedVoucher } from "@marketplace/shared/vouchers-contracts";
import { useEffect, useRef, useState } from "react";
import messages from "@/i18n/catalogs/en/checkout.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError, NetworkError, noConnectionCartMessage } from "@/lib/api-client.ts";
import { type CartLine, type CartProduct, lineKey } from "@/lib/cart-lines.ts";
import { useCart } from "@/lib/cart-provider.tsx";
import {
  changedTotalsOf,
  type Order,
  useCashOnDelivery,
  useCheckoutProducts,
  useCheckVoucher,
  usePlaceOrder,
} from "../api/orders-api.ts";
import { postToProvider, usePaymentProviders, useStartPayment } from "../api/payments-api.ts";
import { clearCheckoutDraft } from "../checkout-draft.ts";
import { type CheckoutT, checkLines, lineChangeNotes, offeredPaymentMethods } from "../checkout-lines.ts";
import { summarizeCheckout } from "../checkout-summary.ts";
import type { CheckoutFormOutput } from "./use-checkout-form.ts";

export interface PlaceError {
  title: string;
  message?: string;
}

function placeErrorOf(error: unknown, t: CheckoutT): PlaceError {
  // No answer came: the order may or may not have gone through, so say only what is sure (a retry
  // carries the same Idempotency-Key and cannot place it twice).
  if (error instanceof NetworkError) {
    return { title: t("checkout.error.retry"), message: noConnectionCartMessage() };
  }
  // A 409 names the product that ran out; any other answer's message says what to fix.
  if (error instanceof ApiError) return { title: t("checkout.error.failed"), message: error.message };
  return { title: t("checkout.error.failed") };
}

/** The server's totals after a 409, for the lines (ids and quantities) they were computed for. */
interface ChangedTotals {
  totals: OrderTotals;
  message: string;
  linesKey: string;
}

const linesKeyOf = (lines: CartLine[]) => lines.map((l) => `${lineKey(l)}x${l.quantity}`).join(",");

/** The method she chose while it is offered; else cash on delivery, or the first method offered. */
export const chosenMethod = (offered: PaymentMethod[], choice: PaymentMethod | undefined) =>
  choice && offered.includes(choice)
    ? choice
    : offered.includes(DEFAULT_PAYMENT_METHOD)
      ? DEFAULT_PAYMENT_METHOD
      : (offered[0] ?? DEFAULT_PAYMENT_METHOD);

/**
 * Placing the checkout's order. Every line is read afresh from the server first; what changed since
 * she added it is marked, and the order carries the total shown, so she is never charged another
 * without confirming it (a 409 brings the server's totals). After success what was bought is kept,
 * so the page behind the success dialog does not empty with the cart.
 */
export function useCheckoutOrder(lines: CartLine[], source: "cart" | "buy-now") {
  const cart = useCart();
  const { t } = useT(messages);
  const placeOrder = usePlaceOrder();
  // Each line as she last saw it, so a change stays marked after the cart takes the new prices.
  const [seen] = useState(() => new Map<string, CartProduct>(lines.map((l) => [lineKey(l), l.product])));
  // Two sizes of one product are read once.
  const fresh = useCheckoutProducts([...new Set(lines.map((l) => l.product._id))]);
  const checked = fresh.products ? checkLines(lines, seen, fresh.products) : null;
  const [changedTotals, setChangedTotals] = useState<ChangedTotals | null>(null);
  const [placeError, setPlaceError] = useState<PlaceError | null>(null);
  const [placed, setPlaced] = useState<{ orders: Order[]; lines: CartLine[] } | null>(null);
  // One key per distinct order; a retry of the very same order reuses it, so a retry after a lost
  // answer returns the first result instead of ordering twice.
  const attemptKey = useRef<{ body: string; key: string } | null>(null);
  // Her checked voucher codes, one per store (issue 31), priced with the lines by the shared rule.
  const [vouchers, setVouchers] = useState<ReadonlyMap<string, AppliedVoucher>>(new Map());
  const checkVoucher = useCheckVoucher();

  const refreshCart = cart.refresh;
  useEffect(() => {
    // The cart keeps the prices she now sees (a no-op once it has them).
    if (source === "cart" && fresh.products) refreshCart(fresh.products);
  }, [source, fresh.products, refreshCart]);

  const buyable = checked ? checked.filter((c) => !c.change.unavailable) : [];
  const unavailable = checked ? checked.filter((c) => c.change.unavailable) : [];
  const buyableLines = buyable.map((c) => c.line);
  // After too many parcels refused at the door, cash on delivery is not hers to choose (issue 27).
  const cashOnDelivery = useCashOnDelivery();
  const codRefused = cashOnDelivery.data?.available === false;
  // JazzCash and Easypaisa are paid to the marketplace (issue 29): offered for any store once the
  // operator configured them.
  const providers = usePaymentProviders();
  const online = (providers.data?.providers ?? []).map((code) => PROVIDER_METHODS[code]);
  const offered = [...offeredPaymentMethods(fresh.products, buyableLines), ...online].filter(
    (m) => !codRefused || m !== "Cash on Delivery",
  );
  const startPayment = useStartPayment();
  // Set while the browser is on its way to the provider's page: nothing else should happen meanwhile.
  const [leavingFor, setLeavingFor] = useState<PaymentMethod | null>(null);

  const lineRefs = (from: CartLine[]) =>
    from.map((line) =>
      line.variant
        ? { product: line.product._id, variant: line.variant._id, quantity: line.quantity }
        : { product: line.product._id, quantity: line.quantity },
    );

  /** Checks a code against the lines she can buy; a refusal's message says why, in her language. */
  async function applyVoucherCode(code: string) {
    const { voucher } = await checkVoucher.mutateAsync({ code, products: lineRefs(buyableLines) });
    setVouchers((now) => new Map(now).set(voucher.store._id, voucher));
    return voucher;
  }

  function removeVoucherCode(storeId: string) {
    setVouchers((now) => {
      const next = new Map(now);
      next.delete(storeId);
      return next;
    });
  }

  async function place(values: CheckoutFormOutput, userId: string) {
    // Offline, nothing is sent, so it is sure that nothing was ordered; the form stays as she filled
    // it, and Place Order again sends the same order with the same key.
    if (!navigator.onLine) {
      setPlaceError({ title: t("checkout.error.offline"), message: t("checkout.error.offlineHint") });
      return;
    }
    const { paymentMethod, notes, ...shippingAddress } = values;
    const summary = summarizeCheckout(buyableLines, undefined, vouchers);
    const voucherCodes = summary.stores.flatMap((s) => (s.code ? [s.code] : []));
    const body: PlaceOrderInput = {
      user_id: userId,
      products: lineRefs(buyableLines),
      shippingAddress,
      paymentMethod: chosenMethod(offered, paymentMethod),
      notes,
      ...(voucherCodes.length > 0 ? { voucherCodes } : {}),
      // The total on her screen: if the server's differs, it places nothing and says so.
      expectedTotal: summary.grand.total,
    };
    const bodyText = JSON.stringify(body);
    if (attemptKey.current?.body !== bodyText) {
      attemptKey.current = { body: bodyText, key: crypto.randomUUID() };
    }
    try {
      const answer = await placeOrder.mutateAsync({ body, idempotencyKey: attemptKey.current.key });
      const orders = answer.orders ?? [answer.data];
      const provider = providerOfMethod(body.paymentMethod);
      if (provider) {
        // Paid online: the orders wait for their payment, which she makes on the provider's page.
        clearCheckoutDraft();
        if (source === "cart") cart.clear();
        try {
          const payment = await startPayment.mutateAsync({ orderIds: orders.map((o) => o._id), provider });
          setLeavingFor(body.paymentMethod);
          postToProvider(payment.redirect);
        } catch (error) {
          setPlaced({ orders, lines: buyableLines });
          setPlaceError(placeErrorOf(error, t));
        }
        return;
      }
      setPlaced({ orders, lines: buyableLines });
      // Her address is not kept for the next checkout in this tab once it served its order.
      clearCheckoutDraft();
      setChangedTotals(null);
      if (source === "cart") cart.clear();
    } catch (error) {
      const totals = changedTotalsOf(error);
      if (!totals) {
        setPlaceError(placeErrorOf(error, t));
        return;
      }
      // Prices moved under her: show the new totals, read the lines again, and wait for her to confirm.
      setChangedTotals({ totals, message: (error as Error).message, linesKey: linesKeyOf(buyableLines) });
      fresh.refetch();
    }
  }

  return {
    fresh,
    checked,
    unavailable,
    offered,
    /** Cash on delivery was taken away after refused parcels: the page says why. */
    codRefused,
    placed,
    placeError,
    clearPlaceError: () => setPlaceError(null),
    placing: placeOrder.isPending || startPayment.isPending || leavingFor !== null,
    /** The provider whose page the browser is going to, once the order is placed. */
    leavingFor,
    /** Each store's checked voucher code, by store id; none once the order is placed. */
    vouchers,
    applyVoucherCode,
    removeVoucherCode,
    checkingVoucher: checkVoucher.isPending,
    /** What the summary lists: what was bought once placed, the buyable lines once checked. */
    shownLines: placed?.lines ?? (checked ? buyableLines : lines),
    notes: new Map(buyable.map((c) => [lineKey(c.line), lineChangeNotes(c, t)])),
    /** The server's new totals, while the lines are still the ones they were computed for. */
    newTotals: changedTotals?.linesKey === linesKeyOf(buyableLines) ? changedTotals : null,
    ready: !!checked && unavailable.length === 0 && buyable.length > 0,
    place,
  };
}

export type CheckoutOrder = ReturnType<typeof useCheckoutOrder>;
