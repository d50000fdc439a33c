import { Link } from "react-router";
import { ComingSoonPanel } from "@/components/coming-soon-panel.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";

export default function MyOrdersPage() {
  usePageTitle("My Orders");
  return (
    <ComingSoonPanel title="My Orders" description="Your orders, what you bought and where each one is now.">
      <Link to="/AllProduct" className={buttonClasses("primary")}>
        Continue Shopping
      </Link>
    </ComingSoonPanel>
  );
}
