import { findCategory } from "@marketplace/shared/categories";
import { formatRupees } from "@marketplace/shared/money";
import type { SuggestionsAnswer } from "@marketplace/shared/search-contracts";
import { SEARCH_MAX } from "@marketplace/shared/search-limits";
import { LayoutGrid, Package, Search, Store as StoreIcon } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Spinner } from "@/components/ui/spinner.tsx";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { categoryPath, productPath, storePath } from "@/lib/app-paths.ts";
import { cn } from "@/lib/cn.ts";
import { useDebouncedValue } from "@/lib/use-debounced-value.ts";
import { DEFAULT_URL_FILTERS, URL_FILTER_PARAMS, writeUrlFilters } from "@/lib/use-url-filters.ts";
import { useSearchSuggestions } from "../api/search-api.ts";

/** Long enough to skip the letters of a word typed quickly, short enough to feel immediate. */
const SUGGEST_DELAY_MS = 200;

type Kind = "product" | "store" | "category" | "all";

interface Choice {
  kind: Kind;
  key: string;
  label: string;
  href: string;
  price?: number;
  image?: string | null;
}

const GROUPS: Array<{ kind: Exclude<Kind, "all">; title: keyof typeof messages }> = [
  { kind: "product", title: "catalog.combobox.products" },
  { kind: "store", title: "catalog.combobox.stores" },
  { kind: "category", title: "catalog.combobox.categories" },
];

/** Where a search goes: the All Products list. */
const ALL_PRODUCTS_PATH = "/AllProduct";

/** The All Products list searching for `text`, in the URL form that page reads. */
export function allProductsSearchPath(text: string): string {
  return `${ALL_PRODUCTS_PATH}?${writeUrlFilters({ ...DEFAULT_URL_FILTERS, search: text })}`;
}

/** The words a choice is shown with: a category's name and "Search all products for …". */
interface ChoiceWords {
  category: (name: string) => string;
  searchAll: (text: string) => string;
}

function choicesFor(data: SuggestionsAnswer | undefined, text: string, words: ChoiceWords): Choice[] {
  const choices: Choice[] = [
    ...(data?.products ?? []).map((p) => ({
      kind: "product" as const,
      key: `product-${p._id}`,
      label: p.name,
      href: productPath(p._id),
      price: p.price,
      image: p.image,
    })),
    ...(data?.stores ?? []).map((s) => ({
      kind: "store" as const,
      key: `store-${s._id}`,
      label: s.name,
      href: storePath(s),
    })),
    ...(data?.categories ?? []).map((c) => ({
      kind: "category" as const,
      key: `category-${c.slug}`,
      label: words.category(c.name),
      href: categoryPath(c.name),
    })),
  ];
  choices.push({
    kind: "all",
    key: "all",
    label: words.searchAll(text),
    href: allProductsSearchPath(text),
  });
  return choices;
}

interface SearchComboboxProps {
  autoFocus?: boolean;
  /** Escape with the suggestions already closed: the phone's search panel closes itself. */
  onDismiss?: () => void;
  className?: string;
}

/**
 * The header's search box: suggestions (products, stores, categories) as she types, chosen with
 * the arrow keys and Enter or a tap; Enter with nothing highlighted searches All Products. Follows
 * the ARIA combobox pattern, focus staying in the box while `aria-activedescendant` moves.
 */
