import { HELPER_ACTIONS, HELPER_ROLES } from "@marketplace/shared/store-helpers-contracts";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sellers } from "./accounts.ts";
import { idColumn, oneOf } from "./columns.ts";
import { stores } from "./stores.ts";

const CONTACT_KINDS = ["email", "phone"] as const;

/**
 * A store's helpers (issue 32, part 4; decision 0054). A row starts as an invitation to an e-mail
 * address or a mobile number (only a hash of its link's token is kept) and becomes a helper when a
 * seller account with that address or number accepts it: `helper_id` and `accepted_at` are then
 * set. Removing a helper deletes her row, and the store guard, which reads it on every request,
 * refuses her from the next one.
 */
export const storeHelpers = pgTable(
  "store_helpers",
  {
    id: idColumn(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    role: text("role", { enum: HELPER_ROLES }).notNull(),
    contactKind: text("contact_kind", { enum: CONTACT_KINDS }).notNull(),
    /** Lower-case e-mail, or the number as `03001234567` (`helperContactOf`). */
    contact: text("contact").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    helperId: uuid("helper_id").references(() => sellers.id, { onDelete: "cascade" }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf("store_helpers_role_known", t.role, HELPER_ROLES),
    oneOf("store_helpers_contact_kind_known", t.contactKind, CONTACT_KINDS),
    uniqueIndex("store_helpers_token_unique").on(t.tokenHash),
    /** One membership per helper and store (invitations, not yet anyone's, are NULL and distinct). */
    uniqueIndex("store_helpers_store_helper_unique").on(t.storeId, t.helperId),
    index("store_helpers_helper_idx").on(t.helperId),
  ],
);

/**
 * What helpers did in a store, for its owner; append-only. `helper_id` names the seller account
 * without a foreign key, like an order event's actor: the owner keeps the record after the helper
 * is removed, and a closed account's name reads "Closed account".
 */
export const storeHelperActions = pgTable(
  "store_helper_actions",
  {
    id: idColumn(),
    storeId: uuid("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    helperId: uuid("helper_id").notNull(),
    action: text("action", { enum: HELPER_ACTIONS }).notNull(),
    targetId: uuid("target_id"),
    detail: text("detail").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf("store_helper_actions_action_known", t.action, HELPER_ACTIONS),
    index("store_helper_actions_store_created_idx").on(t.storeId, t.createdAt),
  ],
);
