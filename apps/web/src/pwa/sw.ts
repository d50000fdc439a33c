import { clientsClaim } from "workbox-core";
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { type ClientsLike, noticeFromPush, openNoticePage, type PushData } from "./push-notices.ts";
import { SHELL_FALLBACK_ALLOWLIST, SHELL_FALLBACK_DENYLIST, SHELL_PAGE } from "./shell-routes.ts";

/**
 * The seller app's service worker (issue 32; decisions 0049 and 0052), built by vite-plugin-pwa's
 * injectManifest into `sw.js`. Workbox precaches the build's shell and opens her pages from it
 * offline; there is no runtime caching, so no API answer is ever kept in Cache Storage. It also shows
 * the pushes the server sends her (new orders, messages…) and opens their page when tapped.
 */

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: PushData | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
/** The parts of ServiceWorkerGlobalScope used here (the DOM library the web app is typed with lacks it). */
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  registration: ServiceWorkerRegistration;
  clients: ClientsLike;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent) => void): void;
};

// A new release's worker takes over at once (as generateSW's skipWaiting and clientsClaim did).
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(SHELL_PAGE), {
    allowlist: SHELL_FALLBACK_ALLOWLIST,
    denylist: SHELL_FALLBACK_DENYLIST,
  }),
);

self.addEventListener("push", (event) => {
  const { title, options } = noticeFromPush(event.data);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(openNoticePage(self.clients, data?.url, self.location.origin));
});
