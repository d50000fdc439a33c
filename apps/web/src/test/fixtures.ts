/*
 * The web tests' one set of fixtures: every user, store, product and order a test shows, shaped by the
 * shared contracts. Each builder types its result by the shared type and runs it through the shared
 * zod schema, so a fixture the server could no longer send fails the test that builds it. A test
 * overrides only what it asserts on.
 */
import { Seller, SellerProfileAnswer, User } from "@marketplace/shared/auth-contracts";
import { LedgerEntry } from "@marketplace/shared/ledger-contracts";
import { Order, OrderEvent, OrderItem } from "@marketplace/shared/orders-contracts";
import { PaymentInstructions } from "@marketplace/shared/payment-instructions";
import {
  type Pagination,
  Product,
  ProductListAnswer,
  ProductReview,
  ProductReviewsAnswer,
  StoreProductsAnswer,
  type StoreStats,
} from "@marketplace/shared/products-contracts";
import { OwnStore, Store, StoreDashboardAnswer, StoreDetails } from "@marketplace/shared/stores-contracts";
import { type CartLine, toCartProduct } from "@/lib/cart-lines.ts";

/** When every fixture was made, unless a test says otherwise. */
export const CREATED_AT = "2025-06-01T07:30:00.000Z";

/** `id` and `_id` are the same value in every answer: an override of either sets both. */
function ids(overrides: { id?: string; _id?: string }, fallback: string) {
  const id = overrides._id ?? overrides.id ?? fallback;
  return { _id: id, id };
}

/** Ayesha, the demo customer. */
export function aUser(overrides: Partial<User> = {}): User {
  return User.parse({
    name: "Ayesha Khan",
    email: "customer@demo.pk",
    createdAt: CREATED_AT,
    ...overrides,
    ...ids(overrides, "u1"),
  } satisfies User);
}

/** Fatima, the demo seller, verified. */
export function aSeller(overrides: Partial<Seller> = {}): Seller {
  return Seller.parse({
    name: "Fatima Bibi",
    email: "seller@demo.pk",
    phone: "03001234567",
    verified: true,
    createdAt: CREATED_AT,
    ...overrides,
    ...ids(overrides, "sel1"),
  } satisfies Seller);
}

/** Fatima's Phulkari House as every visitor reads it: cash and bank transfers accepted. */
export function aStore(overrides: Partial<Store> = {}): Store {
  const contactInfo = overrides.contactInfo ?? { phone: "", email: "" };
  return Store.parse({
    name: "Fatima's Phulkari House",
    slug: "fatimas-phulkari-house",
    category: "Traditional Textiles",
    description: "Hand-embroidered phulkari dupattas and shawls from Lahore.",
    contactInfo,
    // The top-level copies older clients read (API-CONTRACT: the same as contactInfo).
    phone: contactInfo.phone,
    email: contactInfo.email,
    socialLinks: { facebook: "", instagram: "", twitter: "" },
    logo: null,
    banner: null,
    location: "Lahore",
    seller_id: { _id: "sel1", name: "Fatima Bibi", email: "" },
    acceptedPaymentMethods: ["Cash on Delivery", "Bank Transfer"],
    verified: false,
    // A test that gives the store a phone or e-mail means the seller published them.
    showContact: overrides.contactInfo !== undefined,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
    ...ids(overrides, "s1"),
  } satisfies Store);
}

/** `GET /api/stores/:id`'s store: with its rating, the marketplace's return window and its newest reviews. */
export function aStoreDetails({
  rating,
  returnWindowDays,
  recentReviews,
  ...overrides
}: Partial<StoreDetails> = {}): StoreDetails {
  return StoreDetails.parse({
    ...aStore(overrides),
    rating: rating ?? { average: 0, count: 0 },
    returnWindowDays: returnWindowDays ?? 7,
    recentReviews: recentReviews ?? [],
  } satisfies StoreDetails);
}

/** The same store as its owner reads it, with where buyers pay her (nothing entered by default). */
export function anOwnStore({ paymentDetails, ...overrides }: Partial<OwnStore> = {}): OwnStore {
  return OwnStore.parse({
    ...aStore(overrides),
    paymentDetails: paymentDetails ?? {
      bankName: "",
      accountTitle: "",
      iban: "",
      jazzcash: "",
      easypaisa: "",
    },
  } satisfies OwnStore);
}

