import { useEffect, useRef } from "react";
import messages from "@/i18n/catalogs/en/conversations.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { formatDateTime } from "@/lib/format-date.ts";
import type { AccountRole } from "@/lib/session/signed-in-account.ts";
import type { Message } from "../api/conversations-api.ts";

/**
 * A conversation's messages, oldest first, hers on one side and the other party's on the other.
 * Each is shown as the text it is (markup too), never as HTML. A log: what arrives live is read out.
 */
export function ThreadView({ thread, reader }: { thread: Message[]; reader: AccountRole }) {
  const { t, language } = useT(messages);
  const end = useRef<HTMLLIElement>(null);
  const last = thread.at(-1)?._id;

  // The newest message in view when the thread opens and when one arrives.
  useEffect(() => {
    if (last) end.current?.scrollIntoView?.({ block: "nearest" });
  }, [last]);

  return (
    // A log (what arrives is read out) holding a list: the list keeps its own role.
    <div role="log" aria-label={t("conversations.thread.messages")}>
      <ol className="space-y-3">
        {thread.map((message, index) => {
          const mine = message.senderRole === reader;
          return (
            <li
              key={message._id}
              ref={index === thread.length - 1 ? end : undefined}
              className={cn("flex", mine ? "justify-end" : "justify-start")}
            >
              <div
                className={cn(
                  "max-w-[85%] rounded-2xl px-4 py-2.5 shadow-sm sm:max-w-[75%]",
                  mine
                    ? "rounded-ee-md bg-brand-700 text-white"
                    : "rounded-es-md bg-white text-stone-900 ring-1 ring-stone-200",
                )}
              >
                <p className={cn("text-xs font-semibold", mine ? "text-brand-100" : "text-brand-800")}>
                  <span dir="auto">{mine ? t("conversations.thread.you") : message.senderName}</span>
                </p>
                <p dir="auto" className="whitespace-pre-wrap break-words" data-testid="message-body">
                  {message.body}
                </p>
                <time
                  dateTime={message.createdAt}
                  className={cn("mt-1 block text-end text-xs", mine ? "text-brand-100" : "text-stone-500")}
                >
                  {formatDateTime(message.createdAt, { language })}
                </time>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
