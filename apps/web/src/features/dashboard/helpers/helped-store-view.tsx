import type { HelpedStore } from "@marketplace/shared/store-helpers-contracts";
import { ClipboardList, type LucideIcon, MessagesSquare, Plus, Store as StoreIcon } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card.tsx";
import messages from "@/i18n/catalogs/en/helpers.json";
import { useT } from "@/i18n/use-t.ts";
import { addProductPath, inboxPath, storeOrdersPath, storePath } from "@/lib/app-paths.ts";
import { roleMay } from "../api/helpers-api.ts";
import { DashboardProductList } from "../components/dashboard-product-list.tsx";
import { ROLE_WORDS } from "./helper-words.ts";

type Key = keyof typeof messages;
interface Tile {
  label: Key;
  icon: LucideIcon;
  to: (store: HelpedStore) => string;
  work: "orders" | "messages" | "products" | null;
}

/** What a helper may open on a store she helps: each tile only for the work her role allows. */
const TILES: Tile[] = [
  { label: "helpers.helped.orders", icon: ClipboardList, to: (s) => storeOrdersPath(s._id), work: "orders" },
  { label: "helpers.helped.messages", icon: MessagesSquare, to: () => inboxPath("seller"), work: "messages" },
  { label: "helpers.helped.addProduct", icon: Plus, to: (s) => addProductPath(s._id), work: "products" },
  { label: "helpers.helped.viewStore", icon: StoreIcon, to: storePath, work: null },
];

/**
 * The dashboard of a store she helps (decision 0054): whose store it is, her role and what it lets
 * her do, and only those shortcuts; a catalog helper sees the products too. No takings, payments,
 * settings or vouchers: those are the owner's.
 */
export function HelpedStoreView({ store }: { store: HelpedStore }) {
  const { t } = useT(messages);
  const tiles = TILES.filter((tile) => tile.work === null || roleMay(store.role, tile.work));
  return (
    <div className="space-y-6">
      <Card className="space-y-2">
        <p className="text-sm text-stone-600">
          {t("helpers.helped.ownersStore", { owner: store.ownerName })}
        </p>
        <h2 className="text-xl font-bold text-stone-900" dir="auto">
          {store.name}
        </h2>
        <p className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
          {t(ROLE_WORDS[store.role].youHelp)}
        </p>
        <p className="text-sm text-stone-600">{t(ROLE_WORDS[store.role].does)}</p>
        <p className="text-sm text-stone-600">
          {t("helpers.helped.moneyStaysOwners", { owner: store.ownerName })}
        </p>
      </Card>
      <nav aria-label={t("helpers.helped.actionsLabel")}>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {tiles.map(({ label, icon: Icon, to }) => (
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
                <span className="font-semibold text-stone-900">{t(label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {roleMay(store.role, "products") && <DashboardProductList storeId={store._id} canDelete={false} />}
    </div>
  );
}

/** Her own stores and those she helps, to switch between on her dashboard. */
export function HelpedStoresSwitch({
  own,
  helped,
  current,
  onSwitch,
}: {
  own: Array<{ _id: string; name: string }>;
  helped: HelpedStore[];
  current: string | null;
  onSwitch: (storeId: string) => void;
}) {
  const { t } = useT(messages);
  const choices = [
    ...own.map((store) => ({ ...store, what: t("helpers.helped.yours") })),
    ...helped.map((store) => ({ ...store, what: t(ROLE_WORDS[store.role].name) })),
  ];
  return (
    <nav aria-label={t("helpers.helped.switchLabel")} className="space-y-2">
      <h2 className="text-sm font-semibold text-stone-700">{t("helpers.helped.switchTitle")}</h2>
      <ul className="flex flex-wrap gap-2">
        {choices.map((store) => (
          <li key={store._id}>
            <button
              type="button"
              aria-pressed={store._id === current}
              onClick={() => onSwitch(store._id)}
              className="rounded-full bg-white px-3.5 py-1.5 text-sm font-medium text-stone-800 ring-1 ring-stone-300 ring-inset hover:bg-stone-50 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700"
            >
              <span dir="auto">{store.name}</span> · {store.what}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
