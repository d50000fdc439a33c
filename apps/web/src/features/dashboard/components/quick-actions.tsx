import { ClipboardList, type LucideIcon, Plus, Settings, Store, Wallet } from "lucide-react";
import { Link } from "react-router";
import {
  addProductPath,
  earningsPath,
  storeOrdersPath,
  storePath,
  storeSettingsPath,
} from "@/lib/app-paths.ts";
import { cn } from "@/lib/cn.ts";
import { SUSPENDED_ACTION_HINT } from "../seller-standing.ts";

interface StoreRef {
  _id: string;
  slug: string;
}

interface Action {
  label: string;
  hint: string;
  icon: LucideIcon;
  to: (store: StoreRef) => string;
  /** Changes her listings or stores, which a suspended seller may not do. */
  edits?: boolean;
}

const ACTIONS: Action[] = [
  {
    label: "Add product",
    hint: "List something new",
    icon: Plus,
    to: (s) => addProductPath(s._id),
    edits: true,
  },
  { label: "View store", hint: "See what buyers see", icon: Store, to: storePath },
  { label: "Orders", hint: "Ship and track orders", icon: ClipboardList, to: (s) => storeOrdersPath(s._id) },
  { label: "Earnings", hint: "Balance and statement", icon: Wallet, to: (s) => earningsPath(s._id) },
  {
    label: "Store settings",
    hint: "Name, contacts, images",
    icon: Settings,
    to: (s) => storeSettingsPath(s._id),
    edits: true,
  },
];

const TILE = "flex h-full items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/80";

/** The store's shortcuts; while she is suspended the ones that change listings say why they are closed. */
export function QuickActions({ store, locked = false }: { store: StoreRef; locked?: boolean }) {
  return (
    <nav aria-label="Quick actions">
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        {ACTIONS.map(({ label, hint, icon: Icon, to, edits }) => {
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
                <span className="block font-semibold text-stone-900">{label}</span>
                <span className="block text-xs text-stone-600">{closed ? SUSPENDED_ACTION_HINT : hint}</span>
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
                  className={cn(TILE, "transition-colors hover:bg-brand-50 hover:ring-brand-200")}
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