/** A store as an order or a cart line names it. */
export const FATIMAS_STORE = { _id: "s1", name: "Fatima's Phulkari House" };

/** The store as a product carries it in `store_id`. */
export function productStoreOf(store: Store): Product["store_id"] {
  const { _id, name, slug, category, description, acceptedPaymentMethods, verified } = store;
  return { _id, name, slug, category, description, acceptedPaymentMethods, verified };
}

/** A Phulkari Dupatta at Rs 400 with 50 in stock, from Fatima's store. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  // `image` is the same list as `images`, under the name older clients read.
  const images = overrides.images ?? overrides.image ?? [];
  return Product.parse({
    name: "Phulkari Dupatta",
    description: "Silk-thread phulkari on khaddar.",
    price: 400,
    sale_price: null,
    saleEndingDate: null,
    category: "Traditional Textiles",
    thumbnails: [],
    quantity: 50,
    rating: 0,
    reviewCount: 0,
    options: [],
    variants: [],
    store_id: productStoreOf(aStore({ description: "" })),
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
    images,
    image: images,
    ...ids(overrides, "p1"),
  } satisfies Product);
}

/** `GET /api/products`: one page holding `products`. */
export function aProductList(products: Product[], pagination: Partial<Pagination> = {}): ProductListAnswer {
  return ProductListAnswer.parse({
    success: true,
    message: "",
    products,
    pagination: {
      current_page: 1,
      total_pages: 1,
      total_products: products.length,
      total_is_lower_bound: false,
      products_per_page: 12,
      ...pagination,
    },
  });
}

/** One shopper's review of a product, five stars, of a product without sizes unless told. */
export function aReview(overrides: Partial<ProductReview> = {}): ProductReview {
  return ProductReview.parse({
    _id: "r1",
    author: "Ayesha",
    rating: 5,
    comment: "Warm and soft",
    createdAt: CREATED_AT,
    variant: null,
    ...overrides,
  } satisfies ProductReview);
}

/**
 * `GET /api/products/:id/reviews`: `reviews` on one page, `summary` the product's average and count
 * (none and 0 unless told; the count is the reviews' unless told).
 */
export function aReviewPage(
  reviews: ProductReview[] = [],
  summary: { averageRating?: number; reviewCount?: number } = {},
): ProductReviewsAnswer {
  const reviewCount = summary.reviewCount ?? reviews.length;
  return ProductReviewsAnswer.parse({
    success: true,
    reviews,
    averageRating: summary.averageRating ?? 0,
    reviewCount,
    pagination: { current_page: 1, total_pages: 1, total_reviews: reviewCount },
  });
}

/** `GET /api/products/store/:storeId`: the store's products and the figures over them. */
export function aStoreProductList(
  products: Product[],
  stats: Partial<StoreStats> = {},
  pagination: Partial<Pagination> = {},
): StoreProductsAnswer {
  return StoreProductsAnswer.parse({
    ...aProductList(products, pagination),
    stats: {
      total: products.length,
      inStock: products.filter((product) => product.quantity > 0).length,
      averagePrice: 0,
      averageRating: 0,
      onSale: products.filter((product) => product.sale_price !== null).length,
      ...stats,
    },
  });
}

/** `GET /api/stores/:id/dashboard`: a quiet store unless the test gives figures. */
export function aStoreDashboard(
  stats: Partial<StoreDashboardAnswer["stats"]> = {},
  more: Partial<Omit<StoreDashboardAnswer, "stats">> = {},
): StoreDashboardAnswer {
  return StoreDashboardAnswer.parse({
    success: true,
    stats: {
      totalProducts: 0,
      onSale: 0,
      outOfStock: 0,
      averageRating: 0,
      reviewCount: 0,
      revenue: 0,
      orders: 0,
      pendingOrders: 0,
      views: 0,
      ...stats,
    },
    daily: [],
    topProducts: [],
    lowStock: [],
    ...more,
  });
}

