import { Modal } from "@/components/ui/modal.tsx";
import messages from "@/i18n/catalogs/en/conversations.json";
import { useT } from "@/i18n/use-t.ts";
import MessageComposer from "./message-composer.tsx";
import type { MessageMakerProps } from "./message-maker-button.tsx";

interface MessageMakerDialogProps extends Omit<MessageMakerProps, "variant" | "size"> {
  open: boolean;
  onOpenChange(open: boolean): void;
  onStarted(conversationId: string): void;
}

/** "Message {store}": what the message is about, and the composer. */
export function MessageMakerDialog({
  storeId,
  storeName,
  product,
  order,
  open,
  onOpenChange,
  onStarted,
}: MessageMakerDialogProps) {
  const { t } = useT(messages);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("conversations.composer.title", { store: storeName })}
      description={
        product
          ? t("conversations.subject.product", { name: product.name })
          : order
            ? t("conversations.subject.order", { number: order.number })
            : t("conversations.composer.description")
      }
    >
      {/* Mounted afresh on each opening, so a new message starts from an empty box. */}
      {open && (
        <MessageComposer
          storeId={storeId}
          productId={product?._id}
          orderId={order?._id}
          onCancel={() => onOpenChange(false)}
          onStarted={onStarted}
        />
      )}
    </Modal>
  );
}
