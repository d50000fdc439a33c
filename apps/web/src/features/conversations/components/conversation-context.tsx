import { CircleUser, Package, Store as StoreIcon } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card.tsx";
import { ProductImage } from "@/components/ui/product-image.tsx";
import messages from "@/i18n/catalogs/en/conversations.json";
import { useT } from "@/i18n/use-t.ts";
import { myOrdersPath, productPath, storeOrdersPath, storePath } from "@/lib/app-paths.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import type { AccountRole } from "@/lib/session/signed-in-account.ts";
import type { ConversationSummary } from "../api/conversations-api.ts";

/** Beside a thread (below it on a phone): the product or order it is about, and who it is with. */
export function ConversationContext({
  conversation,
  reader,
}: {
  conversation: ConversationSummary;
  reader: AccountRole;
}) {
  const { t } = useT(messages);
  const { customer } = useSession();
  const { product, order } = conversation;
  return (
    <Card className="space-y-4">
      <h2 className="text-sm font-semibold tracking-wide text-stone-500 uppercase">
        {t("conversations.context.title")}
      </h2>
      {product && (
        <Link to={productPath(product._id)} className="group flex items-center gap-3">
          <span className="h-16 w-16 shrink-0 overflow-hidden rounded-xl bg-stone-100">
            <ProductImage src={product.image} alt="" width={64} height={64} />
          </span>
          <span className="min-w-0">
            <span className="block text-xs text-stone-500">{t("conversations.context.product")}</span>
            <span dir="auto" className="block font-semibold text-stone-900 group-hover:underline">
              {product.name}
            </span>
          </span>
        </Link>
      )}
      {order && (
        <Link
          to={
            reader === "customer" && customer
              ? myOrdersPath(customer.id)
              : storeOrdersPath(conversation.storeId)
          }
          className="group flex items-center gap-3"
        >
          <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <Package className="h-6 w-6" aria-hidden="true" />
          </span>
          <span>
            <span className="block text-xs text-stone-500">{t("conversations.context.order")}</span>
            <span className="block font-semibold text-stone-900 group-hover:underline">
              {t("conversations.context.orderNumber", { number: order.number })}
            </span>
          </span>
        </Link>
      )}
      <div className="flex items-center gap-3 text-sm">
        {reader === "customer" ? (
          <>
            <StoreIcon className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <Link
              to={storePath({ _id: conversation.storeId })}
              dir="auto"
              className="font-medium text-brand-800 hover:underline"
            >
              {conversation.storeName}
            </Link>
          </>
        ) : (
          <>
            <CircleUser className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              <span className="block text-xs text-stone-500">{t("conversations.context.customer")}</span>
              <span dir="auto" className="font-medium text-stone-900">
                {conversation.customerName}
              </span>
              <span className="block text-xs text-stone-500">
                {t("conversations.context.toStore", { store: conversation.storeName })}
              </span>
            </span>
          </>
        )}
      </div>
    </Card>
  );
}
