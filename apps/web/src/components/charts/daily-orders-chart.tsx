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
import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";

/** One day: its date (`YYYY-MM-DD`), its orders and a rupee amount (a store's revenue, the marketplace's GMV). */
export interface DailyPoint {
  date: string;
  orders: number;
  amount: number;
}

/**
 * Orders (bars) and a rupee amount (line) per day, for the seller's dashboard and the operator's
 * overview. A default export on its own module: recharts is large, so pages load it lazily and paint
 * their figures first.
 */
export default function DailyOrdersChart({
  points,
  amountName,
}: {
  points: DailyPoint[];
  amountName: string;
}) {
  const { t, locale, language } = useT(messages);
  // Right to left, days run from the right and the two axes change sides.
  const rtl = language === "ur";
  const dayLabel = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const label = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));
  return (
    <div className="h-64 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          // The figures are written out beside the chart; the chart itself is for the eye only.
          accessibilityLayer={false}
          data={points}
          margin={{ top: 8, right: 4, bottom: 0, left: -12 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={label}
            tick={{ fontSize: 11 }}
            minTickGap={24}
            reversed={rtl}
          />
          <YAxis
            yAxisId="orders"
            orientation={rtl ? "right" : "left"}
            allowDecimals={false}
            tick={{ fontSize: 11 }}
            width={36}
          />
          <YAxis
            yAxisId="amount"
            orientation={rtl ? "left" : "right"}
            tick={{ fontSize: 11 }}
            width={56}
            tickFormatter={(v: number) => (v >= 1000 ? `${Math.round(v / 1000)}k` : String(v))}
          />
          <Tooltip
            labelFormatter={(value) => label(String(value))}
            formatter={(value, name) =>
              name === amountName ? [formatRupees(Number(value)), name] : [String(value), name]
            }
          />
          <Bar
            yAxisId="orders"
            dataKey="orders"
            name={t("common.chart.orders")}
            fill="#eea6c2"
            radius={[4, 4, 0, 0]}
          />
          <Line
            yAxisId="amount"
            dataKey="amount"
            name={amountName}
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
