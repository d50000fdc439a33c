import { Factory, HandHeart, Landmark, type LucideIcon } from "lucide-react";
import { SectionHeading } from "./section-heading.tsx";

const PILLARS: Array<{ title: string; text: string; icon: LucideIcon }> = [
  {
    title: "Empower Women",
    text: "Women run every store here. Selling from home, they earn on their own terms and grow their craft into a business.",
    icon: HandHeart,
  },
  {
    title: "Enable Local Industry",
    text: "Small workshops and home kitchens reach buyers across the country, keeping income in local communities.",
    icon: Factory,
  },
  {
    title: "Preserve Heritage & Culture",
    text: "Phulkari, ajrak, block printing and pottery live on when the people who make them can make a living.",
    icon: Landmark,
  },
];

/** "Why Choose Our Platform": the three pillars of spec section 1. */
export function PlatformPillars() {
  return (
    <section
      aria-labelledby="home-pillars"
      className="render-when-visible bg-white py-12 [--rendered-height:40rem] sm:py-16"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="home-pillars"
          title="Why Choose Our Platform"
          subtitle="More than a shop: every order supports a maker and a tradition."
        />
        <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
          {PILLARS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-2xl bg-canvas p-6 ring-1 ring-stone-200/80">
              <span className="grid h-12 w-12 place-items-center rounded-xl bg-accent-100 text-accent-700">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-stone-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
