import { CUSTOMER_CANCELLABLE_STATUSES } from "@marketplace/shared/order-statuses";
import { CheckCircle2, FileText, PackageOpen, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { MessageMakerButton } from "@/features/conversations/components/message-maker-button.tsx";
import messages from "@/i18n/catalogs/en/orders.json";
import { useT } from "@/i18n/use-t.ts";
import { askReturnPath, receiptPath } from "@/lib/app-paths.ts";
import { type Order, useConfirmOrder } from "../api/orders-api.ts";
import { orderNumber } from "../order-format.ts";
import { CancelOrderDialog } from "./cancel-order-dialog.tsx";

/** What a customer can do with one of her orders: open its receipt, cancel it before it ships. */
export function CustomerOrderActions({ order, userId }: { order: Order; userId: string }) {
  const { t } = useT(messages);
  const [asking, setAsking] = useState(false);
  const [justCancelled, setJustCancelled] = useState(false);
  const receiptLink = useRef<HTMLAnchorElement>(null);
  const cancellable = CUSTOMER_CANCELLABLE_STATUSES.includes(order.orderStatus);
  const number = orderNumber(order._id);
  const confirm = useConfirmOrder(userId);
  const awaiting = cancellable && order.confirmation === "awaiting";

  // Once the refreshed order no longer offers "Cancel order", keep focus on this card, not the page.
  useEffect(() => {
    if (justCancelled && !cancellable) {
      receiptLink.current?.focus();
      setJustCancelled(false);
    }
  }, [justCancelled, cancellable]);

  return (
    <div className="flex flex-wrap gap-2">
      {awaiting && (
        <>
          <p className="w-full text-sm text-amber-800">{t("orders.card.awaiting")}</p>
          <Button
            size="sm"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(order._id)}
            aria-label={t("orders.card.confirmLabel", { number })}
          >
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            {t("orders.card.confirm")}
          </Button>
        </>
      )}
      <Link
        ref={receiptLink}
        to={receiptPath(order._id)}
        className={buttonClasses("secondary", "sm")}
        aria-label={t("orders.card.receiptLabel", { number })}
      >
        <FileText className="h-4 w-4" aria-hidden="true" />
        {t("orders.card.receipt")}
      </Link>
      <MessageMakerButton
        storeId={order.store._id}
        storeName={order.store.name}
        order={{ _id: order._id, number }}
        size="sm"
      />
      {order.orderStatus === "Delivered" && (
        <Link
          to={askReturnPath(order._id)}
          className={buttonClasses("secondary", "sm")}
          aria-label={t("orders.card.returnLabel", { number })}
        >
          <PackageOpen className="h-4 w-4" aria-hidden="true" />
          {t("orders.card.return")}
        </Link>
      )}
      {cancellable && (
        <Button
          variant="ghostDestructive"
          size="sm"
          onClick={() => setAsking(true)}
          aria-label={t("orders.card.cancelLabel", { number })}
        >
          <XCircle className="h-4 w-4" aria-hidden="true" />
          {t("orders.card.cancel")}
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
