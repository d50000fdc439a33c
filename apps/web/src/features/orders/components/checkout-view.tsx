import { missingShippingFields } from "@marketplace/shared/orders-contracts";
import { ArrowLeft, ShoppingBag } from "lucide-react";
import { type FormEvent, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/input.tsx";
import messages from "@/i18n/catalogs/en/checkout.json";
import { useT } from "@/i18n/use-t.ts";
import type { CartLine } from "@/lib/cart-lines.ts";
import { useCart } from "@/lib/cart-provider.tsx";
import { useSession } from "@/lib/session/session-provider.tsx";
import { CustomerInformation, ShippingAddress } from "./checkout-address-fields.tsx";
import { CheckoutLoginRequired } from "./checkout-login-required.tsx";
import { PaymentChoice } from "./checkout-payment-choice.tsx";
import { CheckoutSummaryPanel } from "./checkout-summary-panel.tsx";
import { OrderSuccessDialog } from "./order-success-dialog.tsx";
import { useCheckoutForm } from "./use-checkout-form.ts";
import { chosenMethod, useCheckoutOrder } from "./use-checkout-order.ts";

export interface CheckoutViewProps {
  /** What is being bought: the cart's lines, or one product with its quantity for Buy Now. */
  lines: CartLine[];
  /** Shows a "Back to Product" (or back to shopping) button that calls this. */
  onBack?: () => void;
  /** The back button's words, in the reader's language; "Back" when left out. */
  backLabel?: string;
  /** Buy Now leaves the cart alone; the cart checkout empties the cart after success. */
  source: "cart" | "buy-now";
}

/**
 * Checkout for the cart or for Buy Now: address, payment, notes, per-store summary, Place Order.
 * The form is `useCheckoutForm`; reading the lines afresh and placing the order is `useCheckoutOrder`.
 */
export function CheckoutView({ lines, onBack, backLabel, source }: CheckoutViewProps) {
  const { t } = useT(messages);
  const { customer } = useSession();
  const cart = useCart();
  const navigate = useNavigate();
  const order = useCheckoutOrder(lines, source);
  const form = useCheckoutForm(customer);
  const alertRef = useRef<HTMLDivElement>(null);
  const values = form.watch();
  const method = chosenMethod(order.offered, values.paymentMethod);
  const missing = form.formState.isSubmitted ? missingShippingFields(values) : [];

  if ((order.placed?.lines ?? lines).length === 0) {
    return (
      <div>
        <EmptyState
          headingLevel={1}
          title={t("checkout.empty.title")}
          message={t("checkout.empty.message")}
          icon={<ShoppingBag className="h-7 w-7" aria-hidden="true" />}
        >
          <Link to="/AllProduct" className={buttonClasses("primary")}>
            {t("checkout.empty.startShopping")}
          </Link>
        </EmptyState>
      </div>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!customer || order.placing || !order.ready) return;
    order.clearPlaceError();
    void form.handleSubmit(
      (checked) => order.place(checked, customer.id),
      // After the re-render, so the alert exists to take focus and be read out.
      () => requestAnimationFrame(() => alertRef.current?.focus()),
    )(event);
  }

  return (
    // No page margins of its own: the checkout page and the product page each give it their container.
    <div>
      {onBack && (
        <Button variant="ghost" size="sm" onClick={onBack} className="-ms-3 mb-3">
          <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          {backLabel ?? t("checkout.view.back")}
        </Button>
      )}
      <h1 className="font-display text-3xl font-bold text-brand-800">{t("checkout.view.heading")}</h1>

      <form onSubmit={submit} noValidate className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          {customer ? (
            <>
              <CustomerInformation customer={customer} />
              <ShippingAddress form={form} missing={missing} alertRef={alertRef} />
              <PaymentChoice
                offered={order.offered}
                method={method}
                codRefused={order.codRefused}
                onChange={(choice) => form.setValue("paymentMethod", choice)}
              />
              <Card>
                <FormField
                  label={t("checkout.notes.label")}
                  hint={t("checkout.notes.hint")}
                  error={form.formState.errors.notes?.message}
                >
                  {(control) => (
                    <Textarea
                      {...control}
                      maxLength={1000}
                      placeholder={t("checkout.notes.placeholder")}
                      {...form.register("notes")}
                    />
                  )}
                </FormField>
              </Card>
            </>
          ) : (
            <CheckoutLoginRequired />
          )}
        </div>

        <div className="lg:sticky lg:top-24 lg:self-start">
          <CheckoutSummaryPanel
            order={order}
            source={source}
            onEditCart={cart.open}
            onRemove={(id) => cart.remove(id)}
            canOrder={!!customer}
          />
        </div>
      </form>

      {order.placed && customer && (
        <OrderSuccessDialog orders={order.placed.orders} userId={customer.id} onClose={() => navigate("/")} />
      )}
    </div>
  );
}
