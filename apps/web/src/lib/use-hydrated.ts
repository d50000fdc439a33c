import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False on the server and during the render that hydrates its HTML, true ever after (and from the
 * first render of a page the browser renders itself). Parts that need JavaScript to work (a
 * filter applying as it changes) show their no-JavaScript form until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
