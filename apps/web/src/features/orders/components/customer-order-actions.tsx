import { CUSTOMER_CANCELLABLE_STATUSES } from "@marketplace/shared/order-statuses";
import { Download, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import type { Order } from "../api/orders-api.ts";
import { orderNumber } from "../order-format.ts";
import { downloadReceipt } from "../receipt.ts";
import { CancelOrderDialog } from "./cancel-order-dialog.tsx";

/** What a customer can do with one of her orders: download its receipt again, cancel it before it ships. */
export function CustomerOrderActions({ order, userId }: { order: Order; userId: string }) {
  const [asking, setAsking] = useState(false);
  const [justCancelled, setJustCancelled] = useState(false);
  const receiptButton = useRef<HTMLButtonElement>(null);
  const cancellable = CUSTOMER_CANCELLABLE_STATUSES.includes(order.orderStatus);
  const number = orderNumber(order._id);

  // Once the refreshed order no longer offers "Cancel order", keep focus on this card, not the page.
  useEffect(() => {
    if (justCancelled && !cancellable) {
      receiptButton.current?.focus();
      setJustCancelled(false);
    }
  }, [justCancelled, cancellable]);

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        ref={receiptButton}
        variant="secondary"
        size="sm"
        onClick={() => downloadReceipt(order)}
        aria-label={`Download receipt for order ${number}`}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        Download receipt
      </Button>
      {cancellable && (
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          onClick={() => setAsking(true)}
          aria-label={`Cancel order ${number}`}
        >
          <XCircle className="h-4 w-4" aria-hidden="true" />
          Cancel order
        </Button>
      )}
      <CancelOrderDialog
        order={order}
        userId={userId}
        open={asking}
        onOpenChange={setAsking}
        onCancelled={() => setJustCancelled(true)}
      />
    </div>
  );
}
