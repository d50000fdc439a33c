import { api } from "@/lib/api-endpoints.ts";

/**
 * This phone's Web Push subscription (issue 32, part 3; decision 0052): whether the browser can be
 * told at all, whether she allowed it, and subscribing or unsubscribing with the marketplace's
 * VAPID key. The server keeps one row per subscription (`/api/seller/push-subscriptions`).
 */

/** What the switch shows. */
export type PhonePushState = "unsupported" | "blocked" | "off" | "on";

/** The browser can take pushes: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** Her browser's registration of the seller app's worker, registering it if the page has not yet. */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const known = await navigator.serviceWorker.getRegistration("/");
  if (known) return known;
  return navigator.serviceWorker.register("/sw.js", { scope: "/" });
}

/** A worker that is active: subscribing needs one (the first visit's may still be installing). */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  await workerRegistration();
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("The app's service worker did not start.")), 15_000),
    ),
  ]);
}

/** This phone's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Where the switch stands now, read from the browser. */
export async function readPhonePushState(): Promise<PhonePushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  if (Notification.permission !== "granted") return "off";
  return (await currentSubscription()) ? "on" : "off";
}

function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(text.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(key: ArrayBuffer | null | undefined, expected: Uint8Array): boolean {
  if (!key || key.byteLength !== expected.length) return false;
  const bytes = new Uint8Array(key);
  return bytes.every((byte, i) => byte === expected[i]);
}

/** The subscription as the API takes it. */
export function subscriptionBody(subscription: PushSubscription): {
  endpoint: string;
  keys: { p256dh: string; auth: string };
} {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
  };
}

/**
 * Asks her permission (the browser's own question) and subscribes this phone with the server's
 * public key. Answers null when she said no. A subscription made with another key (the server's
 * keys changed) is replaced.
 */
export async function subscribePhone(publicKey: string): Promise<PushSubscription | null> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return null;
  const registration = await activeRegistration();
  const key = base64urlBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/**
 * Signing out on a shared phone (decision 0052): this phone stops being told of her notices. The
 * server forgets the subscription (with her token, read before it was cleared) and the browser drops
 * it, so even a delete that never arrived (offline) ends with the push service answering "gone" and
 * the server forgetting it then. Never throws: signing out goes on whatever happens here.
 */
export async function forgetThisPhone(token: string | null): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  if (token) {
    await api("DELETE /api/seller/push-subscriptions", {
      token,
      body: { endpoint: subscription.endpoint },
    }).catch(() => undefined);
  }
  await subscription.unsubscribe().catch(() => false);
}
