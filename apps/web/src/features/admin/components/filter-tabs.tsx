import { Link } from "react-router";
import { cn } from "@/lib/cn.ts";

interface FilterTabsProps<T extends string> {
  /** What the tabs choose between, for screen readers ("Seller status"). */
  label: string;
  choices: readonly T[];
  current: T;
  labelOf: (choice: T) => string;
  /** The address showing that choice, so Back and reloads keep it. */
  hrefFor: (choice: T) => string;
}

/** A row of links choosing one view of a list (by status); it wraps on a phone instead of scrolling. */
export function FilterTabs<T extends string>({
  label,
  choices,
  current,
  labelOf,
  hrefFor,
}: FilterTabsProps<T>) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice}>
            <Link
              to={hrefFor(choice)}
              aria-current={choice === current ? "page" : undefined}
              className={cn(
                "inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold transition-colors",
                choice === current
                  ? "bg-brand-700 text-white"
                  : "bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-brand-50 hover:text-brand-800",
              )}
            >
              {labelOf(choice)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
