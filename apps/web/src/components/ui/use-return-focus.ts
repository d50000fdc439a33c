import { useRef } from "react";

/**
 * Props for a Radix `Dialog.Content` that puts the focus back on whatever opened the dialog when it
 * closes. Radix does that only for its own `Dialog.Trigger`; the project's dialogs open from state
 * (a button, a select, a finished request), so without this the focus fell to the page's body and a
 * keyboard or screen-reader user had to start again from the top. `fallback` serves when the opener
 * is gone (a removed line); with none, a dialog opened by its own trigger gets it back there. A dialog closed by moving to
 * another page leaves the focus to that page's heading.
 */
export function useReturnFocus(fallback?: () => HTMLElement | null) {
  const opener = useRef<{ element: Element | null; page: string } | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = { element: document.activeElement, page: window.location.pathname };
    },
    onCloseAutoFocus: (event: Event) => {
      const from = opener.current;
      opener.current = null;
      // Closed by going to another page (Proceed to Checkout): that page's heading has the focus.
      if (from && from.page !== window.location.pathname) {
        event.preventDefault();
        return;
      }
      const back = from?.element;
      const target =
        back instanceof HTMLElement && back.isConnected && back !== document.body ? back : fallback?.();
      // With nowhere to go, Radix's own default stands: the focus back on its `Dialog.Trigger`, if any.
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
