import { Link } from "react-router";
import { ComingSoonPanel } from "@/components/coming-soon-panel.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";

export default function CustomerLoginPage() {
  usePageTitle("Customer Login");
  return (
    <ComingSoonPanel title="Customer Login" description="Sign in to check out and to follow your orders.">
      <Link to="/customer/signup" className={buttonClasses("primary")}>
        Create an Account
      </Link>
      <Link to="/seller/login" className={buttonClasses("secondary")}>
        Seller Login
      </Link>
    </ComingSoonPanel>
  );
}
