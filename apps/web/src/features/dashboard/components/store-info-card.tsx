import { ExternalLink, Mail, MapPin, Phone, Plus, Settings, Store as StoreIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Select } from "@/components/ui/select.tsx";
import type { Store } from "@/features/stores/api/stores-api.ts";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { storePath, storeSettingsPath } from "@/lib/app-paths.ts";

interface StoreInfoCardProps {
  store: Store;
  stores: Store[];
  onSwitch: (storeId: string) => void;
  /** A suspended seller may not change a store or open another: those links are left out. */
  locked?: boolean;
}

/** The current store: logo, name, category, description and contacts, with the switcher when there are several. */
export function StoreInfoCard({ store, stores, onSwitch, locked = false }: StoreInfoCardProps) {
  const switcherId = useId();
  const { t } = useT(messages);
  const labels = useLabels();
  const contacts = [
    store.location && { icon: MapPin, text: store.location },
    store.contactInfo.phone && { icon: Phone, text: store.contactInfo.phone },
    store.contactInfo.email && { icon: Mail, text: store.contactInfo.email },
  ].filter((c): c is { icon: typeof MapPin; text: string } => Boolean(c));
  return (
    <Card className="flex flex-col gap-5 md:flex-row md:items-start">
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-stone-200">
        {store.logo ? (
          <img
            src={store.logo}
            alt={t("dashboard.storeInfo.logoAlt", { name: store.name })}
            width={80}
            height={80}
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="grid h-full w-full place-items-center text-brand-700">
            <StoreIcon className="h-9 w-9" aria-hidden="true" />
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-bold text-stone-900">{store.name}</h2>
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {store.category ? labels.category(store.category) : t("dashboard.storeInfo.generalStore")}
          </span>
        </div>
        {/* Her own words, in whichever script she wrote them: they set their own direction. */}
        <p dir="auto" className="line-clamp-3 text-stone-600">
          {store.description}
        </p>
        {contacts.length > 0 && (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
            {contacts.map(({ icon: Icon, text }) => (
              <li key={text} className="inline-flex min-w-0 items-center gap-1.5">
                <Icon className="h-4 w-4 shrink-0 text-stone-400" aria-hidden="true" />
                <span dir="auto" className="truncate">
                  {text}
                </span>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2 pt-1">
          <Link to={storePath(store)} className={buttonClasses("secondary", "sm")}>
            <ExternalLink className="h-4 w-4" aria-hidden="true" /> {t("dashboard.storeInfo.viewPublic")}
          </Link>
          {!locked && (
            <Link to={storeSettingsPath(store._id)} className={buttonClasses("ghost", "sm")}>
              <Settings className="h-4 w-4" aria-hidden="true" /> {t("dashboard.storeInfo.settings")}
            </Link>
          )}
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-2 md:w-60">
        {stores.length > 1 && (
          <div className="space-y-1">
            <label htmlFor={switcherId} className="block text-sm font-medium text-stone-800">
              {t("dashboard.storeInfo.switchStore")}
            </label>
            <Select
              id={switcherId}
              choices={stores.map((s) => s._id)}
              labelOf={(id) => stores.find((s) => s._id === id)?.name ?? id}
              value={store._id}
              onValueChange={(id) => id && onSwitch(id)}
              box="w-full px-3 py-2 text-sm"
            />
          </div>
        )}
        {!locked && (
          <Link
            to="/seller/createStore"
            className={buttonClasses("ghost", "sm", "px-2", { padding: "none", align: "start" })}
          >
            <Plus className="h-4 w-4" aria-hidden="true" /> {t("dashboard.storeInfo.createAnother")}
          </Link>
        )}
      </div>
    </Card>
  );
}
