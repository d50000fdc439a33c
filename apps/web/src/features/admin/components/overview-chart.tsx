import type { OverviewAnswer } from "@marketplace/shared/admin-contracts";
import { formatRupees } from "@marketplace/shared/money";
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

const dayLabel = new Intl.DateTimeFormat("en-PK", { day: "numeric", month: "short", timeZone: "UTC" });
const label = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

/**
 * Orders (bars) and GMV (line) per day, drawn as the seller dashboard's chart is. A default export on
 * its own module: recharts is large, so the overview loads it lazily and paints its figures first.
 */
export default function OverviewChart({ series }: { series: OverviewAnswer["series"] }) {
  return (
    <div className="h-64 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          // The figures are written out beside the chart; the chart itself is for the eye only.
          accessibilityLayer={false}
          data={series}
          margin={{ top: 8, right: 4, bottom: 0, left: -12 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" vertical={false} />
          <XAxis dataKey="date" tickFormatter={label} tick={{ fontSize: 11 }} minTickGap={24} />
          <YAxis yAxisId="orders" allowDecimals={false} tick={{ fontSize: 11 }} width={36} />
          <YAxis
            yAxisId="gmv"
            orientation="right"
            tick={{ fontSize: 11 }}
            width={56}
            tickFormatter={(v: number) => (v >= 1000 ? `${Math.round(v / 1000)}k` : String(v))}
          />
          <Tooltip
            labelFormatter={(value) => label(String(value))}
            formatter={(value, name) =>
              name === "GMV" ? [formatRupees(Number(value)), name] : [String(value), name]
            }
          />
          <Bar yAxisId="orders" dataKey="orders" name="Orders" fill="#eea6c2" radius={[4, 4, 0, 0]} />
          <Line
            yAxisId="gmv"
            dataKey="gmv"
            name="GMV"
            stroke="#8f2552"
            strokeWidth={2}
            dot={false}
            type="linear"
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
