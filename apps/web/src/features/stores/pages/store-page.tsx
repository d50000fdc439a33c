import { Link } from "react-router";
import { ComingSoonPanel } from "@/components/coming-soon-panel.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";

export default function StorePage() {
  usePageTitle("Store");
  return (
    <ComingSoonPanel
      title="Store"
      description="This store's story and contact details, and every product it sells, with search, filters and sorting."
    >
      <Link to="/AllProduct" className={buttonClasses("primary")}>
        All Products
      </Link>
    </ComingSoonPanel>
  );
}
