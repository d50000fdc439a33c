import { Bell } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { Sheet } from "@/components/ui/sheet.tsx";
import messages from "@/i18n/catalogs/en/notifications.json";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import {
  type AccountRole,
  type SignedInAccount,
  useSignedInAccount,
} from "@/lib/session/signed-in-account.ts";
import { useLiveUpdates } from "../api/live-updates.ts";
import { NEWEST, NEWEST_MORE, useNotifications } from "../api/notifications-api.ts";
import { NotificationList } from "./notification-list.tsx";

/**
 * The bell: how many notifications are unread (kept current by the account's live stream, which it
 * holds open), and the list in a sheet: up from the bottom on a phone, at the side on wider screens.
 */
export function NotificationBell({ role }: { role: AccountRole }) {
  const account = useSignedInAccount(role);
  useLiveUpdates(account?.token);
  if (!account) return null;
  return <AccountBell account={account} />;
}

function AccountBell({ account }: { account: SignedInAccount }) {
  const { t, locale } = useT(messages);
  const [limit, setLimit] = useState(NEWEST);
  const notifications = useNotifications(account, limit);
  const unread = notifications.data?.unread ?? 0;
  // The list remembers the page it was opened on, so any change of page (Back, a link in a
  // notification) closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  // The sheet is in the page from its first opening on, so it closes with its own animation.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return (
    <>
      <button
        type="button"
        aria-label={t("notifications.bell.label", { count: unread })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={cn(
          "relative grid h-10 w-10 shrink-0 place-items-center rounded-full transition-colors hover:bg-brand-50 hover:text-brand-800",
          open ? "bg-brand-50 text-brand-800" : "text-stone-700",
        )}
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="unread-count"
            className="absolute -top-0.5 -end-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs font-bold text-white ring-2 ring-white"
          >
            {unread > 99 ? `${(99).toLocaleString(locale)}+` : unread.toLocaleString(locale)}
          </span>
        )}
      </button>
      {opened && (
        <Sheet
          open={open}
          onOpenChange={setOpen}
          side="bottom"
          title={t("notifications.panel.title")}
          description={t("notifications.panel.unread", { count: unread })}
          closeLabel={t("notifications.panel.close")}
        >
          <NotificationList
            account={account}
            notifications={notifications}
            unread={unread}
            onFollow={() => setOpen(false)}
            onShowOlder={limit < NEWEST_MORE ? () => setLimit(NEWEST_MORE) : undefined}
          />
        </Sheet>
      )}
    </>
  );
}
