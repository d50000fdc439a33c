/**
 * Registers the seller app's service worker (issue 32). Loaded lazily from boot.ts on the seller's
 * pages only, so a shopper's pages carry none of it and never download the precached shell.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  try {
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  } catch {
    // Without the worker the site works as a website; the next visit tries again.
  }
}
