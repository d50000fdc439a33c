import { useNavigate } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import messages from "@/i18n/catalogs/en/checkout.json";
import { useT } from "@/i18n/use-t.ts";
import { useCart } from "@/lib/cart-provider.tsx";
import { CheckoutView } from "../components/checkout-view.tsx";

/** The cart's checkout (the drawer's Proceed to Checkout); an empty cart shows a way to shop. */
export default function CheckoutPage() {
  const { lines } = useCart();
  const navigate = useNavigate();
  const { t } = useT(messages);
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <PageHead title={t("checkout.page.title")} noindex />
      <CheckoutView
        lines={lines}
        source="cart"
        onBack={() => navigate("/AllProduct")}
        backLabel={t("checkout.page.continueShopping")}
      />
    </section>
  );
}
