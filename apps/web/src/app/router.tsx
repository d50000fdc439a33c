import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { AdminLayout } from "./layouts/admin-layout.tsx";
import { RootLayout } from "./layouts/root-layout.tsx";
import { RouteErrorPage } from "./pages/route-error-page.tsx";

type Page = LazyExoticComponent<ComponentType>;

const HomePage = lazy(() => import("@/features/home/pages/home-page.tsx"));
const AllProductsPage = lazy(() => import("@/features/catalog/pages/all-products-page.tsx"));
const CategoryPage = lazy(() => import("@/features/catalog/pages/category-page.tsx"));
const ProductPage = lazy(() => import("@/features/catalog/pages/product-page.tsx"));
const StorePage = lazy(() => import("@/features/stores/pages/store-page.tsx"));
const CustomerLoginPage = lazy(() => import("@/features/auth/pages/customer-login-page.tsx"));
const CustomerSignupPage = lazy(() => import("@/features/auth/pages/customer-signup-page.tsx"));
const SellerLoginPage = lazy(() => import("@/features/auth/pages/seller-login-page.tsx"));
const SellerSignupPage = lazy(() => import("@/features/auth/pages/seller-signup-page.tsx"));
const CreateStorePage = lazy(() => import("@/features/auth/pages/create-store-page.tsx"));
const LoginChooserPage = lazy(() => import("@/features/auth/pages/login-chooser-page.tsx"));
const ForgotPasswordPage = lazy(() => import("@/features/auth/pages/forgot-password-page.tsx"));
const ResetPasswordPage = lazy(() => import("@/features/auth/pages/reset-password-page.tsx"));
const DashboardPage = lazy(() => import("@/features/dashboard/pages/dashboard-page.tsx"));
const AddProductPage = lazy(() => import("@/features/dashboard/pages/add-product-page.tsx"));
const EditProductPage = lazy(() => import("@/features/dashboard/pages/edit-product-page.tsx"));
const StoreSettingsPage = lazy(() => import("@/features/dashboard/pages/store-settings-page.tsx"));
const EarningsPage = lazy(() => import("@/features/dashboard/pages/earnings-page.tsx"));
const StoreOrdersPage = lazy(() => import("@/features/orders/pages/store-orders-page.tsx"));
const MyOrdersPage = lazy(() => import("@/features/orders/pages/my-orders-page.tsx"));
const CheckoutPage = lazy(() => import("@/features/orders/pages/checkout-page.tsx"));
const AboutPage = lazy(() => import("@/features/info/pages/about-page.tsx"));
const ContactPage = lazy(() => import("@/features/info/pages/contact-page.tsx"));
const TermsPage = lazy(() => import("@/features/info/pages/terms-page.tsx"));
const PrivacyPage = lazy(() => import("@/features/info/pages/privacy-page.tsx"));
const WishlistPage = lazy(() => import("@/features/catalog/pages/wishlist-page.tsx"));
const NotFoundPage = lazy(() => import("./pages/not-found-page.tsx"));

const AdminOverviewPage = lazy(() => import("@/features/admin/pages/admin-overview-page.tsx"));
const AdminSellersPage = lazy(() => import("@/features/admin/pages/admin-sellers-page.tsx"));
const AdminReportsPage = lazy(() => import("@/features/admin/pages/admin-reports-page.tsx"));
const AdminBalancesPage = lazy(() => import("@/features/admin/pages/admin-balances-page.tsx"));
const AdminStatementPage = lazy(() => import("@/features/admin/pages/admin-statement-page.tsx"));
const AdminSettingsPage = lazy(() => import("@/features/admin/pages/admin-settings-page.tsx"));
const AdminAuditPage = lazy(() => import("@/features/admin/pages/admin-audit-page.tsx"));

/** The operator console (issue 13): its own layout and session; every page needs an admin. */
const ADMIN_ROUTES: Array<[path: string, Page: Page]> = [
  ["/admin", AdminOverviewPage],
  ["/admin/sellers", AdminSellersPage],
  ["/admin/reports", AdminReportsPage],
  ["/admin/balances", AdminBalancesPage],
  ["/admin/balances/:storeId", AdminStatementPage],
  ["/admin/settings", AdminSettingsPage],
  ["/admin/audit", AdminAuditPage],
];

/**
 * The spec's route table (section 2). React Router matches paths ignoring letter case, so
 * `/allproduct`, `/seller/CreateStore` and `/MYORDERS/:userId` need no entry of their own; only
 * aliases that differ by more than case are listed.
 */
const ROUTE_TABLE: Array<[paths: string[], Page: Page]> = [
  [["/"], HomePage],
  [["/customer/login"], CustomerLoginPage],
  [["/customer/signup"], CustomerSignupPage],
  [["/seller/login"], SellerLoginPage],
  [["/seller/signup"], SellerSignupPage],
  [["/seller/createStore"], CreateStorePage],
  [["/login"], LoginChooserPage],
  [["/forgot-password"], ForgotPasswordPage],
  [["/reset-password"], ResetPasswordPage],
  [["/dashboard"], DashboardPage],
  [["/addproduct", "/addproduct/:storeId"], AddProductPage],
  [["/editproduct/:productId"], EditProductPage],
  [["/dashboard/settings/:storeId"], StoreSettingsPage],
  [["/dashboard/earnings/:storeId"], EarningsPage],
  [["/store/:storeId", "/dashboard/store/:storeId"], StorePage],
  [["/viewproduct/:productId"], ProductPage],
  [["/checkout"], CheckoutPage],
  [["/orders/:storeId"], StoreOrdersPage],
  [["/MyOrders/:userId"], MyOrdersPage],
  [["/products/category/:category"], CategoryPage],
  [["/AllProduct", "/AllProducts"], AllProductsPage],
  [["/wishlist"], WishlistPage],
  [["/About"], AboutPage],
  [["/Contact"], ContactPage],
  [["/TermsOfService"], TermsPage],
  [["/PrivacyPolicy"], PrivacyPage],
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Errors inside a page show within the header and footer.
        errorElement: <RouteErrorPage />,
        children: [
          ...ROUTE_TABLE.flatMap(([paths, Page]) => paths.map((path) => ({ path, element: <Page /> }))),
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    element: <AdminLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: ADMIN_ROUTES.map(([path, Page]) => ({ path, element: <Page /> })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
