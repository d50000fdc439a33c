import { Link } from "react-router";
import { ComingSoonPanel } from "@/components/coming-soon-panel.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";

export default function CheckoutPage() {
  usePageTitle("Checkout");
  return (
    <ComingSoonPanel
      title="Checkout"
      description="Your delivery details, payment method and order summary, then Place Order."
    >
      <Link to="/AllProduct" className={buttonClasses("primary")}>
        Continue Shopping
      </Link>
    </ComingSoonPanel>
  );
}
