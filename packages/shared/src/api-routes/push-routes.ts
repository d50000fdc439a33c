import {
  PushKindsAnswer,
  PushKindsInput,
  PushPublicKeyAnswer,
  PushSubscriptionAnswer,
  PushSubscriptionInput,
  PushUnsubscribeInput,
} from "../push-contracts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

/** Web Push for the seller's phone (issue 32, part 3; decision 0052): apps/api/src/modules/push. */
export const pushRoutes = defineRoutes({
  "GET /api/push/public-key": {
    tags: ["push"],
    summary: "The marketplace's VAPID public key (base64url), which a browser subscribes to push with",
    response: { 200: PushPublicKeyAnswer, ...errorAnswers(503) },
  },
  "POST /api/seller/push-subscriptions": {
    tags: ["push"],
    summary:
      "Tell this device of her new orders, cancellations, messages, returns and payouts: {endpoint, keys: {p256dh, auth}}; the same endpoint again updates it",
    security: signedIn,
    body: PushSubscriptionInput,
    response: { 200: PushSubscriptionAnswer, ...errorAnswers(400, 401, 403, 503) },
  },
  "DELETE /api/seller/push-subscriptions": {
    tags: ["push"],
    summary: "Stop telling this device: {endpoint}; an endpoint that is not hers changes nothing",
    security: signedIn,
    body: PushUnsubscribeInput,
    response: { 200: PushSubscriptionAnswer, ...errorAnswers(400, 401, 403) },
  },
  "GET /api/seller/push-kinds": {
    tags: ["push"],
    summary:
      "Which kinds of notice reach her phones at once (new-order, order-cancelled, new-message, return-update, payout); all until she chooses",
    security: signedIn,
    response: { 200: PushKindsAnswer, ...errorAnswers(401, 403) },
  },
  "PUT /api/seller/push-kinds": {
    tags: ["push"],
    summary:
      "Choose which kinds of notice reach her phones: {kinds}, for every phone of her account; the bell and the e-mail still tell her of all",
    security: signedIn,
    body: PushKindsInput,
    response: { 200: PushKindsAnswer, ...errorAnswers(400, 401, 403) },
  },
});
