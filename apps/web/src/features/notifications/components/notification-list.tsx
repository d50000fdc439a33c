import type { UseQueryResult } from "@tanstack/react-query";
import { BellOff, CheckCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import messages from "@/i18n/catalogs/en/notifications.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { formatDateTime } from "@/lib/format-date.ts";
import type { SignedInAccount } from "@/lib/session/signed-in-account.ts";
import {
  hasOlder,
  type Notification,
  type NotificationPage,
  useMarkNotificationsRead,
} from "../api/notifications-api.ts";

interface NotificationListProps {
  account: SignedInAccount;
  notifications: UseQueryResult<NotificationPage>;
  /** Lists the older ones too (as many as one answer holds); absent once they are listed. */
  onShowOlder?: () => void;
  unread: number;
  /** Called when she follows a notification's link (the sheet closes). */
  onFollow(): void;
}

/** The bell's list: newest first, unread ones marked, each a link to what it is about; "Mark all read". */
export function NotificationList({
  account,
  notifications,
  unread,
  onFollow,
  onShowOlder,
}: NotificationListProps) {
  const { t } = useT(messages);
  const markRead = useMarkNotificationsRead(account);

  if (notifications.isPending) return <LoadingState label={t("notifications.panel.loading")} inline />;
  if (notifications.isError) {
    return (
      <ErrorState
        title={t("notifications.panel.failed")}
        message={notifications.error.message}
        onRetry={() => void notifications.refetch()}
        retrying={notifications.isFetching}
      />
    );
  }
  const items = notifications.data.notifications;
  if (items.length === 0) {
    return (
      <EmptyState
        title={t("notifications.panel.emptyTitle")}
        message={t("notifications.panel.emptyMessage")}
        icon={<BellOff className="h-7 w-7" aria-hidden="true" />}
      />
    );
  }
  return (
    <>
      <div className="flex items-center justify-end border-b border-stone-200 px-5 py-2">
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate("all")}
        >
          <CheckCheck className="h-4 w-4" aria-hidden="true" />
          {t("notifications.panel.markAllRead")}
        </Button>
      </div>
      <div className="flex-1 overflow-y-auto">
        <ul className="divide-y divide-stone-100">
          {items.map((notification) => (
            <li key={notification._id}>
              <NotificationItem
                notification={notification}
                onFollow={() => {
                  if (notification.readAt === null) markRead.mutate([notification._id]);
                  onFollow();
                }}
              />
            </li>
          ))}
        </ul>
        {onShowOlder && hasOlder(notifications.data) && (
          <div className="p-4 text-center">
            <Button
              variant="secondary"
              size="sm"
              loading={notifications.isPlaceholderData}
              onClick={onShowOlder}
            >
              {t("notifications.panel.showOlder")}
            </Button>
          </div>
        )}
      </div>
    </>
  );
}

function NotificationItem({ notification, onFollow }: { notification: Notification; onFollow(): void }) {
  const { t, language } = useT(messages);
  const unread = notification.readAt === null;
  const content = (
    <>
      <span
        aria-hidden="true"
        className={cn("mt-2 h-2 w-2 shrink-0 rounded-full", unread ? "bg-brand-600" : "bg-transparent")}
      />
      <span className="min-w-0 flex-1">
        {unread && <span className="sr-only">{t("notifications.item.unread")} </span>}
        <span dir="auto" className={cn("block text-stone-900", unread ? "font-semibold" : "font-medium")}>
          {notification.title}
        </span>
        <span dir="auto" className="block text-sm break-words text-stone-600">
          {notification.body}
        </span>
        <time dateTime={notification.createdAt} className="mt-1 block text-xs text-stone-500">
          {formatDateTime(notification.createdAt, { language })}
        </time>
      </span>
    </>
  );
  const classes = cn(
    "flex gap-3 px-5 py-3 text-start transition-colors hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none",
    unread && "bg-brand-50/40",
  );
  return (
    <ItemLink to={notification.link} className={classes} onClick={onFollow}>
      {content}
    </ItemLink>
  );
}

/** A link within the site goes through the router; anything else (there should be none) as a plain link. */
function ItemLink({
  to,
  className,
  onClick,
  children,
}: {
  to: string | null;
  className: string;
  onClick(): void;
  children: ReactNode;
}) {
  if (to?.startsWith("/") && !to.startsWith("//")) {
    return (
      <Link to={to} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" className={cn(className, "w-full")} onClick={onClick}>
      {children}
    </button>
  );
}
