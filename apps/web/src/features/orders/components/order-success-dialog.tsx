import { formatRupees } from "@marketplace/shared/money";
import { CircleCheck, FileText } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { Modal } from "@/components/ui/modal.tsx";
import messages from "@/i18n/catalogs/en/checkout.json";
import { useT } from "@/i18n/use-t.ts";
import { myOrdersPath, receiptPath } from "@/lib/app-paths.ts";
import type { Order } from "../api/orders-api.ts";
import { orderNumber } from "../order-format.ts";
import { PaymentInstructionsPanel } from "./payment-instructions-panel.tsx";
import { OrderStatusBadge } from "./status-badge.tsx";

interface OrderSuccessDialogProps {
  orders: Order[];
  userId: string;
  /** Close (or Escape) leaves the checkout for the home page. */
  onClose(): void;
}

/** After Place Order: every order the checkout created (one per store), each with its receipt. */
export function OrderSuccessDialog({ orders, userId, onClose }: OrderSuccessDialogProps) {
  const { t } = useT(messages);
  const several = orders.length > 1;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("checkout.success.title", { count: orders.length })}
      description={several ? t("checkout.success.severalStores") : t("checkout.success.thanks")}
    >
      <div className="flex justify-center text-emerald-600">
        <CircleCheck className="h-12 w-12" aria-hidden="true" />
      </div>
      <ul className="mt-4 space-y-3">
        {orders.map((order) => (
          <li key={order._id} className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-stone-900">
                {t("checkout.success.orderNumber")}
                <bdi data-testid="order-number">{orderNumber(order._id)}</bdi>
              </p>
              <OrderStatusBadge status={order.orderStatus} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-stone-500">{t("checkout.success.store")}</dt>
              <dd className="text-end font-medium text-stone-800">{order.store.name}</dd>
              <dt className="text-stone-500">{t("checkout.success.total")}</dt>
              <dd className="text-end font-semibold text-stone-900">{formatRupees(order.totalPrice)}</dd>
            </dl>
            {order.paymentInstructions && (
              <div className="mt-3">
                <PaymentInstructionsPanel instructions={order.paymentInstructions} />
              </div>
            )}
            <Link
              to={receiptPath(order._id)}
              className={buttonClasses("secondary", "sm", "mt-3 w-full")}
              aria-label={t("checkout.success.receiptLabel", { number: orderNumber(order._id) })}
            >
              <FileText className="h-4 w-4" aria-hidden="true" />
              {t("checkout.success.receipt")}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          {t("checkout.success.close")}
        </Button>
        <Link to={myOrdersPath(userId)} className={buttonClasses("primary")}>
          {t("checkout.success.myOrders")}
        </Link>
      </div>
    </Modal>
  );
}
