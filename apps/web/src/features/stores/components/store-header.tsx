import { findCategory } from "@marketplace/shared/categories";
import { Mail, MapPin, Phone, UserRound } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { FacebookIcon, InstagramIcon, TwitterIcon } from "@/components/social-icons.tsx";
import { SocialLinkList } from "@/components/social-link-list.tsx";
import { VerifiedBadge, VerifiedMeaning } from "@/components/verified-badge.tsx";
import { MessageMakerButton } from "@/features/conversations/components/message-maker-button.tsx";
import messages from "@/i18n/catalogs/en/stores.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { type SocialNetwork, socialLinkUrl, storeInitial } from "@/lib/store-figures.ts";
import type { Store } from "../api/stores-api.ts";

const SOCIAL: Array<{ network: SocialNetwork; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> =
  [
    { network: "facebook", label: "Facebook", Icon: FacebookIcon },
    { network: "instagram", label: "Instagram", Icon: InstagramIcon },
    { network: "twitter", label: "Twitter", Icon: TwitterIcon },
  ];

/** The store's banner, logo, name, category, story, contact details, social links and owner. */
export function StoreHeader({ store }: { store: Store }) {
  const socials = SOCIAL.flatMap((s) => {
    const href = socialLinkUrl(s.network, store.socialLinks[s.network] ?? "");
    return href ? [{ ...s, href }] : [];
  });
  // Shown only when she chose to publish them (issue 34, item 8); the API leaves them out otherwise.
  const { phone, email } = store.showContact ? store.contactInfo : { phone: "", email: "" };
  const { t } = useT(messages);
  const labels = useLabels();
  const category = findCategory(store.category);

  return (
    <header className="bg-white shadow-sm">
      <div className="relative aspect-[3/1] max-h-72 w-full overflow-hidden bg-linear-to-br from-brand-800 via-brand-600 to-accent-400 sm:aspect-[4/1]">
        {store.banner && (
          <img
            src={store.banner}
            alt=""
            width={1600}
            height={400}
            className="h-full w-full object-cover"
            fetchPriority="high"
          />
        )}
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-6 sm:px-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-5">
          {/* Only the logo overlaps the banner; the text stays on white below it. */}
          <div className="relative -mt-12 h-24 w-24 shrink-0 overflow-hidden rounded-2xl bg-brand-700 shadow-md ring-4 ring-white sm:-mt-16 sm:h-32 sm:w-32">
            {store.logo ? (
              <img
                src={store.logo}
                alt={t("stores.header.logo", { name: store.name })}
                width={128}
                height={128}
                className="h-full w-full object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="grid h-full w-full place-items-center font-display text-4xl font-bold text-white sm:text-5xl"
              >
                {storeInitial(store.name)}
              </span>
            )}
          </div>
          <div className="min-w-0 flex-1 sm:pt-4">
            <span className="inline-block rounded-full bg-accent-100 px-3 py-0.5 text-xs font-semibold text-stone-800 ring-1 ring-accent-300">
              {category ? labels.category(category) : store.category || t("stores.header.defaultCategory")}
            </span>
            <h1 className="mt-2 font-display text-3xl font-bold break-words text-stone-900 sm:text-4xl">
              {store.name}
            </h1>
            {store.verified && (
              <div className="mt-2 space-y-1">
                <VerifiedBadge />
                <VerifiedMeaning />
              </div>
            )}
            <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-600">
              <UserRound className="h-4 w-4 shrink-0" aria-hidden="true" />
              {t("stores.header.runBy")}{" "}
              <span className="font-medium text-stone-800">{store.seller_id.name}</span>
            </p>
          </div>
        </div>

        <div className="mt-4">
          <MessageMakerButton storeId={store._id} storeName={store.name} />
        </div>

        <p dir="auto" className="mt-5 max-w-3xl leading-relaxed text-stone-700">
          {store.description.trim() || t("stores.header.welcome", { name: store.name })}
        </p>

        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-700">
          {store.location && (
            <li className="flex items-center gap-1.5">
              <MapPin className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="sr-only">{t("stores.header.location")} </span>
              {store.location}
            </li>
          )}
          {phone && (
            <li>
              <a
                href={`tel:${phone.replace(/[^\d+]/g, "")}`}
                className="flex items-center gap-1.5 hover:text-brand-700 hover:underline"
              >
                <Phone className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="sr-only">{t("stores.header.phone")} </span>
                {phone}
              </a>
            </li>
          )}
          {email && (
            <li className="min-w-0">
              <a
                href={`mailto:${email}`}
                className="flex items-center gap-1.5 break-all hover:text-brand-700 hover:underline"
              >
                <Mail className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="sr-only">{t("stores.header.email")} </span>
                {email}
              </a>
            </li>
          )}
        </ul>

        {socials.length > 0 && (
          <SocialLinkList
            links={socials}
            variant="soft"
            className="mt-4"
            aria-label={t("stores.header.social", { name: store.name })}
          />
        )}
      </div>
    </header>
  );
}
