import { HandHeart, Heart, ShieldCheck, Users } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import messages from "@/i18n/catalogs/en/info.json";
import { useT } from "@/i18n/use-t.ts";
import { InfoPageLayout, InfoSection } from "../components/info-page-layout.tsx";

const VALUES = [
  { icon: Users, title: "info.about.communityTitle", text: "info.about.communityText" },
  { icon: HandHeart, title: "info.about.qualityTitle", text: "info.about.qualityText" },
  { icon: Heart, title: "info.about.accessibilityTitle", text: "info.about.accessibilityText" },
  { icon: ShieldCheck, title: "info.about.trustTitle", text: "info.about.trustText" },
] as const;

/** The team's names are theirs, as they write them; their roles are translated. */
const TEAM = [
  { name: "Amna Rauf", role: "info.about.roleFounder" },
  { name: "Bushra Malik", role: "info.about.roleSellerSuccess" },
  { name: "Farah Iqbal", role: "info.about.roleLeadEngineer" },
  { name: "Sadia Noor", role: "info.about.roleCommunity" },
] as const;

export default function AboutPage() {
  const { t } = useT(messages);
  return (
    <InfoPageLayout
      title={t("info.about.title")}
      description={t("info.about.description")}
      path="/About"
      intro={t("info.about.intro")}
    >
      <InfoSection title={t("info.about.beganTitle")}>
        <p>{t("info.about.beganText")}</p>
      </InfoSection>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-2xl bg-accent-50 p-6 ring-1 ring-accent-200">
          <InfoSection title={t("info.about.missionTitle")}>
            <p>{t("info.about.missionText")}</p>
          </InfoSection>
        </div>
        <div className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
          <InfoSection title={t("info.about.visionTitle")}>
            <p>{t("info.about.visionText")}</p>
          </InfoSection>
        </div>
      </div>
      <InfoSection title={t("info.about.valuesTitle")}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
              <Icon className="h-7 w-7 text-brand-700" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-stone-900">{t(title)}</h3>
              <p className="mt-1 text-sm">{t(text)}</p>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection title={t("info.about.teamTitle")}>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {TEAM.map((person) => (
            <li key={person.name} className="text-center">
              <span
                aria-hidden="true"
                className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
              >
                {person.name
                  .split(" ")
                  .map((part) => part[0])
                  .join("")}
              </span>
              <p className="mt-2 font-semibold text-stone-900">{person.name}</p>
              <p className="text-xs text-stone-500">{t(person.role)}</p>
            </li>
          ))}
        </ul>
      </InfoSection>
      <div className="flex flex-wrap justify-center gap-3 pt-4">
        <Link to="/seller/signup" className={buttonClasses("primary", "lg")}>
          {t("info.about.becomeSeller")}
        </Link>
        <Link to="/AllProduct" className={buttonClasses("secondary", "lg")}>
          {t("info.about.startShopping")}
        </Link>
      </div>
      <p className="text-center text-sm">
        {t("info.about.alreadyPart")}{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-2">
          {t("info.about.signIn")}
        </Link>
      </p>
    </InfoPageLayout>
  );
}
