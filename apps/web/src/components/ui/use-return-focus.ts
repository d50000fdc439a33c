import { useRef } from "react";

/**
 * Props for a Radix `Dialog.Content` that puts the focus back on whatever opened the dialog when it
 * closes. Radix does that only for its own `Dialog.Trigger`; the project's dialogs open from state
 * (a button, a select, a finished request), so without this the focus fell to the page's body and a
 * keyboard or screen-reader user had to start again from the top. `fallback` serves when the opener
 * is gone (a removed line, a page left behind); with none, the focus stays where it is (the new
 * page's heading, for instance).
 */
export function useReturnFocus(fallback?: () => HTMLElement | null) {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const back = opener.current;
      opener.current = null;
      if (back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus();
      else fallback?.()?.focus();
    },
  };
}
