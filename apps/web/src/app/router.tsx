import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { PAGE_PATHS, type PageName } from "@/lib/page-paths.ts";
import { RootLayout } from "./layouts/root-layout.tsx";
import NotFoundPage from "./pages/not-found-page.tsx";
import { RouteErrorPage } from "./pages/route-error-page.tsx";

/**
 * A page's code, fetched the first time its route matches (one chunk per page). React Router loads
 * it before rendering, on the server as in the browser, so a server-rendered page hydrates with its
 * code already there instead of a loading state (docs/decisions/0022).
 */
type Page = () => Promise<{ default: ComponentType }>;

const HomePage: Page = () => import("@/features/home/pages/home-page.tsx");
const AllProductsPage: Page = () => import("@/features/catalog/pages/all-products-page.tsx");
const CategoryPage: Page = () => import("@/features/catalog/pages/category-page.tsx");
const ProductPage: Page = () => import("@/features/catalog/pages/product-page.tsx");
const StorePage: Page = () => import("@/features/stores/pages/store-page.tsx");
const CustomerLoginPage: Page = () => import("@/features/auth/pages/customer-login-page.tsx");
const CustomerSignupPage: Page = () => import("@/features/auth/pages/customer-signup-page.tsx");
const SellerLoginPage: Page = () => import("@/features/auth/pages/seller-login-page.tsx");
const SellerSignupPage: Page = () => import("@/features/auth/pages/seller-signup-page.tsx");
const CreateStorePage: Page = () => import("@/features/auth/pages/create-store-page.tsx");
const LoginChooserPage: Page = () => import("@/features/auth/pages/login-chooser-page.tsx");
const ForgotPasswordPage: Page = () => import("@/features/auth/pages/forgot-password-page.tsx");
const ResetPasswordPage: Page = () => import("@/features/auth/pages/reset-password-page.tsx");
const AccountClosedPage: Page = () => import("@/features/auth/pages/account-closed-page.tsx");
const ConfirmOrderPage: Page = () => import("@/features/orders/pages/confirm-order-page.tsx");
const DashboardPage: Page = () => import("@/features/dashboard/pages/dashboard-page.tsx");
const AddProductPage: Page = () => import("@/features/dashboard/pages/add-product-page.tsx");
const EditProductPage: Page = () => import("@/features/dashboard/pages/edit-product-page.tsx");
const StoreSettingsPage: Page = () => import("@/features/dashboard/pages/store-settings-page.tsx");
const EarningsPage: Page = () => import("@/features/dashboard/pages/earnings-page.tsx");
const IdentityPage: Page = () => import("@/features/dashboard/pages/identity-page.tsx");
const CampaignPage: Page = () => import("@/features/catalog/pages/campaign-page.tsx");
const VouchersPage: Page = () => import("@/features/dashboard/pages/vouchers-page.tsx");
const HelpersPage: Page = () => import("@/features/dashboard/pages/helpers-page.tsx");
const AcceptHelperPage: Page = () => import("@/features/dashboard/pages/accept-helper-page.tsx");
const StoreOrdersPage: Page = () => import("@/features/orders/pages/store-orders-page.tsx");
const MyOrdersPage: Page = () => import("@/features/orders/pages/my-orders-page.tsx");
const CheckoutPage: Page = () => import("@/features/orders/pages/checkout-page.tsx");
const ReceiptPage: Page = () => import("@/features/orders/pages/receipt-page.tsx");
const PaymentResultPage: Page = () => import("@/features/orders/pages/payment-result-page.tsx");
const AboutPage: Page = () => import("@/features/info/pages/about-page.tsx");
const ContactPage: Page = () => import("@/features/info/pages/contact-page.tsx");
const TermsPage: Page = () => import("@/features/info/pages/terms-page.tsx");
const PrivacyPage: Page = () => import("@/features/info/pages/privacy-page.tsx");
const WishlistPage: Page = () => import("@/features/catalog/pages/wishlist-page.tsx");
const MessagesPage: Page = () => import("@/features/conversations/pages/messages-page.tsx");
const MyReturnsPage: Page = () => import("@/features/returns/pages/my-returns-page.tsx");
const AskReturnPage: Page = () => import("@/features/returns/pages/ask-return-page.tsx");
const SellerReturnsPage: Page = () => import("@/features/returns/pages/seller-returns-page.tsx");
const AdminReturnsPage: Page = () => import("@/features/admin/pages/admin-returns-page.tsx");

