import { ComingSoonPanel } from "@/components/coming-soon-panel.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";

export default function CreateStorePage() {
  usePageTitle("Set Up Your Store");
  return (
    <ComingSoonPanel
      title="Set Up Your Store"
      description="Step 2 of 2: name your store, choose its category and tell customers what you make."
    />
  );
}
