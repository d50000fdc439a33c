import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** A page that loads its data first shows its heading later; past this, the focus is left alone. */
const WAIT_FOR_HEADING_MS = 8_000;

/**
 * After a client-side move to another page, the focus goes to that page's main heading (its h1), so
 * a screen reader announces the new page and the keyboard continues from its top, as after a full
 * page load. Not on the first load (the browser starts at the top itself), not when only the query
 * changes (filters, sorting), and not when the new page already put the focus somewhere inside it
 * (a form's first field).
 */
export function usePageHeadingFocus(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  // The page last handled: the first load's path is already "seen", which also keeps React's
  // development double run of effects from counting as a move.
  const seen = useRef(pathname);

  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    const container = main.current;
    if (!container) return;

    const tryFocus = (): boolean => {
      const heading = container.querySelector("h1");
      if (!heading) return false;
      const active = document.activeElement;
      if (active && active !== container && container.contains(active)) return true;
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
      return true;
    };
    if (tryFocus()) return;

    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(container, { childList: true, subtree: true });
    return stop;
  }, [pathname, main]);
}
