import { useEffect } from "react";

/** The longest a task waits for the browser to be idle before it runs anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` once the browser has nothing more urgent to do (after a page has shown and hydrated),
 * or after a few seconds at the latest; returns a cancel. Safari has no `requestIdleCallback`: there
 * a short timer stands in.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 500);
  return () => window.clearTimeout(id);
}

/** Runs `task` when the browser is first idle after the component has mounted. */
export function useWhenIdle(task: () => void) {
  useEffect(() => whenIdle(task), [task]);
}
