import { Link } from "react-router";
import { ComingSoonPanel } from "@/components/coming-soon-panel.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";

export default function SellerLoginPage() {
  usePageTitle("Seller Login");
  return (
    <ComingSoonPanel
      title="Seller Login"
      description="Sign in to run your store: products, orders and your dashboard."
    >
      <Link to="/seller/signup" className={buttonClasses("primary")}>
        Become a Seller
      </Link>
      <Link to="/customer/login" className={buttonClasses("secondary")}>
        Customer Login
      </Link>
    </ComingSoonPanel>
  );
}