/** A cart line of `aProduct(product)` (by default a Phulkari Dupatta at Rs 400 from Fatima's store). */
export function aCartLine(quantity: number, product: Partial<Product> = {}): CartLine {
  return { quantity, product: toCartProduct(aProduct(product)) };
}

interface OrderItemOptions {
  price: number;
  quantity?: number;
  productId?: string;
  store?: { _id: string; name: string };
  review?: OrderItem["review"];
}

/** One bought item of an order, not yet reviewed. */
export function anOrderItem(
  id: string,
  name: string,
  { price, quantity = 1, productId = "p1", store = FATIMAS_STORE, review = null }: OrderItemOptions,
): OrderItem {
  return OrderItem.parse({
    _id: id,
    product: { _id: productId, name, images: [], price },
    quantity,
    price,
    store_id: store,
    variant: null,
    review,
  } satisfies OrderItem);
}

/** A status change in an order's history, by the customer unless said otherwise. */
export function aStatusEvent(
  id: string,
  from: string | null,
  to: string,
  { by = "customer", at = CREATED_AT, trackingNumber = null, reason = null }: Partial<OrderEvent> = {},
): OrderEvent {
  return OrderEvent.parse({
    _id: id,
    kind: "status",
    from,
    to,
    trackingNumber,
    reason,
    by,
    at,
  } satisfies OrderEvent);
}

/** A pending, unpaid cash order of Fatima's store for Ayesha, with no items or history. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return Order.parse({
    user_id: "u1",
    customer: null,
    store_id: FATIMAS_STORE._id,
    store: FATIMAS_STORE,
    checkoutId: "c1",
    products: [],
    shippingAddress: {
      fullName: "Ayesha Khan",
      addressLine: "House 12",
      city: "Lahore",
      postalCode: "54000",
      country: "Pakistan",
      phone: "03001234567",
    },
    paymentMethod: "Cash on Delivery",
    paymentInstructions: null,
    itemsPrice: 0,
    discountPrice: 0,
    discounts: [],
    shippingPrice: 0,
    taxPrice: 0,
    totalPrice: 0,
    orderStatus: "Pending",
    paymentStatus: "Pending",
    trackingNumber: "",
    notes: "",
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    deliveredAt: null,
    events: [],
    confirmation: "not_needed",
    confirmationDueAt: null,
    paymentDueAt: null,
    buyerHistory: null,
    shipment: null,
    ...overrides,
    ...ids(overrides, "0197a3b2-5c4d-7e8f-9a0b-1c2d3e4f5a6b"),
  } satisfies Order);
}

/** `GET /api/seller/profile` for `seller`, verified unless the test says otherwise (issue 13). */
export function aSellerProfile(
  status: SellerProfileAnswer["status"] = "verified",
  statusReason: string | null = null,
  seller: Seller = aSeller(),
): SellerProfileAnswer {
  const verified = status === "verified";
  return SellerProfileAnswer.parse({
    success: true,
    seller: { ...seller, verified, status, statusReason },
    verified,
    status,
    statusReason,
  } satisfies SellerProfileAnswer);
}

/** One line of a store's statement, on 5 November 2026 unless the test says otherwise. */
export function aLedgerEntry(overrides: Partial<LedgerEntry> & Pick<LedgerEntry, "_id" | "kind" | "amount">) {
  return LedgerEntry.parse({
    orderId: null,
    balanceAfter: overrides.amount,
    createdAt: "2026-11-05T09:00:00.000Z",
    note: "",
    ...overrides,
  } satisfies LedgerEntry);
}

/** Where a bank-transfer buyer pays Fatima Bibi's store: her Standard Chartered IBAN, quoting the order. */
export function bankTransferInstructions(overrides: Partial<PaymentInstructions> = {}): PaymentInstructions {
  return PaymentInstructions.parse({
    method: "Bank Transfer",
    accountTitle: "Fatima Bibi",
    bankName: "Standard Chartered",
    iban: "PK36SCBL0000001123456702",
    jazzcash: null,
    easypaisa: null,
    amount: 890,
    reference: "3E4F5A6B",
    ...overrides,
  } satisfies PaymentInstructions);
}
