import { Link } from "react-router";
import { ProductImage } from "@/components/ui/product-image.tsx";
import messages from "@/i18n/catalogs/en/conversations.json";
import { useT } from "@/i18n/use-t.ts";
import { conversationPath } from "@/lib/app-paths.ts";
import { cn } from "@/lib/cn.ts";
import { formatDateTime } from "@/lib/format-date.ts";
import type { AccountRole } from "@/lib/session/signed-in-account.ts";
import type { ConversationSummary } from "../api/conversations-api.ts";
import { conversationSubject, counterpartName } from "./conversation-subject.ts";

/** An inbox: newest first, each row the other party, what it is about, the last message and an unread badge. */
export function ConversationList({
  conversations,
  reader,
}: {
  conversations: ConversationSummary[];
  reader: AccountRole;
}) {
  const { t, language, locale } = useT(messages);
  return (
    <ul
      aria-label={t("conversations.inbox.listLabel")}
      className="divide-y divide-stone-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/80"
    >
      {conversations.map((conversation) => {
        const name = counterpartName(conversation, reader);
        const unread = conversation.unread > 0;
        const mine = conversation.lastMessage.senderRole === reader;
        return (
          <li key={conversation._id}>
            <Link
              to={conversationPath(reader, conversation._id)}
              className={cn(
                "flex gap-3 p-4 transition-colors hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none",
                unread && "bg-brand-50/40",
              )}
            >
              <span className="h-12 w-12 shrink-0 overflow-hidden rounded-xl bg-stone-100">
                {conversation.product?.image ? (
                  <ProductImage src={conversation.product.image} alt="" width={48} height={48} />
                ) : (
                  <span
                    aria-hidden="true"
                    className="grid h-full w-full place-items-center bg-brand-700 font-semibold text-white"
                  >
                    {name.trim().charAt(0).toUpperCase() || "?"}
                  </span>
                )}
              </span>
              <span className="min-w-0 flex-1">
                <span
                  dir="auto"
                  className={cn("block truncate text-stone-900", unread ? "font-bold" : "font-semibold")}
                >
                  {name}
                </span>
                <span className="block truncate text-sm text-brand-800">
                  {conversationSubject(conversation, t)}
                  {reader === "seller" && <span className="text-stone-500"> · {conversation.storeName}</span>}
                </span>
                <span className="mt-0.5 flex items-center gap-2">
                  <span
                    dir="auto"
                    className={cn(
                      "min-w-0 flex-1 truncate text-sm",
                      unread ? "text-stone-900" : "text-stone-600",
                    )}
                  >
                    {mine && `${t("conversations.inbox.you")} `}
                    {conversation.lastMessage.body}
                  </span>
                  {unread && (
                    <span className="sr-only">
                      {t("conversations.inbox.unread", { count: conversation.unread })}
                    </span>
                  )}
                  {unread && (
                    <span
                      aria-hidden="true"
                      className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white"
                    >
                      {conversation.unread.toLocaleString(locale)}
                    </span>
                  )}
                </span>
                <time dateTime={conversation.lastMessageAt} className="mt-0.5 block text-xs text-stone-500">
                  {formatDateTime(conversation.lastMessageAt, { language })}
                </time>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
