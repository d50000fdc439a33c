import {
  ClipboardList,
  IdCard,
  type LucideIcon,
  MessagesSquare,
  PackageOpen,
  Plus,
  Settings,
  Store,
  TicketPercent,
  UsersRound,
  Wallet,
} from "lucide-react";
import { Link } from "react-router";
import { totalUnread, useConversations } from "@/features/conversations/api/conversations-api.ts";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import {
  addProductPath,
  earningsPath,
  inboxPath,
  SELLER_RETURNS_PATH,
  storeOrdersPath,
  storePath,
  storeSettingsPath,
  vouchersPath,
} from "@/lib/app-paths.ts";
import { cn } from "@/lib/cn.ts";
import { pagePath } from "@/lib/page-paths.ts";

interface StoreRef {
  _id: string;
  slug: string;
}

type Key = keyof typeof messages;

interface Action {
  /** Catalog keys of the tile's name and its line of explanation. */
  label: Key;
  hint: Key;
  icon: LucideIcon;
  to: (store: StoreRef) => string;
  /** Changes her listings or stores, which a suspended seller may not do. */
  edits?: boolean;
  /** Shows how many unread messages wait for her (her inbox, for all her stores). */
  unreadMessages?: boolean;
}

const ACTIONS: Action[] = [
  {
    label: "dashboard.actions.addProduct",
    hint: "dashboard.actions.addProductHint",
    icon: Plus,
    to: (s) => addProductPath(s._id),
    edits: true,
  },
  {
    label: "dashboard.actions.viewStore",
    hint: "dashboard.actions.viewStoreHint",
    icon: Store,
    to: storePath,
  },
  {
    label: "dashboard.actions.orders",
    hint: "dashboard.actions.ordersHint",
    icon: ClipboardList,
    to: (s) => storeOrdersPath(s._id),
  },
  {
    // Her Returns tab holds the returns of all her stores.
    label: "dashboard.actions.returns",
    hint: "dashboard.actions.returnsHint",
    icon: PackageOpen,
    to: () => SELLER_RETURNS_PATH,
  },
  {
    // Her inbox holds the messages of all her stores.
    label: "dashboard.actions.messages",
    hint: "dashboard.actions.messagesHint",
    icon: MessagesSquare,
    to: () => inboxPath("seller"),
    unreadMessages: true,
  },
  {
    label: "dashboard.actions.earnings",
    hint: "dashboard.actions.earningsHint",
    icon: Wallet,
    to: (s) => earningsPath(s._id),
  },
  {
    // Her identity check and payout account (issue 30), for all her stores.
    label: "dashboard.actions.identity",
    hint: "dashboard.actions.identityHint",
    icon: IdCard,
    to: () => pagePath("identity"),
  },
  {
    label: "dashboard.actions.vouchers",
    hint: "dashboard.actions.vouchersHint",
    icon: TicketPercent,
    to: (s) => vouchersPath(s._id),
  },
  {
    // Who helps her with this store, and what they did (issue 32, part 4).
    label: "dashboard.actions.helpers",
    hint: "dashboard.actions.helpersHint",
    icon: UsersRound,
    to: (s) => pagePath("helpers", { storeId: s._id }),
  },
  {
    label: "dashboard.actions.settings",
    hint: "dashboard.actions.settingsHint",
    icon: Settings,
    to: (s) => storeSettingsPath(s._id),
    edits: true,
  },
];

const TILE = "flex h-full items-center gap-3 rounded-2xl p-4 shadow-sm ring-1 ring-stone-200/80";

/** The store's shortcuts; while she is suspended the ones that change listings say why they are closed. */
export function QuickActions({ store, locked = false }: { store: StoreRef; locked?: boolean }) {
  const { t, locale } = useT(messages);
  const unread = totalUnread(useConversations("seller").data);
  return (
    <nav aria-label={t("dashboard.actions.regionLabel")}>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {ACTIONS.map(({ label, hint, icon: Icon, to, edits, unreadMessages }) => {
          const closed = locked && edits;
          const content = (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  "grid h-10 w-10 shrink-0 place-items-center rounded-xl text-white",
                  closed ? "bg-stone-400" : "bg-brand-700",
                )}
              >
                <Icon className="h-5 w-5" />
              </span>
              <span className="min-w-0">
                <span className="flex items-center gap-2 font-semibold text-stone-900">
                  {t(label)}
                  {unreadMessages && unread > 0 && (
                    <span className="grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white">
                      <span aria-hidden="true">{unread.toLocaleString(locale)}</span>
                      <span className="sr-only">
                        {t("dashboard.actions.unreadMessages", { count: unread })}
                      </span>
                    </span>
                  )}
                </span>
                <span className="block text-xs text-stone-600">
                  {t(closed ? "dashboard.status.actionClosed" : hint)}
                </span>
              </span>
            </>
          );
          return (
            <li key={label}>
              {closed ? (
                <div className={cn(TILE, "bg-stone-50")} aria-disabled="true">
                  {content}
                </div>
              ) : (
                <Link
                  to={to(store)}
                  className={cn(TILE, "bg-white transition-colors hover:bg-brand-50 hover:ring-brand-200")}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
