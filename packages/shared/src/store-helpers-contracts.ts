import { z } from "zod";
import { IdParams } from "./api-answers.ts";

/**
 * A store's helpers (issue 32, part 4; decision 0054): a seller invites someone to one of her stores
 * with a role, and the helper works in it from her own seller account. What each role may do is this
 * one table; the server's store guard and the web's dashboard both read it. Money (payment details,
 * payouts, identity, vouchers, the ledger and the takings) and the helpers themselves stay the owner's.
 */
export const HELPER_ROLES = ["orders", "catalog"] as const;
export type HelperRole = (typeof HELPER_ROLES)[number];

/** The kinds of work on a store a helper may be let into; everything else is the owner's alone. */
export const STORE_WORK = ["orders", "messages", "products"] as const;
export type StoreWork = (typeof STORE_WORK)[number];

export const HELPER_ROLE_WORK: Readonly<Record<HelperRole, readonly StoreWork[]>> = {
  // Sees and moves orders (books parcels too), and answers buyers.
  orders: ["orders", "messages"],
  // Adds and edits products.
  catalog: ["products"],
};

export function helperMay(role: HelperRole, work: StoreWork): boolean {
  return HELPER_ROLE_WORK[role].includes(work);
}

/** What a helper did, kept for the owner (her Helpers page). */
export const HELPER_ACTIONS = [
  "order_status",
  "order_shipment",
  "product_added",
  "product_edited",
  "message_sent",
] as const;
export type HelperAction = (typeof HELPER_ACTIONS)[number];

/** An invitation holds for a week; the owner can send a new one after. */
export const HELPER_INVITATION_DAYS = 7;

export type HelperContact = { kind: "email"; value: string } | { kind: "phone"; value: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[\d\s-]{10,20}$/;

/**
 * An e-mail address (lower case) or a Pakistani mobile number in one spelling (`03001234567`), so
 * that "+92 300 1234567" and "0300-1234567" are the same helper; undefined when it is neither.
 */
export function helperContactOf(text: string): HelperContact | undefined {
  const trimmed = text.trim();
  if (trimmed.includes("@")) {
    return EMAIL_PATTERN.test(trimmed) && trimmed.length <= 254
      ? { kind: "email", value: trimmed.toLowerCase() }
      : undefined;
  }
  if (!PHONE_PATTERN.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, "");
  const local = digits.startsWith("92") && digits.length === 12 ? `0${digits.slice(2)}` : digits;
  return local.length >= 10 && local.length <= 13 ? { kind: "phone", value: local } : undefined;
}

const CONTACT_MESSAGE = "Enter her e-mail address or mobile number.";

/** `POST /api/seller/stores/:id/helpers`. */
export const InviteHelperInput = z.object({
  contact: z
    .string({ error: CONTACT_MESSAGE })
    .max(254, CONTACT_MESSAGE)
    .refine((text) => helperContactOf(text) !== undefined, CONTACT_MESSAGE),
  role: z.enum(HELPER_ROLES, { error: 'The role is "orders" or "catalog".' }),
});
export type InviteHelperInput = z.infer<typeof InviteHelperInput>;

/** `POST /api/seller/helpers/accept`: the token of the invitation's link. */
export const AcceptHelperInput = z.object({
  token: z
    .string({ error: "The invitation link is incomplete." })
    .min(20, "The invitation link is incomplete.")
    .max(200, "The invitation link is incomplete."),
});
export type AcceptHelperInput = z.infer<typeof AcceptHelperInput>;

export const HelperParams = IdParams.extend({ helperId: z.string() });

/** A helper of a store, or an invitation still waiting (`name` and `since` null until she accepts). */
export const StoreHelper = z.object({
  _id: z.string(),
  storeId: z.string(),
  role: z.enum(HELPER_ROLES),
  status: z.enum(["invited", "active"]),
  contact: z.string(),
  contactKind: z.enum(["email", "phone"]),
  name: z.string().nullable(),
  invitedAt: z.string(),
  /** When an invitation stops working; null once accepted. */
  expiresAt: z.string().nullable(),
  since: z.string().nullable(),
});
export type StoreHelper = z.infer<typeof StoreHelper>;

export const HelperActionEntry = z.object({
  _id: z.string(),
  helperName: z.string(),
  action: z.enum(HELPER_ACTIONS),
  /** The order, product or conversation it was done to. */
  targetId: z.string().nullable(),
  /** The status an order moved to, a product's name, or nothing. */
  detail: z.string(),
  at: z.string(),
});
export type HelperActionEntry = z.infer<typeof HelperActionEntry>;

export const StoreHelpersAnswer = z.object({
  success: z.literal(true),
  helpers: z.array(StoreHelper),
  /** The newest first, at most `HELPER_ACTIONS_SHOWN`. */
  actions: z.array(HelperActionEntry),
});
export type StoreHelpersAnswer = z.infer<typeof StoreHelpersAnswer>;
export const HELPER_ACTIONS_SHOWN = 50;

export const InviteHelperAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  helper: StoreHelper,
  /** The invitation's token, shown this once, for the owner to share (by WhatsApp for a phone). */
  token: z.string(),
  /** Whether an e-mail with the link went out (an e-mail invitation, when the shop can send mail). */
  mailed: z.boolean(),
});
export type InviteHelperAnswer = z.infer<typeof InviteHelperAnswer>;

/** A store the signed-in seller helps, with what her role lets her do there. */
export const HelpedStore = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  ownerName: z.string(),
  role: z.enum(HELPER_ROLES),
});
export type HelpedStore = z.infer<typeof HelpedStore>;

export const AcceptHelperAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  store: HelpedStore,
});

export const HelpedStoresAnswer = z.object({ success: z.literal(true), stores: z.array(HelpedStore) });
export type HelpedStoresAnswer = z.infer<typeof HelpedStoresAnswer>;
