import type { MessageStreamEvent } from "@marketplace/shared/conversations-contracts";
import type { NotificationStreamEvent } from "@marketplace/shared/notifications-contracts";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import {
  conversationKeys,
  type Thread,
  withMessage,
} from "@/features/conversations/api/conversations-api.ts";
import { pageLanguage } from "@/lib/api-client.ts";
import { readEventStream, type StreamEvent } from "./event-stream.ts";
import { type NotificationPage, notificationKeys, withNotification } from "./notifications-api.ts";

/**
 * The API's live stream (Server-Sent Events). Not a JSON endpoint, so not in the endpoint map: it is
 * read with fetch's streaming body, since EventSource cannot send the Authorization header.
 */
export const LIVE_STREAM_PATH = "/api/notifications/stream";

/** The first pause before connecting again, doubled after each failure up to the longest. */
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

/** How long to wait before the `attempt`th reconnection: doubling, capped, with jitter so tabs spread out. */
export function retryDelay(attempt: number, random = Math.random): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** What one event changes in the caches of the account whose stream brought it. */
export function applyLiveEvent(queryClient: QueryClient, token: string, event: StreamEvent): void {
  let payload: unknown;
  try {
    payload = JSON.parse(event.data);
  } catch {
    return;
  }
  if (event.event === "notification") {
    const { notification, unread } = payload as Partial<NotificationStreamEvent>;
    if (!notification?._id) return;
    queryClient.setQueriesData<NotificationPage>({ queryKey: notificationKeys.list(token) }, (page) =>
      withNotification(page, notification, unread ?? 0),
    );
  } else if (event.event === "message") {
    const { conversationId, message } = payload as Partial<MessageStreamEvent>;
    if (!conversationId || !message?._id) return;
    const threadKey = conversationKeys.thread(conversationId, token);
    const open = queryClient.getQueryCache().find({ queryKey: threadKey });
    if (open) {
      queryClient.setQueryData<Thread>(threadKey, (thread) => withMessage(thread, message));
      // Read again while someone looks at it, so the server marks the new message read for her.
      if (open.getObserversCount() > 0) void queryClient.invalidateQueries({ queryKey: threadKey });
    }
    void queryClient.invalidateQueries({ queryKey: conversationKeys.list(token) });
  }
}

/** Everything the stream keeps current, read afresh: what happened while it was down. */
function catchUp(queryClient: QueryClient, token: string) {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.list(token) });
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === conversationKeys.all[0] && query.queryKey.includes(token),
  });
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Keeps one account's stream open until `signal` aborts: on a drop it connects again after a
 * growing pause and catches up; a refused token (401/403) ends it, as the session is over.
 */
async function keepStreaming(queryClient: QueryClient, token: string, signal: AbortSignal) {
  let failures = 0;
  let connectedBefore = false;
  while (!signal.aborted) {
    try {
      const response = await fetch(LIVE_STREAM_PATH, {
        headers: {
          Accept: "text/event-stream",
          Authorization: `Bearer ${token}`,
          "Accept-Language": pageLanguage(),
        },
        cache: "no-store",
        signal,
      });
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok || !response.body) throw new Error(`The live stream answered ${response.status}.`);
      if (connectedBefore) catchUp(queryClient, token);
      connectedBefore = true;
      failures = 0;
      await readEventStream(response.body, (event) => applyLiveEvent(queryClient, token, event));
    } catch {
      if (signal.aborted) return;
    }
    failures += 1;
    await pause(retryDelay(failures), signal);
  }
}

/** The open streams of this tab: one per signed-in account, shared by whatever needs it. */
const streams = new Map<string, { users: number; controller: AbortController }>();

/**
 * Opens (or joins) the account's live stream; the returned function leaves it, and the last to
 * leave closes it (signing out unmounts every user).
 */
export function joinLiveUpdates(queryClient: QueryClient, token: string): () => void {
  let stream = streams.get(token);
  if (!stream) {
    const controller = new AbortController();
    stream = { users: 0, controller };
    streams.set(token, stream);
    void keepStreaming(queryClient, token, controller.signal);
  }
  stream.users += 1;
  let left = false;
  return () => {
    if (left || !stream) return;
    left = true;
    stream.users -= 1;
    if (stream.users === 0) {
      stream.controller.abort();
      streams.delete(token);
    }
  };
}

/** Keeps the account's live updates on while the component is shown (nothing without a token). */
export function useLiveUpdates(token: string | null | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => (token ? joinLiveUpdates(queryClient, token) : undefined), [queryClient, token]);
}
