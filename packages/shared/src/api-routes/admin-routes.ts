import { AdminCloseAccountInput, CloseAccountAnswer } from "../account-contracts.ts";
import {
  AdminSellerListAnswer,
  AdminSellerListQuery,
  AuditAnswer,
  AuditQuery,
  OverviewAnswer,
  OverviewQuery,
  SellerStatusAnswer,
  SellerStatusInput,
  SettingsAnswer,
  SettingsInput,
  StaffListAnswer,
  StaffRoleAnswer,
  StaffRoleInput,
} from "../admin-contracts.ts";
import { IdParams } from "../api-answers.ts";
import {
  AdminCustomerAnswer,
  AdminCustomerListAnswer,
  AdminCustomerListQuery,
  ClearRefusalsInput,
} from "../cod-confirmation.ts";
import {
  AdminLedgerAnswer,
  BalancesAnswer,
  LedgerParams,
  LedgerQuery,
  SettlementAnswer,
  SettlementInput,
} from "../ledger-contracts.ts";
import { MarketplaceAccountsAnswer, MarketplaceAccountsInput } from "../marketplace-accounts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

const errors = errorAnswers(400, 401, 403, 429, 503);

/** The admin module's routes (apps/api/src/modules/admin). */
/** The operator closes an account on its owner's request (issue 36, decision 0041), audited. */
const closeOnRequest = (role: "customer" | "seller", refusedWhile: string) => ({
  tags: ["admin"] as const,
  summary: `Close a ${role}'s account on her request, with a reason; audited (account.close). Her personal details are erased as when she closes it herself (decision 0041); refused (409) while ${refusedWhile}`,
  security: signedIn,
  params: IdParams,
  body: AdminCloseAccountInput,
  response: { 200: CloseAccountAnswer, ...errorAnswers(400, 401, 403, 404, 409, 429, 503) },
});

export const adminRoutes = defineRoutes({
  "POST /api/admin/customers/:id/close": closeOnRequest("customer", "her orders are open"),
  "POST /api/admin/sellers/:id/close": closeOnRequest(
    "seller",
    "her stores' orders are open or their balance is not zero",
  ),
  "GET /api/admin/settings/accounts": {
    tags: ["admin"],
    summary: "The marketplace's own accounts, where sellers pay what they owe it (empty until entered)",
    security: signedIn,
    response: { 200: MarketplaceAccountsAnswer, ...errors },
  },
  "PUT /api/admin/settings/accounts": {
    tags: ["admin"],
    summary:
      "Replace the marketplace's accounts (bank and IBAN, JazzCash, Easypaisa, with the account title); checked as a store's own accounts are; audited (settings.accounts, from and to)",
    security: signedIn,
    body: MarketplaceAccountsInput,
    response: { 200: MarketplaceAccountsAnswer, ...errors },
  },
  "GET /api/admin/customers": {
    tags: ["admin"],
    summary:
      "Customers whose name or e-mail holds q, newest first, with their counted refusals and their orders",
    security: signedIn,
    querystring: AdminCustomerListQuery,
    response: { 200: AdminCustomerListAnswer, ...errorAnswers(400, 401, 403, 404, 429, 503) },
  },
  "GET /api/admin/customers/:id": {
    tags: ["admin"],
    summary:
      "A customer with her parcels refused at the door in the last 180 days (since last cleared), her delivered orders, and whether she may pay Cash on Delivery",
    security: signedIn,
    params: IdParams,
    response: { 200: AdminCustomerAnswer, ...errorAnswers(400, 401, 403, 404, 429, 503) },
  },
  "PUT /api/admin/customers/:id/refusals": {
    tags: ["admin"],
    summary: "Clear a customer's refusal count, with a reason; audited (customer.refusals)",
    security: signedIn,
    params: IdParams,
    body: ClearRefusalsInput,
    response: { 200: AdminCustomerAnswer, ...errorAnswers(400, 401, 403, 404, 429, 503) },
  },
  "GET /api/admin/settings": {
    tags: ["admin"],
    summary:
      "The marketplace's settings: the commission every new order keeps, and the Cash-on-Delivery confirmation window (hours) and refusal limit",
    security: signedIn,
    response: { 200: SettingsAnswer, ...errors },
  },
  "PUT /api/admin/settings": {
    tags: ["admin"],
    summary:
      "Set any of: the commission (0 to 50 percent, two decimals) for orders placed from now on, codConfirmationHours (1 to 168, for COD orders placed from now on), codRefusalLimit (0 to 20, 0 = off); audited",
    security: signedIn,
    body: SettingsInput,
    response: { 200: SettingsAnswer, ...errors },
  },
  "GET /api/admin/stores/:storeId/ledger": {
    tags: ["admin"],
    summary:
      "Any store's statement (the owner's ledger), oldest entry first, its balance now and whose it is",
    security: signedIn,
    params: LedgerParams,
    querystring: LedgerQuery,
    response: { 200: AdminLedgerAnswer, ...errorAnswers(400, 401, 403, 404, 429, 503) },
  },
  "GET /api/admin/balances": {
    tags: ["admin"],
    summary: "Every store with ledger activity and its balance, the largest amount either way first",
    security: signedIn,
    response: { 200: BalancesAnswer, ...errors },
  },
  "POST /api/admin/settlements": {
    tags: ["admin"],
    summary: "Record a payout to a store or a remittance from it; never more than is owed",
    security: signedIn,
    body: SettlementInput,
    response: { 201: SettlementAnswer, ...errorAnswers(400, 401, 403, 404, 409, 429, 503) },
  },
  "GET /api/admin/overview": {
    tags: ["admin"],
    summary: "GMV, orders and commission over the last days, with a daily series and what waits",
    security: signedIn,
    querystring: OverviewQuery,
    response: { 200: OverviewAnswer, ...errors },
  },
  "GET /api/admin/audit": {
    tags: ["admin"],
    summary: "Every admin action, newest first, with who did it",
    security: signedIn,
    querystring: AuditQuery,
    response: { 200: AuditAnswer, ...errors },
  },
  "GET /api/admin/staff": {
    tags: ["admin"],
    summary: "Every member of staff with her role, oldest first (owner only)",
    security: signedIn,
    response: { 200: StaffListAnswer, ...errorAnswers(400, 401, 403, 404, 409, 429, 503) },
  },
  "PUT /api/admin/staff/:id/role": {
    tags: ["admin"],
    summary:
      "Give a member of staff another role (owner only); audited (staff.role). Refused (409) for her own role and for the last owner",
    security: signedIn,
    params: IdParams,
    body: StaffRoleInput,
    response: { 200: StaffRoleAnswer, ...errorAnswers(400, 401, 403, 404, 409, 429, 503) },
  },
  "GET /api/admin/sellers": {
    tags: ["admin"],
    summary: "Sellers by status, with a search over name, e-mail and phone",
    security: signedIn,
    querystring: AdminSellerListQuery,
    response: { 200: AdminSellerListAnswer, ...errorAnswers(400, 401, 403, 404, 409, 429, 503) },
  },
  "PUT /api/admin/sellers/:id/status": {
    tags: ["admin"],
    summary: "Verify, suspend (with a reason) or restore a seller; the change is audited",
    security: signedIn,
    params: IdParams,
    body: SellerStatusInput,
    response: { 200: SellerStatusAnswer, ...errorAnswers(400, 401, 403, 404, 409, 429, 503) },
  },
});
