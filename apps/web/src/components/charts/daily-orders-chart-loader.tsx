import { type ComponentProps, lazy, Suspense } from "react";
import { Spinner } from "@/components/ui/spinner.tsx";

// The chart library is large and only the seller's dashboard and the console draw it, so its code
// is fetched when the chart first shows, with a spinner of the chart's height meanwhile.
const DailyOrdersChart = lazy(() => import("./daily-orders-chart.tsx"));

/** Orders and money per day, loaded on first use. */
export function DailyOrdersChartLoader(props: ComponentProps<typeof DailyOrdersChart>) {
  return (
    <Suspense
      fallback={
        <div className="grid h-64 place-items-center text-brand-700">
          <Spinner />
        </div>
      }
    >
      <DailyOrdersChart {...props} />
    </Suspense>
  );
}
