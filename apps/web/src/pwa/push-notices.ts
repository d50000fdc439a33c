import type { PushPayload } from "@marketplace/shared/push-contracts";

/**
 * What the seller app's worker does with a push (issue 32, part 3; decision 0052), kept apart from
 * the worker so it can be tested: the notice to show, and the page a tap opens.
 */

/** The little the worker needs of a push's data (the Push API's PushMessageData). */
export interface PushData {
  json(): unknown;
}

/** The little the worker needs of its clients (the Service Worker API's Clients). */
export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  /** WindowClient.navigate: loads `url` in that window (only a window this worker controls). */
  navigate?(url: string): Promise<unknown>;
}
export interface ClientsLike {
  matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/** Where a notice with no page of its own, or a page of another site, takes her. */
export const DEFAULT_NOTICE_URL = "/dashboard";
const ICON = "/icons/icon-192.png";

/** A path of this site only ("/…", never "//host"): a push cannot send her elsewhere. */
export function safePath(url: unknown): string {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") && !url.includes("\\")
    ? url
    : DEFAULT_NOTICE_URL;
}

function readPayload(data: PushData | null | undefined): Partial<PushPayload> {
  try {
    const value = data?.json();
    return value && typeof value === "object" ? (value as Partial<PushPayload>) : {};
  } catch {
    return {};
  }
}

/**
 * The notification for a push: the server's words (already in her language), its tag, so the same
 * notice sent twice shows once, and the page it opens. `dir: "auto"` lets an Urdu notice read right
 * to left. A push that is not the server's shape still shows the brand, never nothing (browsers
 * punish a push that shows no notification).
 */
export function noticeFromPush(data: PushData | null | undefined): {
  title: string;
  options: NotificationOptions;
} {
  const payload = readPayload(data);
  const title = typeof payload.title === "string" && payload.title ? payload.title : "Hunarmand ہنرمند";
  return {
    title,
    options: {
      body: typeof payload.body === "string" ? payload.body : "",
      tag: typeof payload.tag === "string" && payload.tag ? payload.tag : undefined,
      icon: ICON,
      dir: "auto",
      data: { url: safePath(payload.url) },
    },
  };
}

/**
 * A tap opens the thing itself (issue 32): the order, the conversation, the return or the payouts the
 * push names. A window already on that page comes forward; else a window of the app already open
 * comes forward and goes to the page (a phone keeps one app open, not a pile of them); else the page
 * opens in a new window. A window the worker cannot move (one it does not control) leaves the page to
 * a new window.
 */
export async function openNoticePage(clients: ClientsLike, url: unknown, origin: string): Promise<void> {
  const target = new URL(safePath(url), origin).href;
  const windows = await clients.matchAll({ type: "window", includeUncontrolled: true });
  const onPage = windows.find((client) => client.url === target);
  if (onPage) {
    await onPage.focus();
    return;
  }
  const ours = windows.find((client) => sameOrigin(client.url, origin) && client.navigate);
  if (ours?.navigate) {
    try {
      // Focus first, while the tap still allows it; then the page.
      await ours.focus();
      await ours.navigate(target);
      return;
    } catch {
      // Not this worker's window (or it went away): the page opens in a new one.
    }
  }
  await clients.openWindow(target);
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}
