import { createECDH } from "node:crypto";
import {
  PUSH_KEY_MESSAGE,
  PUSH_KINDS,
  type PushKind,
  type PushSubscriptionInput,
} from "@marketplace/shared/push-contracts";
import type { Database, Executor } from "../../db/create-db.ts";
import { badRequest, HttpError } from "../../lib/http-error.ts";
import * as repo from "./push.repository.ts";

export const PUSH_OFF = "Notifications on phones are not set up on this server.";
export const NOT_A_PUSH_SERVICE = "This address is not a push service this marketplace sends to.";
export const PHONE_SUBSCRIBED = "This phone will be told of new orders, messages, returns and payouts.";
export const PHONE_UNSUBSCRIBED = "This phone will no longer be told.";
export const PUSH_KINDS_SAVED = "Your phones will be told of what you chose.";

/** A push service's host, or a sub-domain of one, as PUSH_SERVICE_HOSTS names them. */
export function isPushServiceHost(endpoint: string, hosts: readonly string[]): boolean {
  const host = new URL(endpoint).hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** A point on P-256 (RFC 8291's ua_public): a key that is not one could never be encrypted to. */
function isP256Point(p256dh: string): boolean {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, "base64url"));
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps this device's subscription for the seller (decision 0052). Only a known push service's
 * address is taken, so nobody can make the server post to an address of their choosing.
 */
export async function subscribe(
  db: Database,
  options: { pushOn: boolean; pushServiceHosts: readonly string[] },
  sellerId: string,
  input: PushSubscriptionInput,
): Promise<void> {
  if (!options.pushOn) throw new HttpError(503, PUSH_OFF);
  if (!isPushServiceHost(input.endpoint, options.pushServiceHosts))
    throw badRequest(NOT_A_PUSH_SERVICE, [{ field: "endpoint", message: NOT_A_PUSH_SERVICE }]);
  if (!isP256Point(input.keys.p256dh))
    throw badRequest(PUSH_KEY_MESSAGE, [{ field: "keys.p256dh", message: PUSH_KEY_MESSAGE }]);
  await repo.upsertSubscription(db, {
    sellerId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  });
}

/** This device stops being told of her notices; an endpoint that is not hers changes nothing. */
export async function unsubscribe(db: Database, sellerId: string, endpoint: string): Promise<void> {
  await repo.deleteOwnSubscription(db, sellerId, endpoint);
}

/** The kinds she chose, in `PUSH_KINDS`' order; every kind until she chooses. */
export async function pushKindsOf(db: Executor, sellerId: string): Promise<PushKind[]> {
  const chosen = (await repo.findPushKinds(db, [sellerId])).get(sellerId);
  return chosen ? PUSH_KINDS.filter((kind) => chosen.includes(kind)) : [...PUSH_KINDS];
}

/** Keeps her choice for all her phones (decision 0052): a kind named twice counts once. */
export async function choosePushKinds(
  db: Database,
  sellerId: string,
  kinds: PushKind[],
): Promise<PushKind[]> {
  const chosen = PUSH_KINDS.filter((kind) => kinds.includes(kind));
  await repo.savePushKinds(db, sellerId, chosen);
  return chosen;
}
