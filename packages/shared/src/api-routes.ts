import { accountRoutes } from "./api-routes/account-routes.ts";
import { adminRoutes } from "./api-routes/admin-routes.ts";
import { authRoutes } from "./api-routes/auth-routes.ts";
import { campaignsRoutes } from "./api-routes/campaigns-routes.ts";
import { catalogRoutes } from "./api-routes/catalog-routes.ts";
import { conversationsRoutes } from "./api-routes/conversations-routes.ts";
import { couriersRoutes } from "./api-routes/couriers-routes.ts";
import { dashboardRoutes } from "./api-routes/dashboard-routes.ts";
import { glossaryRoutes } from "./api-routes/glossary-routes.ts";
import { healthRoutes } from "./api-routes/health-routes.ts";
import { kycRoutes } from "./api-routes/kyc-routes.ts";
import { ledgerRoutes } from "./api-routes/ledger-routes.ts";
import { moderationRoutes } from "./api-routes/moderation-routes.ts";
import { notificationsRoutes } from "./api-routes/notifications-routes.ts";
import { ordersRoutes } from "./api-routes/orders-routes.ts";
import { pagesRoutes } from "./api-routes/pages-routes.ts";
import { paymentsRoutes } from "./api-routes/payments-routes.ts";
import { payoutsRoutes } from "./api-routes/payouts-routes.ts";
import { pushRoutes } from "./api-routes/push-routes.ts";
import { returnsRoutes } from "./api-routes/returns-routes.ts";
import { siteRoutes } from "./api-routes/site-routes.ts";
import { storeHelpersRoutes } from "./api-routes/store-helpers-routes.ts";
import { storesRoutes } from "./api-routes/stores-routes.ts";
import { vouchersRoutes } from "./api-routes/vouchers-routes.ts";

/**
 * Every route of the API, declared once (issue 35, docs/decisions/0050): the API registers each from
 * here (`addRoute`), the web's typed client and its test handlers read their shapes from here, and
 * the server-rendered pages read through the same entries. A route missing here cannot be
 * registered, called or answered in a web test: each of those fails typecheck.
 */
export const apiRoutes = {
  ...accountRoutes,
  ...adminRoutes,
  ...authRoutes,
  ...campaignsRoutes,
  ...catalogRoutes,
  ...conversationsRoutes,
  ...couriersRoutes,
  ...dashboardRoutes,
  ...glossaryRoutes,
  ...healthRoutes,
  ...kycRoutes,
  ...ledgerRoutes,
  ...moderationRoutes,
  ...notificationsRoutes,
  ...ordersRoutes,
  ...pagesRoutes,
  ...paymentsRoutes,
  ...payoutsRoutes,
  ...pushRoutes,
  ...returnsRoutes,
  ...siteRoutes,
  ...storeHelpersRoutes,
  ...storesRoutes,
  ...vouchersRoutes,
};

export type ApiRoutes = typeof apiRoutes;
export type ApiRoute = keyof ApiRoutes;
