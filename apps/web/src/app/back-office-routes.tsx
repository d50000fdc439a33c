import type { RouteObject } from "react-router";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import type { PageName } from "@/lib/page-paths.ts";
import { type Page, pageRoute } from "./page-route.ts";
import { RouteErrorPage } from "./pages/route-error-page.tsx";

/*
 * The seller's and the console's pages: a shopper's browser learns of them only when she first goes
 * to one (`backOfficeDiscovery` in router.tsx), and the server knows them from the start
 * (`all-routes.tsx`). Each page's code is still its own chunk, fetched when its route matches.
 */

const DashboardPage: Page = () => import("@/features/dashboard/pages/dashboard-page.tsx");
const AddProductPage: Page = () => import("@/features/dashboard/pages/add-product-page.tsx");
const EditProductPage: Page = () => import("@/features/dashboard/pages/edit-product-page.tsx");
const StoreSettingsPage: Page = () => import("@/features/dashboard/pages/store-settings-page.tsx");
const EarningsPage: Page = () => import("@/features/dashboard/pages/earnings-page.tsx");
const IdentityPage: Page = () => import("@/features/dashboard/pages/identity-page.tsx");
const VouchersPage: Page = () => import("@/features/dashboard/pages/vouchers-page.tsx");
const HelpersPage: Page = () => import("@/features/dashboard/pages/helpers-page.tsx");
const AcceptHelperPage: Page = () => import("@/features/dashboard/pages/accept-helper-page.tsx");
const StoreOrdersPage: Page = () => import("@/features/orders/pages/store-orders-page.tsx");
const MessagesPage: Page = () => import("@/features/conversations/pages/messages-page.tsx");
const SellerReturnsPage: Page = () => import("@/features/returns/pages/seller-returns-page.tsx");

/** The seller's pages, inside the site's header and footer. */
const SELLER_TABLE: Array<[pages: PageName[], Page: Page]> = [
  [["dashboard"], DashboardPage],
  [["addProduct", "addProductToStore"], AddProductPage],
  [["editProduct"], EditProductPage],
  [["storeSettings"], StoreSettingsPage],
  [["earnings"], EarningsPage],
  [["vouchers"], VouchersPage],
  [["identity"], IdentityPage],
  // A store's helpers (issue 32, part 4): the owner's page, and where an invitation's link opens.
  [["helpers"], HelpersPage],
  [["acceptHelper"], AcceptHelperPage],
  // Conversations (issue 17): the seller's inbox in her dashboard.
  [["sellerInbox", "sellerConversation"], MessagesPage],
  // A store's orders, and one of them (where a push or the bell for an order opens, issue 32).
  [["storeOrders", "storeOrder"], StoreOrdersPage],
  // Returns (issue 27): the seller's tab.
  [["sellerReturns", "sellerReturn"], SellerReturnsPage],
];

export const sellerPages: RouteObject[] = SELLER_TABLE.flatMap(([names, page]) =>
  names.map((name) => pageRoute(name, page)),
);

const AdminOverviewPage: Page = () => import("@/features/admin/pages/admin-overview-page.tsx");
const AdminSellersPage: Page = () => import("@/features/admin/pages/admin-sellers-page.tsx");
const AdminCustomersPage: Page = () => import("@/features/admin/pages/admin-customers-page.tsx");
const AdminCustomerPage: Page = () => import("@/features/admin/pages/admin-customer-page.tsx");
const AdminReportsPage: Page = () => import("@/features/admin/pages/admin-reports-page.tsx");
const AdminBalancesPage: Page = () => import("@/features/admin/pages/admin-balances-page.tsx");
const AdminStatementPage: Page = () => import("@/features/admin/pages/admin-statement-page.tsx");
const AdminCouriersPage: Page = () => import("@/features/admin/pages/admin-couriers-page.tsx");
const AdminGlossaryPage: Page = () => import("@/features/admin/pages/admin-glossary-page.tsx");
const AdminCampaignsPage: Page = () => import("@/features/admin/pages/admin-campaigns-page.tsx");
const AdminSettingsPage: Page = () => import("@/features/admin/pages/admin-settings-page.tsx");
const AdminAuditPage: Page = () => import("@/features/admin/pages/admin-audit-page.tsx");
const AdminStaffPage: Page = () => import("@/features/admin/pages/admin-staff-page.tsx");
const AdminSellerIdentityPage: Page = () => import("@/features/admin/pages/admin-seller-identity-page.tsx");
const AdminPayoutsPage: Page = () => import("@/features/admin/pages/admin-payouts-page.tsx");
const AdminPaymentsPage: Page = () => import("@/features/admin/pages/admin-payments-page.tsx");
const AdminReturnsPage: Page = () => import("@/features/admin/pages/admin-returns-page.tsx");

/** The operator console (issue 13): its own layout and session; every page needs an admin. */
const ADMIN_ROUTES: Array<[page: PageName, Page: Page]> = [
  ["adminOverview", AdminOverviewPage],
  ["adminSellers", AdminSellersPage],
  ["adminCustomers", AdminCustomersPage],
  ["adminCustomer", AdminCustomerPage],
  ["adminReports", AdminReportsPage],
  ["adminBalances", AdminBalancesPage],
  ["adminReturns", AdminReturnsPage],
  ["adminStatement", AdminStatementPage],
  ["adminCouriers", AdminCouriersPage],
  ["adminGlossary", AdminGlossaryPage],
  ["adminCampaigns", AdminCampaignsPage],
  ["adminSettings", AdminSettingsPage],
  ["adminAudit", AdminAuditPage],
  ["adminStaff", AdminStaffPage],
  ["adminSellerIdentity", AdminSellerIdentityPage],
  ["adminPayouts", AdminPayoutsPage],
  ["adminPayments", AdminPaymentsPage],
];

/** The console's branch: its own layout (and session), fetched with its first page. */
export const consoleBranch: RouteObject = {
  lazy: async () => ({ Component: (await import("./layouts/admin-layout.tsx")).AdminLayout }),
  errorElement: <RouteErrorPage />,
  hydrateFallbackElement: <LoadingState />,
  children: [
    {
      errorElement: <RouteErrorPage />,
      children: ADMIN_ROUTES.map(([name, page]) => pageRoute(name, page)),
    },
  ],
};
