import { findCategory } from "@marketplace/shared/categories";
import { SEARCH_MAX } from "@marketplace/shared/search-limits";
import { Search } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Spinner } from "@/components/ui/spinner.tsx";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useLabels } from "@/i18n/use-labels.ts";
import { useT } from "@/i18n/use-t.ts";
import { cn } from "@/lib/cn.ts";
import { useDebouncedValue } from "@/lib/use-debounced-value.ts";
import { URL_FILTER_PARAMS } from "@/lib/use-url-filters.ts";
import { useSearchSuggestions } from "../api/search-api.ts";
import { SearchChoiceOption } from "./search-choice-option.tsx";
import { ALL_PRODUCTS_PATH, type Choice, type ChoiceWords, choicesFor, GROUPS } from "./search-choices.ts";
import { onSearchComboboxKey, searchAllChoice } from "./search-combobox-keys.ts";

/** Long enough to skip the letters of a word typed quickly, short enough to feel immediate. */
const SUGGEST_DELAY_MS = 200;

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

  /** The listbox's option for the choice at `index` of `choices`. */
  const option = (choice: Choice, index: number) => (
    <SearchChoiceOption
      key={choice.key}
      id={optionId(index)}
      choice={choice}
      active={index === active}
      onChoose={choose}
    />
  );
  const choose = (choice: Choice) => {
    setOpen(false);
    setActive(-1);
    setText("");
    navigate(choice.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    onSearchComboboxKey(event, {
      showing,
      wanted,
      text,
      choices,
      active,
      highlighted: activeId ? choices[active] : undefined,
      countOnOpen: () => choicesFor(query.data, wanted, words).length,
      setOpen,
      setActive,
      setText,
      choose,
      onDismiss,
    });

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
          if (wanted) choose(searchAllChoice(wanted));
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
                  {inGroup.map(({ choice, index }) => option(choice, index))}
                </div>
              );
            })}
            {choices.map((choice, index) => (choice.kind === "all" ? option(choice, index) : null))}
          </div>
        </div>
      </form>
    </search>
  );
}
