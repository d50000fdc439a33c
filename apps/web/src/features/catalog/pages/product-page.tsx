import { Link } from "react-router";
import { ComingSoonPanel } from "@/components/coming-soon-panel.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";

export default function ProductPage() {
  usePageTitle("Product Details");
  return (
    <ComingSoonPanel
      title="Product Details"
      description="Photos, price, stock and the maker's store for this product, with a Buy Now button."
    >
      <Link to="/AllProduct" className={buttonClasses("primary")}>
        All Products
      </Link>
    </ComingSoonPanel>
  );
}
