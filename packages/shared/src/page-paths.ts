/**
 * Every page's address pattern, written once (issue 35), shared by the web and the API (issue 32):
 * the web's router matches these, the server's page reads are keyed by their names, and the link
 * builders of the web (`apps/web/src/lib/app-paths.ts`) and the API's notices, e-mails and pushes
 * fill them in with `pagePath`. React Router ignores letter case when it matches, so `/allproduct`
 * needs no pattern of its own; only aliases that differ by more than case are listed (the spec's old
 * addresses, section 2).
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
  /** One order of her store (issue 32): a push or the bell for a new order or a cancellation opens it. */
  storeOrder: "/orders/:storeId/:orderId",
  sellerReturns: "/dashboard/returns",
  /** One return of her stores (issue 32): a push or the bell for a return opens it. */
  sellerReturn: "/dashboard/returns/:returnId",
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
  adminGlossary: "/admin/glossary",
  adminCampaigns: "/admin/campaigns",
  adminSettings: "/admin/settings",
  adminAudit: "/admin/audit",
  adminStaff: "/admin/staff",
} as const;

export type PageName = keyof typeof PAGE_PATHS;

/** The `:name` parameters of a pattern (React Router's `PathParam`, for this table's plain patterns). */
export type PathParam<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParam<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

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
