import type { toast as sonnerToast } from "sonner";

type Sonner = typeof import("sonner");
type Toast = typeof sonnerToast;

let sonner: Promise<Sonner> | undefined;
const onFirstLoad = new Set<() => void>();

/**
 * Sonner (the toasts and their Toaster), fetched once: for the first message shown, or when the
 * visitor first interacts with the page (`AppToaster`). Not part of any page's first load.
 */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of onFirstLoad) listener();
  }
  return sonner;
}

/** Calls `listener` when sonner starts loading (at once if it has), so the Toaster can mount for it. */
export function whenSonnerLoads(listener: () => void): () => void {
  if (sonner) {
    listener();
    return () => {};
  }
  onFirstLoad.add(listener);
  return () => onFirstLoad.delete(listener);
}

/**
 * The app's toasts: sonner's `toast`, shown as soon as sonner has arrived (a toast created before
 * the Toaster mounts is shown when it does).
 */
export const toast = {
  success(...args: Parameters<Toast["success"]>) {
    void loadSonner().then((loaded) => loaded.toast.success(...args));
  },
  error(...args: Parameters<Toast["error"]>) {
    void loadSonner().then((loaded) => loaded.toast.error(...args));
  },
  /** With sonner not loaded yet there is no toast to dismiss, and nothing is fetched for it. */
  dismiss(...args: Parameters<Toast["dismiss"]>) {
    void sonner?.then((loaded) => loaded.toast.dismiss(...args));
  },
};
