import { Link } from "react-router";
import messages from "@/i18n/catalogs/en/info.json";
import { useT } from "@/i18n/use-t.ts";
import { withLinks } from "@/i18n/with-links.tsx";
import { formatDate } from "@/lib/format-date.ts";
import { InfoPageLayout, InfoSection } from "../components/info-page-layout.tsx";

/** Terms section 1: the minimum age to register as a seller or a buyer. */
const MINIMUM_AGE = 13;
const LAST_UPDATED = "2025-12-09T12:00:00+05:00";

type InfoKey = keyof typeof messages;

/** Each section's heading and paragraph; section 1 also says the minimum age. */
const SECTIONS: Array<{ title: InfoKey; text: InfoKey }> = [
  { title: "info.terms.eligibilityTitle", text: "info.terms.eligibilityText" },
  { title: "info.terms.accountsTitle", text: "info.terms.accountsText" },
  { title: "info.terms.prohibitedTitle", text: "info.terms.prohibitedText" },
  { title: "info.terms.paymentsTitle", text: "info.terms.paymentsText" },
  { title: "info.terms.shippingTitle", text: "info.terms.shippingText" },
  { title: "info.terms.refundsTitle", text: "info.terms.refundsText" },
  { title: "info.terms.propertyTitle", text: "info.terms.propertyText" },
  { title: "info.terms.terminationTitle", text: "info.terms.terminationText" },
  { title: "info.terms.liabilityTitle", text: "info.terms.liabilityText" },
  { title: "info.terms.changesTitle", text: "info.terms.changesText" },
];

export default function TermsPage() {
  const { t, language } = useT(messages);
  return (
    <InfoPageLayout
      title={t("info.terms.title")}
      description={t("info.terms.description")}
      path="/TermsOfService"
      intro={<p>{t("info.lastUpdated", { date: formatDate(LAST_UPDATED, { language }) })}</p>}
    >
      {SECTIONS.map((section) => (
        <InfoSection key={section.title} title={t(section.title)}>
          <p>{t(section.text, { age: MINIMUM_AGE })}</p>
        </InfoSection>
      ))}
      <p>
        {withLinks((values) => t("info.terms.questions", values), {
          contactLink: (
            <Link to="/Contact" className="font-semibold text-brand-700 underline">
              {t("info.terms.contactLink")}
            </Link>
          ),
        })}
      </p>
    </InfoPageLayout>
  );
}
