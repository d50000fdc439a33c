import { Button } from "@/components/ui/button.tsx";
import messages from "@/i18n/catalogs/en/conversations.json";
import { useT } from "@/i18n/use-t.ts";
import { useStartConversation } from "../api/conversations-api.ts";
import { MessageForm } from "./message-form.tsx";

interface MessageComposerProps {
  storeId: string;
  productId?: string;
  orderId?: string;
  onCancel(): void;
  /** Called with the conversation once the server has the message (she is taken to it). */
  onStarted(conversationId: string): void;
}

/**
 * The first message to a store, in the "Message the maker" dialog (loaded when it first opens).
 * Once the server has it, she is taken to the conversation, where the reply will arrive.
 */
export default function MessageComposer({
  storeId,
  productId,
  orderId,
  onCancel,
  onStarted,
}: MessageComposerProps) {
  const { t } = useT(messages);
  const start = useStartConversation();
  return (
    <MessageForm
      label={t("conversations.composer.label")}
      placeholder={t("conversations.composer.placeholder")}
      rows={5}
      autoFocus
      onSend={async (body) => {
        const answer = await start.mutateAsync({ storeId, productId, orderId, body });
        onStarted(answer.conversation._id);
      }}
      extra={
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t("conversations.composer.cancel")}
        </Button>
      }
    />
  );
}
