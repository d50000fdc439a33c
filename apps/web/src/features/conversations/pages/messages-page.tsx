import { useParams } from "react-router";
import { InboxPage } from "./inbox-page.tsx";
import { ThreadPage } from "./thread-page.tsx";

/**
 * The messages, one route module for the inbox and its threads (the customer's at `/messages`, the
 * seller's at `/dashboard/messages`): a page's code is one download, and each route the app knows
 * adds to every page's first load.
 */
export default function MessagesPage() {
  const { conversationId } = useParams();
  return conversationId ? <ThreadPage key={conversationId} /> : <InboxPage />;
}
