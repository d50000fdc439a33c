import { Factory, HandHeart, Landmark, type LucideIcon } from "lucide-react";
import messages from "@/i18n/catalogs/en/home.json";
import { useT } from "@/i18n/use-t.ts";
import { SectionHeading } from "./section-heading.tsx";

type HomeKey = keyof typeof messages;

const PILLARS: Array<{ title: HomeKey; text: HomeKey; icon: LucideIcon }> = [
  {
    title: "home.pillars.women.title",
    text: "home.pillars.women.text",
    icon: HandHeart,
  },
  {
    title: "home.pillars.industry.title",
    text: "home.pillars.industry.text",
    icon: Factory,
  },
  {
    title: "home.pillars.heritage.title",
    text: "home.pillars.heritage.text",
    icon: Landmark,
  },
];

/** "Why Choose Our Platform": the three pillars of spec section 1. */
export function PlatformPillars() {
  const { t } = useT(messages);
  return (
    <section
      aria-labelledby="home-pillars"
      className="render-when-visible bg-white py-12 [--rendered-height:40rem] sm:py-16"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="home-pillars"
          title={t("home.pillars.title")}
          subtitle={t("home.pillars.subtitle")}
        />
        <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
          {PILLARS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-2xl bg-canvas p-6 ring-1 ring-stone-200/80">
              <span className="grid h-12 w-12 place-items-center rounded-xl bg-accent-100 text-accent-700">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-stone-900">{t(title)}</h3>
              <p className="mt-2 leading-relaxed text-stone-600">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
