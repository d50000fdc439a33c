import { ComingSoonPanel } from "@/components/coming-soon-panel.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";

export default function AllProductsPage() {
  usePageTitle("All Products");
  return (
    <ComingSoonPanel
      title="All Products"
      description="Discover every handmade piece from every store, in a grid or a list, with more loading as you scroll."
    />
  );
}
