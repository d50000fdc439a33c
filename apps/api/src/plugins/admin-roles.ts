import type { StaffRole } from "@marketplace/shared/admin-contracts";
import type { ApiRoute } from "@marketplace/shared/api-routes";

/**
 * Which staff roles may call each /api/admin route (issue 36, decision 0043), written once: the owner
 * may call every route, so she is not listed. `app.requireAdmin` reads this table on every admin
 * request; a route missing from it is refused to everyone but the owner, and a test fails until it is
 * added (admin-roles.api.test.ts), so a new admin route is never open to a role by accident.
 */
const EVERY_STAFF: readonly StaffRole[] = ["operations", "finance"];
const OPERATIONS: readonly StaffRole[] = ["operations"];
const FINANCE: readonly StaffRole[] = ["finance"];
const OWNER_ONLY: readonly StaffRole[] = [];

/** The console's routes in the shared table (decision 0050): a key here that is not one fails typecheck. */
type AdminRoute = Extract<ApiRoute, `${string} /api/admin/${string}`>;

export const ADMIN_ROUTE_ROLES: Readonly<Record<AdminRoute, readonly StaffRole[]>> = {
  // Her own session: signing in (the password is its guard), renewing and signing out everywhere.
  "POST /api/admin/login": EVERY_STAFF,
  "POST /api/admin/session": EVERY_STAFF,
  "POST /api/admin/logout-all": EVERY_STAFF,
  // The overview's figures are the day's shape of the shop, which both sides of it need.
  "GET /api/admin/overview": EVERY_STAFF,

  // Operations: the people (sellers, customers), what is reported and what comes back.
  "GET /api/admin/sellers": OPERATIONS,
  "PUT /api/admin/sellers/:id/status": OPERATIONS,
  "POST /api/admin/sellers/:id/close": OPERATIONS,
  // Sellers' identity checks (issue 30): operations decides; finance reads them to pay the right account.
  "GET /api/admin/sellers/:id/kyc": EVERY_STAFF,
  "PUT /api/admin/sellers/:id/kyc": OPERATIONS,
  "GET /api/admin/customers": OPERATIONS,
  "GET /api/admin/customers/:id": OPERATIONS,
  "PUT /api/admin/customers/:id/refusals": OPERATIONS,
  "POST /api/admin/customers/:id/close": OPERATIONS,
  "GET /api/admin/reports": OPERATIONS,
  "PUT /api/admin/reports/:id": OPERATIONS,
  "PUT /api/admin/products/:id/visibility": OPERATIONS,
  "GET /api/admin/returns": OPERATIONS,
  "PUT /api/admin/returns/:id": OPERATIONS,
  "POST /api/admin/returns/:id/refund": OPERATIONS,
  // Which couriers the shop books; finance reads the list to import a courier's remittance.
  "GET /api/admin/couriers": EVERY_STAFF,
  "POST /api/admin/couriers": OPERATIONS,
  "PUT /api/admin/couriers/:code": OPERATIONS,
  // The search glossary (issue 33): the words buyers find the catalog by, kept with the catalog's
  // moderation by operations; finance has no use for it.
  "GET /api/admin/glossary": OPERATIONS,
  "POST /api/admin/glossary": OPERATIONS,
  "PUT /api/admin/glossary/:id": OPERATIONS,
  "DELETE /api/admin/glossary/:id": OPERATIONS,

  // Finance: the ledger, what is owed and paid, and the couriers' cash.
  "GET /api/admin/balances": FINANCE,
  "GET /api/admin/payments": FINANCE,
  // A late payment flagged for refund: finance refunds it in the provider's portal and marks it here.
  "POST /api/admin/payments/:id/refunded": FINANCE,
  "GET /api/admin/stores/:storeId/ledger": FINANCE,
  "POST /api/admin/settlements": FINANCE,
  "GET /api/admin/courier-cash": FINANCE,
  "POST /api/admin/couriers/:code/remittances": FINANCE,
  // Where sellers pay what they owe (issue 34, item 4): finance keeps them beside the balances.
  "GET /api/admin/settings/accounts": FINANCE,
  "PUT /api/admin/settings/accounts": FINANCE,
  // The weekly payout run (issue 30): finance proposes, reviews, approves and marks lines paid.
  "GET /api/admin/payout-runs": FINANCE,
  "POST /api/admin/payout-runs": FINANCE,
  "PUT /api/admin/payout-runs/:id": FINANCE,
  "GET /api/admin/payout-runs/:id/bank-file.csv": FINANCE,
  "PUT /api/admin/payouts/:id": FINANCE,

  // Campaigns (issue 31): everyone on the staff sees them; making or changing one spends the
  // marketplace's money (what it funds), so that is the owner's.
  "GET /api/admin/campaigns": EVERY_STAFF,
  "POST /api/admin/campaigns": OWNER_ONLY,
  "PUT /api/admin/campaigns/:id": OWNER_ONLY,

  // The owner's alone: the marketplace's own terms (commission, Cash on Delivery rules), the
  // audit log, which records what the staff did, and the staff and their roles.
  "GET /api/admin/settings": OWNER_ONLY,
  "PUT /api/admin/settings": OWNER_ONLY,
  "GET /api/admin/audit": OWNER_ONLY,
  // Who is on the staff and in which role: only an owner gives out roles (the CLI can too).
  "GET /api/admin/staff": OWNER_ONLY,
  "PUT /api/admin/staff/:id/role": OWNER_ONLY,
};

/** The key of a route in the table: its method and its pattern as Fastify names it (`/:id`). */
export function routeKey(method: string, pattern: string): string {
  // Fastify answers HEAD with the GET route: whoever may read it may ask for its headers.
  return `${method === "HEAD" ? "GET" : method} ${pattern}`;
}

/** Whether a member of staff in this role may call the route (method and Fastify pattern). */
export function staffMayCall(role: StaffRole, method: string, pattern: string): boolean {
  if (role === "owner") return true;
  const roles: readonly StaffRole[] | undefined = ADMIN_ROUTE_ROLES[routeKey(method, pattern) as AdminRoute];
  return roles?.includes(role) ?? false;
}

export const ROLE_CANNOT = "Your role cannot do this. Ask the marketplace's owner if you need it.";
