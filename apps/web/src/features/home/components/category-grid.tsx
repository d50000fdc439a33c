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

/**
 * Spec section 9: the grid shows 6 of the 12 categories until the visitor asks for more. On a phone
 * all 12 sit in one row that scrolls sideways instead, so the goods come up on the first screen
 * (issue 34, item 6).
 */
const SHOWN_AT_FIRST = 6;

export function CategoryGrid() {
  const { t } = useT(messages);
  const labels = useLabels();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();

  return (
    <section
      aria-labelledby="home-categories"
      className="mx-auto w-full max-w-7xl px-4 py-5 sm:px-6 sm:py-16"
    >
      <SectionHeading
        id="home-categories"
        title={t("home.categories.title")}
        subtitle={t("home.categories.subtitle")}
        subtitleFromSm
      />
      <ul
        id={listId}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-6"
      >
        {CATEGORIES.map((category, index) => {
          const Icon = CATEGORY_ICONS[category];
          const beyondFirst = index >= SHOWN_AT_FIRST && !expanded;
          return (
            <li
              key={category}
              className={beyondFirst ? "w-24 shrink-0 sm:hidden" : "w-24 shrink-0 sm:w-auto"}
            >
              <Link
                to={categoryPath(category)}
                className="group flex h-full flex-col items-center gap-1.5 rounded-2xl bg-white p-2.5 text-center sm:gap-3 sm:p-5 shadow-sm ring-1 ring-stone-200/80 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200"
              >
                <span className="grid h-10 w-10 place-items-center rounded-full sm:h-14 sm:w-14 bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-700 group-hover:text-white">
                  <Icon className="h-5 w-5 sm:h-7 sm:w-7" aria-hidden="true" />
                </span>
                <span className="text-xs font-semibold text-stone-800 sm:text-sm">
                  {labels.category(category)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 hidden justify-center sm:flex">
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
