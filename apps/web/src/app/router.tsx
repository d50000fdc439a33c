import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from "react-router";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import type { PageName } from "@/lib/page-paths.ts";
import { RootLayout } from "./layouts/root-layout.tsx";
import { type Page, pageRoute } from "./page-route.ts";
import NotFoundPage from "./pages/not-found-page.tsx";
import { RouteErrorPage } from "./pages/route-error-page.tsx";

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
const CampaignPage: Page = () => import("@/features/catalog/pages/campaign-page.tsx");
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

/**
 * The spec's route table (section 2) as a shopper's browser first knows it, by page name; the
 * addresses are in `lib/page-paths.ts`. The seller's and the console's pages are in
 * `back-office-routes.tsx`, discovered on their first visit (below).
 */
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
  // Conversations (issue 17): the customer's inbox (the seller's is in back-office-routes.tsx).
  [["customerInbox", "customerConversation"], MessagesPage],
  [["store", "oldStoreLink"], StorePage],
  [["product"], ProductPage],
  [["campaign"], CampaignPage],
  [["checkout"], CheckoutPage],
  [["myOrders"], MyOrdersPage],
  [["receipt"], ReceiptPage],
  [["payment"], PaymentResultPage],
  // Returns (issue 27): the buyer's, and asking for one from an order.
  [["myReturns"], MyReturnsPage],
  [["askReturn"], AskReturnPage],
  [["category"], CategoryPage],
  [["allProductsSpec", "allProducts"], AllProductsPage],
  [["wishlist"], WishlistPage],
  [["about"], AboutPage],
  [["contact"], ContactPage],
  [["terms"], TermsPage],
  [["privacy"], PrivacyPage],
];

/** The id of the route whose children are the pages shown inside the site's header and footer. */
export const SITE_PAGES_ID = "site-pages";

/**
 * The route tree: the site's pages (and `morePages` after them), then any other top-level branch.
 * What comes later keeps the ids of what comes before, so the server's full tree and a shopper's
 * smaller one give a server-rendered page the same ids to hydrate.
 */
export function routeTree(morePages: RouteObject[] = [], moreBranches: RouteObject[] = []): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      // While the first page's code arrives in a browser-rendered visit (sign-in, dashboards).
      hydrateFallbackElement: <LoadingState />,
      children: [
        {
          id: SITE_PAGES_ID,
          // Errors inside a page show within the header and footer.
          errorElement: <RouteErrorPage />,
          children: [
            ...ROUTE_TABLE.flatMap(([names, page]) => names.map((name) => pageRoute(name, page))),
            { path: "*", element: <NotFoundPage /> },
            ...morePages,
          ],
        },
      ],
    },
    ...moreBranches,
  ];
}

/** The routes a browser starts with: the shopper's pages only. */
export const routes: RouteObject[] = routeTree();

/**
 * Addresses that may be a seller's or the console's page (React Router ignores case). Their routes,
 * each page's entry and the list of its code's files, are fetched the first time one is visited,
 * so a shopper's page does not carry them (the JavaScript budget, `scripts/js-budget.ts`).
 */
export const BACK_OFFICE_ADDRESS = /^\/(dashboard|addproduct|editproduct|orders|helpers|admin)(\/|$)/i;

/**
 * React Router's route discovery, one per router: adds the back office once, when an address may be
 * in it (a router per test shares this module, so what is known is the router's, not the module's).
 */
export function backOfficeDiscovery(): PatchRoutesOnNavigationFunction {
  let known = false;
  return async ({ path, patch }) => {
    if (known || !BACK_OFFICE_ADDRESS.test(path)) return;
    const { sellerPages, consoleBranch } = await import("./back-office-routes.tsx");
    if (known) return;
    known = true;
    patch(SITE_PAGES_ID, sellerPages);
    patch(null, [consoleBranch]);
  };
}

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: backOfficeDiscovery() });
}
