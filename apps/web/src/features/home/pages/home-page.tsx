import { Link } from "react-router";
import { ComingSoonPanel } from "@/components/coming-soon-panel.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";

export default function HomePage() {
  usePageTitle();
  return (
    <ComingSoonPanel
      title="Welcome to Hunarmand"
      description="Handmade, traditional and local goods from women-run stores across Pakistan. Featured products, hot deals and stores arrive on this page soon."
      backHome={false}
    >
      <Link to="/About" className={buttonClasses("primary")}>
        Our Story
      </Link>
      <Link to="/seller/signup" className={buttonClasses("secondary")}>
        Sell on Hunarmand
      </Link>
    </ComingSoonPanel>
  );
}
