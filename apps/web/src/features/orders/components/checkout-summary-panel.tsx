import { formatRupees } from "@marketplace/shared/money";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { cn } from "@/lib/cn.ts";
import { type CheckedLine, lineChangeNotes } from "../checkout-lines.ts";
import { OrderSummary } from "./order-summary.tsx";
import type { CheckoutOrder } from "./use-checkout-order.ts";

interface CheckoutSummaryPanelProps {
  order: CheckoutOrder;
  source: "cart" | "buy-now";
  /** Opens the cart drawer (the cart checkout's "Edit cart"). */
  onEditCart(): void;
  /** Takes a line that can no longer be bought out of the cart. */
  onRemove(productId: string): void;
  /** Place Order shows only to a signed-in customer. */
  canOrder: boolean;
}

/**
 * The order summary beside the form: the lines and totals as checked now, what cannot be bought,
 * the server's new totals after a 409, why placing failed, and Place Order.
 */
export function CheckoutSummaryPanel({
  order,
  source,
  onEditCart,
  onRemove,
  canOrder,
}: CheckoutSummaryPanelProps) {
  const { placed, checked, fresh, newTotals, placeError } = order;
  return (
    <Card>
      <div className="flex items-center justify-between gap-2">
        <CardTitle>Order Summary</CardTitle>
        {source === "cart" && !placed && (
          <Button variant="ghost" size="sm" onClick={onEditCart} className="-me-3">
            Edit cart
          </Button>
        )}
      </div>
      {!placed && order.unavailable.length > 0 && (
        <UnavailableLines lines={order.unavailable} onRemove={source === "cart" ? onRemove : undefined} />
      )}
      {!placed && !checked && fresh.isError ? (
        <div role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          <p className="font-semibold">We could not check today's prices and stock.</p>
          <p className="mt-1">Your items are safe. Check your connection and try again.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={fresh.refetch}>
            Try Again
          </Button>
        </div>
      ) : (
        <OrderSummary
          lines={order.shownLines}
          notes={placed ? undefined : order.notes}
          checking={!placed && !checked}
        />
      )}
      {newTotals && !placed && (
        <div
          role="alert"
          className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-300"
        >
          <p className="font-semibold">The total has changed</p>
          <p className="mt-1">{newTotals.message}</p>
          <dl className="mt-2 space-y-0.5">
            <TotalRow term="Items" value={formatRupees(newTotals.totals.itemsPrice)} />
            <TotalRow
              term="Shipping"
              value={
                newTotals.totals.shippingPrice === 0 ? "Free" : formatRupees(newTotals.totals.shippingPrice)
              }
            />
            <TotalRow term="Tax (5%)" value={formatRupees(newTotals.totals.taxPrice)} />
            <TotalRow term="New total" value={formatRupees(newTotals.totals.totalPrice)} strong />
          </dl>
          <p className="mt-2">Nothing was ordered yet. Press Place Order to confirm the new total.</p>
        </div>
      )}
      {placeError && (
        <div role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          <p className="font-semibold">{placeError.title}</p>
          {placeError.message && <p className="mt-1">{placeError.message}</p>}
        </div>
      )}
      {canOrder && (
        <Button
          type="submit"
          size="lg"
          className="mt-4 w-full"
          loading={order.placing}
          disabled={!!placed || !order.ready}
        >
          {order.placing ? "Placing order..." : "Place Order"}
        </Button>
      )}
    </Card>
  );
}

function TotalRow({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={cn("flex justify-between gap-2", strong && "font-semibold")}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Lines that can no longer be bought: named, with a way to take them out of the cart. */
function UnavailableLines({
  lines,
  onRemove,
}: {
  lines: CheckedLine[];
  onRemove?: (productId: string) => void;
}) {
  return (
    <div role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
      <p className="font-semibold">
        {onRemove
          ? "Some items can no longer be bought. Remove them to place your order."
          : "This product can no longer be bought."}
      </p>
      <ul className="mt-2 space-y-2">
        {lines.map((checked) => (
          <li key={checked.line.product._id} className="flex items-center justify-between gap-2">
            <span className="min-w-0">
              <span className="font-medium">{checked.line.product.name}</span>:{" "}
              {lineChangeNotes(checked).join(", ")}
            </span>
            {onRemove && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onRemove(checked.line.product._id)}
                aria-label={`Remove ${checked.line.product.name}`}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
