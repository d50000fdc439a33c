import { DEFAULT_COUNTRY, DEFAULT_PAYMENT_METHOD } from "@marketplace/shared/order-statuses";
import { PlaceOrderInput, ShippingAddressInput } from "@marketplace/shared/orders-contracts";
import { useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { useZodForm } from "@/lib/forms.ts";
import { type Order, useCustomerOrders } from "../api/orders-api.ts";
import { readCheckoutDraft, writeCheckoutDraft } from "../checkout-draft.ts";

/** What the checkout asks for: the shared shipping address, the payment method and the notes. */
export const CheckoutFormSchema = ShippingAddressInput.extend({
  paymentMethod: PlaceOrderInput.shape.paymentMethod,
  notes: PlaceOrderInput.shape.notes,
});
/** What the inputs hold: every field, the defaults filled in. */
export type CheckoutFormValues = Required<z.input<typeof CheckoutFormSchema>>;
export type CheckoutFormOutput = z.output<typeof CheckoutFormSchema>;

/**
 * The checkout's form: the address starts with the customer's name and, for a returning customer,
 * fills in from her latest order whatever she has not typed yet. What she typed is kept for this
 * tab, so Back and Forward (or coming back to checkout) find it again.
 */
export function useCheckoutForm(customer: { id: string; name: string } | null) {
  const form = useZodForm<typeof CheckoutFormSchema, CheckoutFormValues>(CheckoutFormSchema, {
    defaultValues: {
      fullName: customer?.name ?? "",
      addressLine: "",
      city: "",
      postalCode: "",
      country: DEFAULT_COUNTRY,
      phone: "",
      paymentMethod: DEFAULT_PAYMENT_METHOD,
      notes: "",
    },
    // The alert naming every blank field takes the focus instead (the view moves it there).
    shouldFocusError: false,
  });
  useCheckoutDraft(customer?.id, form);
  useLastShippingAddress(customer, (last) => {
    const now = form.getValues();
    // Only what the buyer has not typed yet; the name counts as untyped while it is the profile's.
    if (!now.fullName.trim() || now.fullName === customer?.name) {
      form.setValue("fullName", last.fullName || now.fullName);
    }
    for (const field of ["addressLine", "city", "postalCode", "phone"] as const) {
      if (!now[field]) form.setValue(field, last[field]);
    }
    if (now.country === DEFAULT_COUNTRY) form.setValue("country", last.country);
  });
  return form;
}

/** Puts back this tab's draft once her account is known, then keeps the draft as she types. */
function useCheckoutDraft(
  customerId: string | undefined,
  form: UseFormReturn<CheckoutFormValues, unknown, CheckoutFormOutput>,
) {
  // react-hook-form gives `form` a new identity as its state changes; its methods keep theirs, so
  // the draft is put back once per customer, not after every reset it causes.
  const { reset, getValues, watch } = form;
  useEffect(() => {
    if (!customerId) return;
    const draft = readCheckoutDraft<Partial<CheckoutFormValues>>(customerId);
    if (draft) reset({ ...getValues(), ...draft }, { keepDefaultValues: true });
    const typing = watch((values) => writeCheckoutDraft(customerId, values));
    return () => typing.unsubscribe();
  }, [customerId, reset, getValues, watch]);
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
