import { ClipboardList, type LucideIcon, Plus, Settings, Store } from "lucide-react";
import { Link } from "react-router";
import { addProductPath, storeOrdersPath, storePath, storeSettingsPath } from "@/lib/app-paths.ts";

interface StoreRef {
  _id: string;
  slug: string;
}

const ACTIONS: Array<{ label: string; hint: string; icon: LucideIcon; to: (store: StoreRef) => string }> = [
  { label: "Add product", hint: "List something new", icon: Plus, to: (s) => addProductPath(s._id) },
  { label: "View store", hint: "See what buyers see", icon: Store, to: storePath },
  { label: "Orders", hint: "Ship and track orders", icon: ClipboardList, to: (s) => storeOrdersPath(s._id) },
  {
    label: "Store settings",
    hint: "Name, contacts, images",
    icon: Settings,
    to: (s) => storeSettingsPath(s._id),
  },
];

export function QuickActions({ store }: { store: StoreRef }) {
  return (
    <nav aria-label="Quick actions">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {ACTIONS.map(({ label, hint, icon: Icon, to }) => (
          <li key={label}>
            <Link
              to={to(store)}
              className="flex h-full items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/80 transition-colors hover:bg-brand-50 hover:ring-brand-200"
            >
              <span
                aria-hidden="true"
                className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-700 text-white"
              >
                <Icon className="h-5 w-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-stone-900">{label}</span>
                <span className="block text-xs text-stone-600">{hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
