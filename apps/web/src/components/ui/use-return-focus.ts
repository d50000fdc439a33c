import { useRef } from "react";

/**
 * Props for a Radix `Dialog.Content` that puts the focus back on whatever opened the dialog when it
 * closes. Radix does that only for its own `Dialog.Trigger`; the project's dialogs open from state
 * (a button, a select, a finished request), so without this the focus fell to the page's body and a
 * keyboard or screen-reader user had to start again from the top. `fallback` serves when the opener
 * is gone (a removed line); with none, the focus stays where it is. A dialog closed by moving to
 * another page leaves the focus to that page's heading.
 */
export function useReturnFocus(fallback?: () => HTMLElement | null) {
  const opener = useRef<{ element: Element | null; page: string } | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = { element: document.activeElement, page: window.location.pathname };
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const from = opener.current;
      opener.current = null;
      // Closed by going to another page (Proceed to Checkout): that page's heading has the focus.
      if (from && from.page !== window.location.pathname) return;
      const back = from?.element;
      if (back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus();
      else fallback?.()?.focus();
    },
  };
}
