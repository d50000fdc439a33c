import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Answer, Body } from "@/lib/api-endpoints.ts";
import type { SignedInAccount } from "@/lib/session/signed-in-account.ts";

/**
 * How many the bell lists: the newest 20, or with "Show older" the newest 50, the most one answer
 * holds (`NOTIFICATIONS_PER_PAGE` and `NOTIFICATIONS_PER_PAGE_MAX` of the shared contract, whose
 * module builds zod schemas and so is not imported here).
 */
export const NEWEST = 20;
export const NEWEST_MORE = 50;

/** One page of an account's notifications, newest first, with how many are unread in all. */
export type NotificationPage = Answer<"GET /api/notifications">;
export type Notification = NotificationPage["notifications"][number];

export const notificationKeys = {
  all: ["notifications"] as const,
  lists: () => [...notificationKeys.all, "list"] as const,
  /** The token is part of the key so one account's notifications never show for another. */
  list: (token: string) => [...notificationKeys.lists(), token] as const,
  newest: (token: string, limit: number) => [...notificationKeys.list(token), limit] as const,
};

export const fetchNotifications = (account: SignedInAccount, limit: number, signal?: AbortSignal) =>
  account.request("GET /api/notifications", { query: { page: 1, limit }, signal });

export const markNotificationsRead = (account: SignedInAccount, body: Body<"POST /api/notifications/read">) =>
  account.request("POST /api/notifications/read", { body });

export const notificationsQuery = (account: SignedInAccount, limit = NEWEST) =>
  queryOptions({
    queryKey: notificationKeys.newest(account.token, limit),
    queryFn: ({ signal }) => fetchNotifications(account, limit, signal),
    // The live stream keeps it current (live-updates.ts); it is read again after a reconnection.
    staleTime: Number.POSITIVE_INFINITY,
    // "Show older" keeps the newest on screen while the longer list comes.
    placeholderData: (previous) => previous,
  });

/** The account's newest notifications and unread count, kept current by the live stream. */
export function useNotifications(account: SignedInAccount, limit = NEWEST) {
  return useQuery(notificationsQuery(account, limit));
}

/** Whether older notifications than those listed exist. */
export function hasOlder(page: NotificationPage | undefined): boolean {
  return Boolean(page && page.pagination.total_notifications > page.notifications.length);
}

/** Adds a notification that just arrived (once) and sets the unread count the server gave with it. */
export function withNotification(
  page: NotificationPage | undefined,
  notification: Notification,
  unread: number,
): NotificationPage | undefined {
  if (!page) return page;
  const seen = page.notifications.some((n) => n._id === notification._id);
  return {
    ...page,
    unread,
    notifications: seen ? page.notifications : [notification, ...page.notifications],
    pagination: seen
      ? page.pagination
      : { ...page.pagination, total_notifications: page.pagination.total_notifications + 1 },
  };
}

/** The list with `ids` (or everything, when `ids` is "all") marked read at `readAt`. */
export function withRead(
  page: NotificationPage | undefined,
  ids: string[] | "all",
  readAt: string,
): NotificationPage | undefined {
  if (!page) return page;
  const marks = (n: Notification) => n.readAt === null && (ids === "all" || ids.includes(n._id));
  const newlyRead = page.notifications.filter(marks).length;
  return {
    ...page,
    unread: ids === "all" ? 0 : Math.max(0, page.unread - newlyRead),
    notifications: page.notifications.map((n) => (marks(n) ? { ...n, readAt } : n)),
  };
}

/**
 * Marks some notifications (or all) read. The bell shows them read at once; the server's answer,
 * or a failure, brings the list back in line.
 */
export function useMarkNotificationsRead(account: SignedInAccount) {
  const queryClient = useQueryClient();
  const key = notificationKeys.list(account.token);
  return useMutation({
    mutationFn: (ids: string[] | "all") =>
      markNotificationsRead(account, ids === "all" ? { all: true } : { ids }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const readAt = new Date().toISOString();
      queryClient.setQueriesData<NotificationPage>({ queryKey: key }, (page) => withRead(page, ids, readAt));
    },
    // Refreshed either way: the server's list is the truth (a failure brings the unread back).
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
