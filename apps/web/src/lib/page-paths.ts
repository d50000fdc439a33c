import type { PathParam } from "react-router";

/**
 * Every page's address pattern, written once (issue 35). The router matches these, the server's
 * page reads are keyed by their names, and the link builders in `app-paths.ts` fill them in. React
 * Router ignores letter case when it matches, so `/allproduct` needs no pattern of its own; only
 * aliases that differ by more than case are listed (the spec's old addresses, section 2).
 */
export const PAGE_PATHS = {
  home: "/",
  allProducts: "/AllProducts",
  allProductsSpec: "/AllProduct",
  category: "/products/category/:category",
  product: "/viewproduct/:productId",
  campaign: "/campaigns/:slug",
  store: "/store/:storeId",
  /** The first client's store links, shared long ago; the server moves them to `store` for good. */
  oldStoreLink: "/dashboard/store/:storeId",
  wishlist: "/wishlist",
  about: "/About",
  contact: "/Contact",
  terms: "/TermsOfService",
  privacy: "/PrivacyPolicy",

  customerLogin: "/customer/login",
  customerSignup: "/customer/signup",
  sellerLogin: "/seller/login",
  sellerSignup: "/seller/signup",
  createStore: "/seller/createStore",
  loginChooser: "/login",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  accountClosed: "/account-closed",

  checkout: "/checkout",
  confirmOrder: "/confirm-order",
  myOrders: "/MyOrders/:userId",
  receipt: "/receipt/:orderId",
  /** Where JazzCash and Easypaisa send her back (issue 29); the API writes the same address. */
  payment: "/payment/:paymentId",
  myReturns: "/returns",
  askReturn: "/returns/new/:orderId",
  customerInbox: "/messages",
  customerConversation: "/messages/:conversationId",

  dashboard: "/dashboard",
  addProduct: "/addproduct",
  addProductToStore: "/addproduct/:storeId",
  editProduct: "/editproduct/:productId",
  storeSettings: "/dashboard/settings/:storeId",
  earnings: "/dashboard/earnings/:storeId",
  vouchers: "/dashboard/vouchers/:storeId",
  storeOrders: "/orders/:storeId",
  sellerReturns: "/dashboard/returns",
  sellerInbox: "/dashboard/messages",
  sellerConversation: "/dashboard/messages/:conversationId",
  /** Her identity check and payout account (issue 30). */
  identity: "/dashboard/identity",
  /** A store's helpers (issue 32, part 4): the owner invites, removes and follows them. */
  helpers: "/dashboard/helpers/:storeId",
  /** Where a helper's invitation link opens (`?token=`); the API's e-mail writes the same address. */
  acceptHelper: "/helpers/accept",

  adminOverview: "/admin",
  adminSellers: "/admin/sellers",
  adminSellerIdentity: "/admin/sellers/:sellerId/identity",
  adminCustomers: "/admin/customers",
  adminCustomer: "/admin/customers/:customerId",
  adminReports: "/admin/reports",
  adminBalances: "/admin/balances",
  adminPayouts: "/admin/payouts",
  adminPayments: "/admin/payments",
  adminStatement: "/admin/balances/:storeId",
  adminReturns: "/admin/returns",
  adminCouriers: "/admin/couriers",
  adminCampaigns: "/admin/campaigns",
  adminSettings: "/admin/settings",
  adminAudit: "/admin/audit",
  adminStaff: "/admin/staff",
} as const;

export type PageName = keyof typeof PAGE_PATHS;

type ParamsOf<Name extends PageName> = Record<PathParam<(typeof PAGE_PATHS)[Name]>, string>;

/**
 * A page's address with its parameters filled in, each one encoded (a category named "Food &
 * Homemade Items" stays one segment). A missing or extra parameter fails typecheck.
 */
export function pagePath<Name extends PageName>(
  name: Name,
  ...[params]: PathParam<(typeof PAGE_PATHS)[Name]> extends never ? [] : [ParamsOf<Name>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  return PAGE_PATHS[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ""));
}

const NAME_BY_PATTERN = new Map<string, PageName>(
  Object.entries(PAGE_PATHS).map(([name, pattern]) => [pattern, name as PageName]),
);

/** The page a route pattern belongs to, for code that starts from a matched route. */
export function pageNamed(pattern: string | undefined): PageName | undefined {
  return pattern === undefined ? undefined : NAME_BY_PATTERN.get(pattern);
}
