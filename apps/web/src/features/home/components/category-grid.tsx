import { CATEGORIES, type Category } from "@marketplace/shared/categories";
import {
  Baby,
  Bath,
  ChevronDown,
  ChevronUp,
  CookingPot,
  Gem,
  Handbag,
  Leaf,
  type LucideIcon,
  Palette,
  Scroll,
  Shirt,
  Sofa,
  Spool,
  Wheat,
} from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import messages from "@/i18n/catalogs/en/home.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { categoryPath } from "@/lib/app-paths.ts";
import { SectionHeading } from "./section-heading.tsx";

const CATEGORY_ICONS: Record<Category, LucideIcon> = {
  "Handmade Clothing": Shirt,
  "Traditional Textiles": Scroll,
  "Crochet & Knitting": Spool,
  "Jewelry & Accessories": Gem,
  "Bags & Purses": Handbag,
  "Home Decor": Sofa,
  "Kitchen & Dining": CookingPot,
  "Local Crafts": Palette,
  "Organic & Herbal": Leaf,
  "Beauty & Care": Bath,
  "Food & Homemade Items": Wheat,
  "Pet & Kids Items": Baby,
};

/** Spec section 9: the grid shows 6 of the 12 categories until the visitor asks for more. */
const SHOWN_AT_FIRST = 6;

export function CategoryGrid() {
  const { t } = useT(messages);
  const labels = useLabels();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = expanded ? CATEGORIES : CATEGORIES.slice(0, SHOWN_AT_FIRST);

  return (
    <section aria-labelledby="home-categories" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <SectionHeading
        id="home-categories"
        title={t("home.categories.title")}
        subtitle={t("home.categories.subtitle")}
      />
      <ul id={listId} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
        {shown.map((category) => {
          const Icon = CATEGORY_ICONS[category];
          return (
            <li key={category}>
              <Link
                to={categoryPath(category)}
                className="group flex h-full flex-col items-center gap-3 rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-stone-200/80 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200"
              >
                <span className="grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-700 group-hover:text-white">
                  <Icon className="h-7 w-7" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-stone-800">{labels.category(category)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex justify-center">
        <Button
          variant="secondary"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
        >
          {t(expanded ? "home.categories.showLess" : "home.categories.showMore")}
          {expanded ? (
            <ChevronUp className="h-4 w-4" aria-hidden="true" />
          ) : (
            <ChevronDown className="h-4 w-4" aria-hidden="true" />
          )}
        </Button>
      </div>
    </section>
  );
}
