import { Link } from "react-router";
import { ComingSoonPanel } from "@/components/coming-soon-panel.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";

export default function SellerSignupPage() {
  usePageTitle("Become a Seller");
  return (
    <ComingSoonPanel
      title="Become a Seller"
      description="Step 1 of 2: your personal details. Next you set up your store."
    >
      <Link to="/seller/login" className={buttonClasses("primary")}>
        Seller Login
      </Link>
    </ComingSoonPanel>
  );
}
