import { Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import messages from "@/i18n/catalogs/en/catalog.json";
import { useT } from "@/i18n/use-t.ts";
import { useHydrated } from "@/lib/use-hydrated.ts";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import { SearchCombobox } from "./search-combobox.tsx";

/** Wide enough for the box to sit in the header beside the menu; narrower screens open it below. */
const INLINE_QUERY = "(min-width: 1280px)";

/**
 * The header's search on every page: a box in the header on wide screens; on phones and tablets
 * an icon that opens the box in a full-width panel under the header (it closes on Escape, on a
 * tap elsewhere and once a suggestion is chosen).
 *
 * The server cannot know the screen's width, so until the page is hydrated CSS chooses: the box on
 * wide screens (a plain search form, so it works without JavaScript too), and on narrower ones a link
 * to All Products, whose own search box needs no JavaScript either.
 */
export function SiteSearch() {
  const hydrated = useHydrated();
  const { t } = useT(messages);
  const inline = useMediaQuery(INLINE_QUERY);
  const { key } = useLocation();
  // The panel remembers the page it was opened on, so choosing anything closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !toggle.current?.contains(target)) setOpenOn(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  if (!hydrated) {
    return (
      <>
        <SearchCombobox className="hidden w-full max-w-xs xl:block" />
        <Link
          to="/AllProduct"
          aria-label={t("catalog.combobox.open")}
          className="grid h-10 w-10 shrink-0 place-items-center rounded-full text-stone-700 transition-colors hover:bg-stone-100 xl:hidden"
        >
          <Search className="h-5 w-5" aria-hidden="true" />
        </Link>
      </>
    );
  }
  if (inline) return <SearchCombobox className="w-full max-w-xs" />;

  const close = () => {
    setOpenOn(null);
    toggle.current?.focus();
  };
  return (
    <>
      <button
        ref={toggle}
        type="button"
        aria-label={t("catalog.combobox.open")}
        aria-expanded={open}
        aria-controls="site-search-panel"
        onClick={() => (open ? close() : setOpenOn(key))}
        className="grid h-10 w-10 shrink-0 place-items-center rounded-full text-stone-700 transition-colors hover:bg-stone-100"
      >
        {open ? (
          <X className="h-5 w-5" aria-hidden="true" />
        ) : (
          <Search className="h-5 w-5" aria-hidden="true" />
        )}
      </button>
      <div
        ref={panel}
        id="site-search-panel"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-stone-200 bg-white px-4 py-3 shadow-md"
      >
        {open && <SearchCombobox autoFocus onDismiss={close} className="mx-auto max-w-2xl" />}
      </div>
    </>
  );
}
