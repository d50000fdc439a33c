import { useEffect } from "react";

/** What counts as the visitor starting to use the page, rather than reading it. */
const FIRST_TOUCH = ["pointerdown", "keydown", "focusin"] as const;

let touched = false;
const waiting = new Set<() => void>();

function onTouch() {
  touched = true;
  for (const type of FIRST_TOUCH) window.removeEventListener(type, onTouch, true);
  const tasks = [...waiting];
  waiting.clear();
  for (const task of tasks) task();
}

/**
 * Runs `task` when the visitor first points at, presses a key in or tabs into the page (at once if
 * she already has); returns a cancel. Parts a visitor may open (the cart drawer, menus, the toasts)
 * are fetched then: a page that is only read, as on a phone that just followed a shared link, spends
 * nothing on them, and the first tap gives them a head start on the action that needs them. Loading
 * them when the browser is first idle instead ran their code, and the toasts' stylesheet restyled
 * the whole page, right while a slow phone was still taking the page over.
 */
export function onFirstInteraction(task: () => void): () => void {
  if (touched) {
    task();
    return () => {};
  }
  if (waiting.size === 0) {
    for (const type of FIRST_TOUCH) window.addEventListener(type, onTouch, true);
  }
  waiting.add(task);
  return () => waiting.delete(task);
}

/** Runs `task` on the visitor's first interaction with the page, once the component has mounted. */
export function useOnFirstInteraction(task: () => void) {
  useEffect(() => onFirstInteraction(task), [task]);
}
