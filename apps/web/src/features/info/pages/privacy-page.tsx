import { Link } from "react-router";
import messages from "@/i18n/catalogs/en/info.json";
import { useT } from "@/i18n/use-t.ts";
import { withLinks } from "@/i18n/with-links.tsx";
import { formatDate } from "@/lib/format-date.ts";
import { InfoPageLayout, InfoSection } from "../components/info-page-layout.tsx";

const LAST_UPDATED = "2025-12-09T12:00:00+05:00";
const SUPPORT_EMAIL = "support@hunarmand.pk";

type InfoKey = keyof typeof messages;

/** Sections of one paragraph each, in order; the rights and the contact section have their own shape. */
const BEFORE_RIGHTS: Array<{ title: InfoKey; text: InfoKey }> = [
  { title: "info.privacy.collectTitle", text: "info.privacy.collectText" },
  { title: "info.privacy.useTitle", text: "info.privacy.useText" },
  { title: "info.privacy.sharingTitle", text: "info.privacy.sharingText" },
  { title: "info.privacy.securityTitle", text: "info.privacy.securityText" },
];
const RIGHTS: InfoKey[] = [
  "info.privacy.rightsAccess",
  "info.privacy.rightsDeletion",
  "info.privacy.rightsOptOut",
];
const AFTER_RIGHTS: Array<{ title: InfoKey; text: InfoKey }> = [
  { title: "info.privacy.cookiesTitle", text: "info.privacy.cookiesText" },
  { title: "info.privacy.changesTitle", text: "info.privacy.changesText" },
];

export default function PrivacyPage() {
  const { t, language } = useT(messages);
  const paragraphs = (sections: typeof BEFORE_RIGHTS) =>
    sections.map(({ title, text }) => (
      <InfoSection key={title} title={t(title)}>
        <p>{t(text)}</p>
      </InfoSection>
    ));
  return (
    <InfoPageLayout
      title={t("info.privacy.title")}
      description={t("info.privacy.description")}
      path="/PrivacyPolicy"
      intro={<p>{t("info.lastUpdated", { date: formatDate(LAST_UPDATED, { language }) })}</p>}
    >
      {paragraphs(BEFORE_RIGHTS)}
      <InfoSection title={t("info.privacy.rightsTitle")}>
        <ul className="list-disc space-y-1 ps-6">
          {RIGHTS.map((right) => (
            <li key={right}>{t(right)}</li>
          ))}
        </ul>
      </InfoSection>
      {paragraphs(AFTER_RIGHTS)}
      <InfoSection title={t("info.privacy.contactTitle")}>
        <p>
          {withLinks((values) => t("info.privacy.contactText", values), {
            contactPage: (
              <Link to="/Contact" className="font-semibold text-brand-700 underline">
                {t("info.privacy.contactPageLink")}
              </Link>
            ),
            email: (
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                dir="ltr"
                className="font-semibold text-brand-700 underline"
              >
                {SUPPORT_EMAIL}
              </a>
            ),
          })}
        </p>
      </InfoSection>
    </InfoPageLayout>
  );
}
