import { z } from "zod";
import type { NotificationKind } from "./notifications-contracts.ts";

/**
 * Web Push for the seller's phone (issue 32, part 3; decision 0052): the browser's push subscription,
 * as `PushSubscription.toJSON()` gives it, is sent to the server once per device. The server
 * encrypts each notice for that device (RFC 8291) and signs its request with the marketplace's
 * VAPID key (RFC 8292), whose public half the browser needs to subscribe.
 */

/** The longest endpoint kept; the push services' own are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 1000;

/** `bytes` bytes in base64url, as the browser's PushSubscription gives its keys. */
const base64url = (bytes: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message)
    .refine((value) => Math.floor((value.replace(/=+$/, "").length * 3) / 4) === bytes, message);

export const PUSH_ENDPOINT_MESSAGE =
  "The subscription's endpoint must be an https address of a push service.";
export const PUSH_KEY_MESSAGE =
  "The subscription's p256dh key must be a P-256 public key (65 bytes, base64url).";
export const PUSH_AUTH_MESSAGE = "The subscription's auth secret must be 16 bytes in base64url.";

const PushEndpoint = z
  .string({ error: PUSH_ENDPOINT_MESSAGE })
  .max(PUSH_ENDPOINT_MAX, PUSH_ENDPOINT_MESSAGE)
  .refine((value) => {
    try {
      return new URL(value).protocol === "https:";
    } catch {
      return false;
    }
  }, PUSH_ENDPOINT_MESSAGE);

/** `POST /api/seller/push-subscriptions`: this device's subscription; the same endpoint again updates it. */
export const PushSubscriptionInput = z.object({
  endpoint: PushEndpoint,
  keys: z.object(
    {
      p256dh: base64url(65, PUSH_KEY_MESSAGE),
      auth: base64url(16, PUSH_AUTH_MESSAGE),
    },
    { error: "The subscription's keys (p256dh and auth) are missing." },
  ),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;

/** `DELETE /api/seller/push-subscriptions`: this device stops being told. */
export const PushUnsubscribeInput = z.object({ endpoint: PushEndpoint });
export type PushUnsubscribeInput = z.infer<typeof PushUnsubscribeInput>;

/** `GET /api/push/public-key`: the application server key a browser subscribes with (base64url). */
export const PushPublicKeyAnswer = z.object({ success: z.literal(true), publicKey: z.string() });
export type PushPublicKeyAnswer = z.infer<typeof PushPublicKeyAnswer>;

export const PushSubscriptionAnswer = z.object({ success: z.literal(true), message: z.string() });
export type PushSubscriptionAnswer = z.infer<typeof PushSubscriptionAnswer>;

/**
 * What one push carries, kept small (a push service takes at most 4 KB, encrypted): the notice's
 * words in the seller's language, the page it opens, and a tag, so the same notice sent twice shows
 * once on her phone.
 */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the web app, starting with "/". */
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayload>;

/**
 * The kinds of notice that may reach her phone at once (issue 32, part 3): a new order, a
 * cancellation, a buyer's message, a return and a payout. She chooses which of them she wants
 * there (`PUT /api/seller/push-kinds`, one choice for her account); the bell and the e-mail keep
 * telling her of all of them.
 */
export const PUSH_KINDS = [
  "new-order",
  "order-cancelled",
  "new-message",
  "return-update",
  "payout",
] as const satisfies readonly NotificationKind[];
export type PushKind = (typeof PUSH_KINDS)[number];

export const PUSH_KINDS_MESSAGE =
  "Choose among new orders, cancellations, messages, returns and payouts (new-order, order-cancelled, new-message, return-update, payout).";

/** `PUT /api/seller/push-kinds`: the kinds her phones are told of; an empty list tells them of none. */
export const PushKindsInput = z.object({
  kinds: z
    .array(z.enum(PUSH_KINDS, { error: PUSH_KINDS_MESSAGE }), { error: PUSH_KINDS_MESSAGE })
    .max(PUSH_KINDS.length * 2, PUSH_KINDS_MESSAGE),
});
export type PushKindsInput = z.infer<typeof PushKindsInput>;

/** `GET`/`PUT /api/seller/push-kinds`: what her phones are told of, in `PUSH_KINDS`' order. */
export const PushKindsAnswer = z.object({
  success: z.literal(true),
  kinds: z.array(z.enum(PUSH_KINDS)),
  message: z.string().optional(),
});
export type PushKindsAnswer = z.infer<typeof PushKindsAnswer>;
