import { Link } from "react-router";
import { ComingSoonPanel } from "@/components/coming-soon-panel.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";

export default function DashboardPage() {
  usePageTitle("Seller Dashboard");
  return (
    <ComingSoonPanel
      title="Seller Dashboard"
      description="Your store at a glance: products, numbers, quick actions and orders."
    >
      <Link to="/seller/login" className={buttonClasses("primary")}>
        Seller Login
      </Link>
    </ComingSoonPanel>
  );
}