export function SearchCombobox({ autoFocus, onDismiss, className }: SearchComboboxProps) {
  const navigate = useNavigate();
  const { t } = useT(messages);
  const labels = useLabels();
  const words: ChoiceWords = {
    category: (name) => {
      const category = findCategory(name);
      return category ? labels.category(category) : name;
    },
    searchAll: (text) => t("catalog.combobox.searchAll", { text }),
  };
  const baseId = useId();
  const listId = `${baseId}-list`;
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wanted = text.trim();
  const settled = useDebouncedValue(wanted, SUGGEST_DELAY_MS);
  const query = useSearchSuggestions(settled);

  const showing = open && wanted !== "";
  const choices = showing ? choicesFor(query.data, wanted, words) : [];
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const activeId = showing && active >= 0 && active < choices.length ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  const choose = (choice: Choice) => {
    setOpen(false);
    setActive(-1);
    setText("");
    navigate(choice.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = choices.length;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!showing) {
          setOpen(true);
          setActive(wanted ? 0 : -1);
        } else if (count > 0) setActive((active + 1) % count);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!showing) {
          setOpen(true);
          setActive(wanted ? choicesFor(query.data, wanted, words).length - 1 : -1);
        } else if (count > 0) setActive(active <= 0 ? count - 1 : active - 1);
        break;
      case "Enter": {
        event.preventDefault();
        const highlighted = activeId ? choices[active] : undefined;
        if (highlighted) choose(highlighted);
        else if (wanted) choose({ kind: "all", key: "all", label: "", href: allProductsSearchPath(wanted) });
        break;
      }
      case "Escape":
        if (showing) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (onDismiss) {
          event.preventDefault();
          onDismiss();
        } else if (text) {
          event.preventDefault();
          setText("");
        }
        break;
    }
  };

  let status: ReactNode = null;
  if (showing) {
    if (query.isError) {
      status = t("catalog.combobox.unavailable");
    } else if (!query.data || query.isPlaceholderData || settled !== wanted) {
      status = (
        <span className="inline-flex items-center gap-2">
          <Spinner size="sm" /> {t("catalog.combobox.searching")}
        </span>
      );
    } else if (choices.length === 1) {
      status = t("catalog.combobox.noMatch", { text: wanted });
    }
  }

  return (
    // Without JavaScript the box is a plain search form: Enter sends its words to All Products.
    <search className={className}>
      <form
        method="get"
        action={ALL_PRODUCTS_PATH}
        onSubmit={(event) => {
          event.preventDefault();
          if (wanted) choose({ kind: "all", key: "all", label: "", href: allProductsSearchPath(wanted) });
        }}
        className="relative"
      >
        <label htmlFor={`${baseId}-input`} className="sr-only">
          {t("catalog.combobox.label")}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 start-3.5 h-4 w-4 -translate-y-1/2 text-stone-400"
          aria-hidden="true"
        />
        <input
          id={`${baseId}-input`}
          name={URL_FILTER_PARAMS.search}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showing}
          aria-controls={listId}
          aria-activedescendant={activeId}
          autoComplete="off"
          enterKeyHint="search"
          // biome-ignore lint/a11y/noAutofocus: the phone's search panel opens for typing, so the box takes focus.
          autoFocus={autoFocus}
          maxLength={SEARCH_MAX}
          value={text}
          placeholder={t("catalog.combobox.placeholder")}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          className="h-10 w-full min-w-0 rounded-full border border-stone-300 bg-white pe-4 ps-10 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        <div
          hidden={!showing}
          className="absolute inset-x-0 top-full z-50 mt-2 max-h-[70dvh] min-w-0 overflow-y-auto rounded-2xl bg-white p-2 shadow-lg ring-1 ring-stone-200 xl:start-auto xl:w-96"
        >
          <p role="status" className={cn("px-3 text-sm text-stone-600", status ? "py-2" : "sr-only")}>
            {status ?? (showing ? t("catalog.combobox.count", { count: choices.length - 1 }) : "")}
          </p>
          <div role="listbox" id={listId} aria-label={t("catalog.combobox.list")}>
            {GROUPS.map((group) => {
              const inGroup = choices.flatMap((choice, index) =>
                choice.kind === group.kind ? [{ choice, index }] : [],
              );
              if (inGroup.length === 0) return null;
              const labelId = `${baseId}-${group.kind}-label`;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role group; a fieldset is for form fields.
                <div key={group.kind} role="group" aria-labelledby={labelId} className="py-1">
                  <div
                    id={labelId}
                    className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-stone-500 uppercase"
                  >
                    {t(group.title)}
                  </div>
                  {inGroup.map(({ choice, index }) => (
                    <Option
                      key={choice.key}
                      id={optionId(index)}
                      choice={choice}
                      active={index === active}
                      onChoose={choose}
                    />
                  ))}
                </div>
              );
            })}
            {choices.map((choice, index) =>
              choice.kind === "all" ? (
                <Option
                  key={choice.key}
                  id={optionId(index)}
                  choice={choice}
                  active={index === active}
                  onChoose={choose}
                />
              ) : null,
            )}
          </div>
        </div>
      </form>
    </search>
  );
}

function Option({
  id,
  choice,
  active,
  onChoose,
}: {
  id: string;
  choice: Choice;
  active: boolean;
  onChoose: (choice: Choice) => void;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's own (focus stays in its box).
    <div
      id={id}
      role="option"
      aria-selected={active}
      // Reachable through the box's arrow keys, never by Tab.
      tabIndex={-1}
      // Keeps focus in the box, so the list is still open when the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(choice)}
      className={cn(
        "flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm",
        active ? "bg-brand-50 text-brand-900" : "hover:bg-stone-50",
        !active && (choice.kind === "all" ? "text-brand-800" : "text-stone-800"),
        choice.kind === "all" && "mt-1 border-t border-stone-100 font-semibold",
      )}
    >
      <OptionIcon choice={choice} />
      <span className="min-w-0 flex-1 truncate">{choice.label}</span>
      {choice.price !== undefined && (
        <span className="shrink-0 text-stone-600">{formatRupees(choice.price)}</span>
      )}
    </div>
  );
}

function OptionIcon({ choice }: { choice: Choice }) {
  if (choice.kind === "product") {
    return choice.image ? (
      <img src={choice.image} alt="" className="h-10 w-10 shrink-0 rounded-lg object-cover" />
    ) : (
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-stone-100 text-stone-400">
        <Package className="h-5 w-5" aria-hidden="true" />
      </span>
    );
  }
  const Icon = choice.kind === "store" ? StoreIcon : choice.kind === "category" ? LayoutGrid : Search;
  return (
    <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
      <Icon className="h-4 w-4" aria-hidden="true" />
    </span>
  );
}
