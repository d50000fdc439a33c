import { NOTIFICATIONS_PER_PAGE } from "@marketplace/shared/notifications-contracts";
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { Answer, Body } from "@/lib/api-endpoints.ts";
import type { SignedInAccount } from "./signed-in-account.ts";

/** One page of an account's notifications, newest first, with how many are unread in all. */
export type NotificationPage = Answer<"GET /api/notifications">;
export type Notification = NotificationPage["notifications"][number];
export type NotificationPages = InfiniteData<NotificationPage>;

export const notificationKeys = {
  all: ["notifications"] as const,
  lists: () => [...notificationKeys.all, "list"] as const,
  /** The token is part of the key so one account's notifications never show for another. */
  list: (token: string) => [...notificationKeys.lists(), token] as const,
};

export const fetchNotifications = (account: SignedInAccount, page: number, signal?: AbortSignal) =>
  account.request("GET /api/notifications", { query: { page, limit: NOTIFICATIONS_PER_PAGE }, signal });

export const markNotificationsRead = (account: SignedInAccount, body: Body<"POST /api/notifications/read">) =>
  account.request("POST /api/notifications/read", { body });

export const notificationsQuery = (account: SignedInAccount) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(account.token),
    queryFn: ({ pageParam, signal }) => fetchNotifications(account, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.current_page < last.pagination.total_pages
        ? last.pagination.current_page + 1
        : undefined,
    // The live stream keeps it current (live-updates.ts); it is read again after a reconnection.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The account's notifications and unread count, kept current by the live stream. */
export function useNotifications(account: SignedInAccount) {
  return useInfiniteQuery(notificationsQuery(account));
}

/** How many are unread: the newest page's count, which the live stream updates. */
export function unreadOf(data: NotificationPages | undefined): number {
  return data?.pages[0]?.unread ?? 0;
}

/** Adds a notification that just arrived (once) and sets the unread count the server gave with it. */
export function withNotification(
  data: NotificationPages | undefined,
  notification: Notification,
  unread: number,
): NotificationPages | undefined {
  if (!data) return data;
  const seen = data.pages.some((page) => page.notifications.some((n) => n._id === notification._id));
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      unread,
      notifications: index === 0 && !seen ? [notification, ...page.notifications] : page.notifications,
    })),
  };
}

/** The list with `ids` (or everything, when `ids` is "all") marked read at `readAt`. */
export function withRead(
  data: NotificationPages | undefined,
  ids: string[] | "all",
  readAt: string,
): NotificationPages | undefined {
  if (!data) return data;
  const marks = (n: Notification) => n.readAt === null && (ids === "all" || ids.includes(n._id));
  const newlyRead = data.pages.flatMap((page) => page.notifications).filter(marks).length;
  const unread = ids === "all" ? 0 : Math.max(0, unreadOf(data) - newlyRead);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unread,
      notifications: page.notifications.map((n) => (marks(n) ? { ...n, readAt } : n)),
    })),
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
      const before = queryClient.getQueryData<NotificationPages>(key);
      queryClient.setQueryData<NotificationPages>(key, (data) =>
        withRead(data, ids, new Date().toISOString()),
      );
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