const AdminOverviewPage: Page = () => import("@/features/admin/pages/admin-overview-page.tsx");
const AdminSellersPage: Page = () => import("@/features/admin/pages/admin-sellers-page.tsx");
const AdminCustomersPage: Page = () => import("@/features/admin/pages/admin-customers-page.tsx");
const AdminCustomerPage: Page = () => import("@/features/admin/pages/admin-customer-page.tsx");
const AdminReportsPage: Page = () => import("@/features/admin/pages/admin-reports-page.tsx");
const AdminBalancesPage: Page = () => import("@/features/admin/pages/admin-balances-page.tsx");
const AdminStatementPage: Page = () => import("@/features/admin/pages/admin-statement-page.tsx");
const AdminCouriersPage: Page = () => import("@/features/admin/pages/admin-couriers-page.tsx");
const AdminCampaignsPage: Page = () => import("@/features/admin/pages/admin-campaigns-page.tsx");
const AdminSettingsPage: Page = () => import("@/features/admin/pages/admin-settings-page.tsx");
const AdminAuditPage: Page = () => import("@/features/admin/pages/admin-audit-page.tsx");
const AdminStaffPage: Page = () => import("@/features/admin/pages/admin-staff-page.tsx");
const AdminSellerIdentityPage: Page = () => import("@/features/admin/pages/admin-seller-identity-page.tsx");
const AdminPayoutsPage: Page = () => import("@/features/admin/pages/admin-payouts-page.tsx");
const AdminPaymentsPage: Page = () => import("@/features/admin/pages/admin-payments-page.tsx");

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
  ["adminCampaigns", AdminCampaignsPage],
  ["adminSettings", AdminSettingsPage],
  ["adminAudit", AdminAuditPage],
  ["adminStaff", AdminStaffPage],
  ["adminSellerIdentity", AdminSellerIdentityPage],
  ["adminPayouts", AdminPayoutsPage],
  ["adminPayments", AdminPaymentsPage],
];

/** The spec's route table (section 2), by page name; the addresses are in `lib/page-paths.ts`. */
const ROUTE_TABLE: Array<[pages: PageName[], Page: Page]> = [
  [["home"], HomePage],
  [["customerLogin"], CustomerLoginPage],
  [["customerSignup"], CustomerSignupPage],
  [["sellerLogin"], SellerLoginPage],
  [["sellerSignup"], SellerSignupPage],
  [["createStore"], CreateStorePage],
  [["loginChooser"], LoginChooserPage],
  [["forgotPassword"], ForgotPasswordPage],
  [["resetPassword"], ResetPasswordPage],
  [["accountClosed"], AccountClosedPage],
  [["confirmOrder"], ConfirmOrderPage],
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
  // Conversations (issue 17): the customer's inbox, and the seller's in her dashboard.
  [["customerInbox", "customerConversation", "sellerInbox", "sellerConversation"], MessagesPage],
  [["store", "oldStoreLink"], StorePage],
  [["product"], ProductPage],
  [["campaign"], CampaignPage],
  [["checkout"], CheckoutPage],
  [["storeOrders"], StoreOrdersPage],
  [["myOrders"], MyOrdersPage],
  [["receipt"], ReceiptPage],
  [["payment"], PaymentResultPage],
  // Returns (issue 27): the buyer's, asking for one from an order, and the seller's tab.
  [["myReturns"], MyReturnsPage],
  [["askReturn"], AskReturnPage],
  [["sellerReturns"], SellerReturnsPage],
  [["category"], CategoryPage],
  [["allProductsSpec", "allProducts"], AllProductsPage],
  [["wishlist"], WishlistPage],
  [["about"], AboutPage],
  [["contact"], ContactPage],
  [["terms"], TermsPage],
  [["privacy"], PrivacyPage],
];

function pageRoute(name: PageName, page: Page): RouteObject {
  return { path: PAGE_PATHS[name], lazy: async () => ({ Component: (await page()).default }) };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // While the first page's code arrives in a browser-rendered visit (sign-in, dashboards).
    hydrateFallbackElement: <LoadingState />,
    children: [
      {
        // Errors inside a page show within the header and footer.
        errorElement: <RouteErrorPage />,
        children: [
          ...ROUTE_TABLE.flatMap(([names, page]) => names.map((name) => pageRoute(name, page))),
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    // The console's own layout (and its session) is fetched with its first page, never by shoppers.
    lazy: async () => ({ Component: (await import("./layouts/admin-layout.tsx")).AdminLayout }),
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingState />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: ADMIN_ROUTES.map(([name, page]) => pageRoute(name, page)),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
