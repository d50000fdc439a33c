/**
 * What the booking couriers say about a parcel that is not a step of our ladder, or why it came back
 * (issue 28): the words and reasons of PostEx's and Leopards' tracking (their status tables in
 * `apps/api/src/modules/couriers/providers/*`) that the marketplace knows, by what they mean, so a
 * reader is told in her own language. Anything else a courier writes is shown as its words, quoted.
 * Matched without regard to case or spaces around them.
 */
export const COURIER_PHRASE_MEANINGS = [
  "refused",
  "consigneeAway",
  "attempted",
  "underReview",
  "waiting",
  "returning",
  "returned",
  "missrouted",
] as const;
export type CourierPhraseMeaning = (typeof COURIER_PHRASE_MEANINGS)[number];

const KNOWN: Readonly<Record<string, CourierPhraseMeaning>> = {
  // Why the parcel came back (Leopards' Reason).
  "refused to accept": "refused",
  "consignee refused": "refused",
  refused: "refused",
  "consignee not available": "consigneeAway",
  // Steps that are not ours (left out of the status tables), and the returned ones themselves.
  "attempt made": "attempted",
  "delivery failed": "attempted",
  "delivery under review": "underReview",
  pending: "waiting",
  waiting: "waiting",
  "return in transit": "returning",
  "being return": "returning",
  "ready for return": "returning",
  returned: "returned",
  "returned to shipper": "returned",
  "returned to sender": "returned",
  missroute: "missrouted",
};

/** What a courier's words mean, when the marketplace knows them; null for anything else. */
export function courierPhraseMeaning(words: string): CourierPhraseMeaning | null {
  return KNOWN[words.trim().toLowerCase()] ?? null;
}
