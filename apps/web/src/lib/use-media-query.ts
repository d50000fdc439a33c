import { useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches now, updated as the window changes (false where there is no
 * matchMedia). The server cannot know the screen: it renders, and a hydrating browser first renders,
 * `serverAnswer`; what is shown there should be laid out by CSS so the switch moves nothing.
 */
export function useMediaQuery(query: string, serverAnswer = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => (typeof window.matchMedia === "function" ? window.matchMedia(query).matches : false),
    () => serverAnswer,
  );
}
