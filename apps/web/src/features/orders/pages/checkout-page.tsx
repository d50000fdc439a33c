import { useNavigate } from "react-router";
import { useCart } from "@/features/cart/cart-provider.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";
import { CheckoutView } from "../components/checkout-view.tsx";

/** The cart's checkout (the drawer's Proceed to Checkout); an empty cart shows a way to shop. */
export default function CheckoutPage() {
  usePageTitle("Checkout");
  const { lines } = useCart();
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <CheckoutView
        lines={lines}
        source="cart"
        onBack={() => navigate("/AllProduct")}
        backLabel="Continue Shopping"
      />
    </section>
  );
}
