import { ComingSoonPanel } from "@/components/coming-soon-panel.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";

export default function AddProductPage() {
  usePageTitle("Add Product");
  return (
    <ComingSoonPanel
      title="Add Product"
      description="List a new product with photos, a price, an optional sale and the quantity in stock."
    />
  );
}
