import { Clock, Headset, Mail, MapPin, Store } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from "@/components/social-icons.tsx";
import { type SocialLink, SocialLinkList } from "@/components/social-link-list.tsx";
import messages from "@/i18n/catalogs/en/info.json";
import { useT } from "@/i18n/use-t.ts";
import { ContactFaq } from "../components/contact-faq.tsx";
import { ContactForm } from "../components/contact-form.tsx";
import { InfoPageLayout, InfoSection } from "../components/info-page-layout.tsx";
import { OFFICE, OfficeMap } from "../components/office-map.tsx";

const SUPPORT_EMAILS = [
  { label: "info.contact.customerCare", address: "support@hunarmand.pk" },
  { label: "info.contact.sellers", address: "sellers@hunarmand.pk" },
] as const;

const PHONE_LINES = [
  { label: "info.contact.customerSupport", number: "+92 42 3578 1100" },
  { label: "info.contact.sellerSupport", number: "+92 42 3578 1122" },
] as const;

const SOCIAL: SocialLink[] = [
  { label: "Facebook", href: "https://www.facebook.com/hunarmand.pk", Icon: FacebookIcon },
  { label: "Twitter", href: "https://twitter.com/hunarmand_pk", Icon: TwitterIcon },
  { label: "Instagram", href: "https://www.instagram.com/hunarmand.pk", Icon: InstagramIcon },
  { label: "LinkedIn", href: "https://www.linkedin.com/company/hunarmand-pk", Icon: LinkedinIcon },
];

function DetailCard({
  icon: Icon,
  title,
  children,
}: {
  icon: ComponentType<{ className?: string }>;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80">
      <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 text-sm">
        <h3 className="mb-1 text-base font-semibold text-stone-900">{title}</h3>
        {children}
      </div>
    </li>
  );
}

const linkClasses = "font-medium break-words text-brand-700 hover:underline";

export default function ContactPage() {
  const { t } = useT(messages);
  return (
    <InfoPageLayout
      title={t("info.contact.title")}
      description={t("info.contact.description")}
      path="/Contact"
      intro={t("info.contact.intro")}
      width="wide"
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_1.5fr]">
        <section aria-labelledby="contact-details-heading" className="space-y-4">
          <h2 id="contact-details-heading" className="font-display text-2xl font-semibold text-brand-800">
            {t("info.contact.getInTouch")}
          </h2>
          <ul className="space-y-3">
            <DetailCard icon={Mail} title={t("info.contact.emailUs")}>
              {SUPPORT_EMAILS.map(({ label, address }) => (
                <p key={address} className="mt-1">
                  <span className="block text-stone-500">{t(label)}</span>
                  <a href={`mailto:${address}`} dir="ltr" className={linkClasses}>
                    {address}
                  </a>
                </p>
              ))}
            </DetailCard>
            <DetailCard icon={Headset} title={t("info.contact.callUs")}>
              {PHONE_LINES.map(({ label, number }) => (
                <p key={number} className="mt-1">
                  <span className="block text-stone-500">{t(label)}</span>
                  {/* Numbers read left to right in Urdu too; "+92" stays in front. */}
                  <a href={`tel:${number.replace(/\s/g, "")}`} dir="ltr" className={linkClasses}>
                    {number}
                  </a>
                </p>
              ))}
            </DetailCard>
            <DetailCard icon={MapPin} title={t("info.contact.headquarters")}>
              <address className="not-italic">
                {OFFICE.lines.map((line) => (
                  <span key={line} className="block">
                    {t(line)}
                  </span>
                ))}
              </address>
            </DetailCard>
            <DetailCard icon={Clock} title={t("info.contact.openingHours")}>
              <p>{t("info.contact.hours")}</p>
            </DetailCard>
          </ul>
          <div>
            <h3 className="mb-2 font-semibold text-stone-900">{t("info.contact.followUs")}</h3>
            <SocialLinkList links={SOCIAL} variant="solid" />
          </div>
        </section>

        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/80 sm:p-8"
        >
          <h2 id="contact-form-heading" className="font-display text-2xl font-semibold text-brand-800">
            {t("info.contact.sendUsMessage")}
          </h2>
          <p className="mt-1 mb-6 flex items-center gap-2 text-sm text-stone-600">
            <Store className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t("info.contact.answerTime")}
          </p>
          <ContactForm />
        </section>
      </div>

      <InfoSection title={t("info.contact.visitOffice")}>
        <OfficeMap />
      </InfoSection>

      <InfoSection title={t("info.contact.faqTitle")}>
        <ContactFaq />
      </InfoSection>
    </InfoPageLayout>
  );
}
