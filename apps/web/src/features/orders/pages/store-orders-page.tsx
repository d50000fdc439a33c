import { ComingSoonPanel } from "@/components/coming-soon-panel.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";

export default function StoreOrdersPage() {
  usePageTitle("Store Orders");
  return (
    <ComingSoonPanel
      title="Store Orders"
      description="Every order placed with your store, with its order and payment status for you to update."
    />
  );
}
