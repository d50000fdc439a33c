import type messages from "@/i18n/catalogs/en/conversations.json";
import type { MessageValues } from "@/i18n/use-t.ts";
import type { ConversationSummary } from "../api/conversations-api.ts";

type T = (id: keyof typeof messages & string, values?: MessageValues) => string;

/** What a conversation is about, in a few words: the product, the order, or the store in general. */
export function conversationSubject(conversation: ConversationSummary, t: T): string {
  if (conversation.product) return t("conversations.subject.product", { name: conversation.product.name });
  if (conversation.order) return t("conversations.subject.order", { number: conversation.order.number });
  return t("conversations.subject.store");
}

/** Who is on the other side: the store for the customer, the customer for the seller. */
export function counterpartName(conversation: ConversationSummary, reader: "customer" | "seller"): string {
  return reader === "customer" ? conversation.storeName : conversation.customerName;
}
