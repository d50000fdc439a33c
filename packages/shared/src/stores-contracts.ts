import { z } from "zod";
import { CATEGORIES } from "./categories.ts";
import { PAYMENT_METHODS } from "./order-statuses.ts";
import { PaymentDetailsInput } from "./payment-details.ts";
import { ProductReview } from "./products-contracts.ts";
import { SearchText } from "./search-contracts.ts";

export const STORE_DESCRIPTION_MIN = 20;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).optional().default("");

/** The store setup form of spec section 5 (step 2), also used to edit a store. */
export const StoreFields = z.object({
  name: z
    .string({ error: "Please enter your store name." })
    .trim()
    .min(1, "Please enter your store name.")
    .max(80, "Store name must be at most 80 characters."),
  category: z.enum(CATEGORIES, { error: "Please select a store category." }),
  description: z
    .string({ error: "Please enter a store description." })
    .trim()
    .min(1, "Please enter a store description.")
    .min(
      STORE_DESCRIPTION_MIN,
      `Store description must be at least ${STORE_DESCRIPTION_MIN} characters long.`,
    )
    .max(2000, "Store description must be at most 2000 characters."),
  location: optionalText(120, "Location"),
  contactInfo: z
    .object({
      phone: optionalText(30, "Phone"),
      email: z
        .string()
        .trim()
        .max(254)
        .refine((v) => v === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "Please enter a valid email address")
        .optional()
        .default(""),
    })
    .optional()
    .default({ phone: "", email: "" }),
  socialLinks: z
    .object({
      facebook: optionalText(200, "Facebook link"),
      instagram: optionalText(200, "Instagram link"),
      twitter: optionalText(200, "Twitter link"),
    })
    .optional()
    .default({ facebook: "", instagram: "", twitter: "" }),
  /**
   * Shoppers see the store's phone and e-mail only when its seller chose to publish them (issue 34,
   * item 8); off until she does.
   */
  showContact: z
    .boolean({ error: "Choose whether to show your phone and e-mail." })
    .optional()
    .default(false),
});

/**
 * A logo or banner as a store save sends it: a data URL of a new image, the URL of the one it has
 * (kept), or null/"" to remove it.
 */
const storeImageField = z
  .string()
  .max(8 * 1024 * 1024, "The image is too large.")
  .nullable()
  .optional();

/** `POST /api/stores`: step 2 of seller signup. The token decides the owner. */
export const CreateStoreInput = StoreFields.extend({
  /** Ignored: the token decides who owns the store. */
  user_id: z.unknown().optional(),
  logo: storeImageField,
  banner: storeImageField,
  paymentDetails: PaymentDetailsInput.optional(),
});
export type CreateStoreInput = z.input<typeof CreateStoreInput>;

/**
 * `PUT /api/stores/:id`: any of the fields; the ones left out stay as they are (so none of them
 * defaults to empty, as it does when a store is opened).
 */
export const UpdateStoreInput = StoreFields.extend({
  location: StoreFields.shape.location.unwrap(),
  contactInfo: StoreFields.shape.contactInfo.unwrap(),
  socialLinks: StoreFields.shape.socialLinks.unwrap(),
  showContact: StoreFields.shape.showContact.unwrap(),
})
  .partial()
  .extend({
    logo: storeImageField,
    banner: storeImageField,
    paymentDetails: PaymentDetailsInput.optional(),
  });
export type UpdateStoreInput = z.input<typeof UpdateStoreInput>;

/**
 * `GET /api/stores/:id`: `visit=false` reads the store for another page (the product page's seller
 * card, issue 34, item 7), so it is not counted as a visit to the store.
 */
export const StoreReadQuery = z.object({
  visit: z.enum(["true", "false"], { error: "Use true or false." }).optional(),
});
export type StoreReadQuery = z.infer<typeof StoreReadQuery>;

/** `GET /api/stores`: by category or name. */
export const StoreListQuery = z.object({
  category: z.string().max(60).optional(),
  search: SearchText.optional(),
});
export type StoreListQuery = z.infer<typeof StoreListQuery>;

/**
 * The contract's Store, with `seller_id` populated, and the payment methods it accepts (never the
 * accounts behind them: those are in `OwnStore` only). The seller's `email` in a public answer is the
 * contact address she published for the store (or empty), never the one she signs in with. A public
 * answer carries the phone and e-mail only when `showContact` is on; otherwise they are empty.
 */
export const Store = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  /** The store's short address (`/store/{slug}`). */
  slug: z.string(),
  category: z.enum(CATEGORIES),
  description: z.string(),
  contactInfo: z.object({ phone: z.string(), email: z.string() }),
  /** `contactInfo.phone`, where the first web client's store page reads it. */
  phone: z.string(),
  /** `contactInfo.email`, where the first web client's store page reads it. */
  email: z.string(),
  socialLinks: z.object({ facebook: z.string(), instagram: z.string(), twitter: z.string() }),
  /** Image URLs, or null when the store has none. */
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  location: z.string(),
  /** Its seller is verified: the Hunarmand team checked her before approving the store (issue 34, item 5). */
  verified: z.boolean(),
  seller_id: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  acceptedPaymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  /** Her choice to publish the phone and e-mail to shoppers (issue 34, item 8). */
  showContact: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Store = z.infer<typeof Store>;

/** The store as its owner reads it (her store list, her saves' answers): with where buyers pay her. */
export const OwnStore = Store.extend({
  paymentDetails: z.object({
    bankName: z.string(),
    accountTitle: z.string(),
    iban: z.string(),
    jazzcash: z.string(),
    easypaisa: z.string(),
  }),
});
export type OwnStore = z.infer<typeof OwnStore>;

export const StoreListAnswer = z.object({ success: z.literal(true), stores: z.array(Store) });
export type StoreListAnswer = z.infer<typeof StoreListAnswer>;

export const MyStoresAnswer = z.object({
  success: z.literal(true),
  count: z.number(),
  stores: z.array(OwnStore),
});
export type MyStoresAnswer = z.infer<typeof MyStoresAnswer>;

/** A review of one of a store's products, on the store's page: the product's review and which product. */
export const StoreReview = ProductReview.extend({ product: z.object({ _id: z.string(), name: z.string() }) });
export type StoreReview = z.infer<typeof StoreReview>;

/** The most recent reviews a store's own answer carries. */
export const STORE_RECENT_REVIEWS = 6;

/**
 * One store, as its page and the product page's seller card read it (issue 34, items 7 and 8): the
 * store, its rating over every review of its products, the marketplace's return window that its
 * orders follow, and its most recent reviews.
 */
export const StoreDetails = Store.extend({
  rating: z.object({ average: z.number(), count: z.number() }),
  /** Days after delivery within which a buyer may ask to return (the marketplace's setting, issue 27). */
  returnWindowDays: z.number(),
  recentReviews: z.array(StoreReview),
});
export type StoreDetails = z.infer<typeof StoreDetails>;

export const StoreAnswer = z.object({ success: z.literal(true), store: StoreDetails });
export type StoreAnswer = z.infer<typeof StoreAnswer>;

/** A store opened or changed: the owner's view of it. */
export const StoreSavedAnswer = z.object({ success: z.literal(true), message: z.string(), store: OwnStore });
export type StoreSavedAnswer = z.infer<typeof StoreSavedAnswer>;

/** `GET /api/stores/:id/dashboard`: the owner's figures for a store. */
export const StoreDashboardAnswer = z.object({
  success: z.literal(true),
  stats: z.object({
    totalProducts: z.number(),
    onSale: z.number(),
    outOfStock: z.number(),
    averageRating: z.number(),
    reviewCount: z.number(),
    revenue: z.number(),
    orders: z.number(),
    pendingOrders: z.number(),
    views: z.number(),
  }),
  daily: z.array(z.object({ date: z.string(), orders: z.number(), revenue: z.number() })),
  topProducts: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      image: z.string().nullable(),
      unitsSold: z.number(),
      revenue: z.number(),
    }),
  ),
  /**
   * What is running out (issue 18): each variant of a product with variants, else the product, with
   * fewer than LOW_STOCK_BELOW left (sold out included), fewest first, at most 20.
   */
  lowStock: z.array(
    z.object({
      /** The product's id. */
      _id: z.string(),
      name: z.string(),
      variant: z.object({ _id: z.string(), options: z.record(z.string(), z.string()) }).nullable(),
      quantity: z.number(),
    }),
  ),
});
export type StoreDashboardAnswer = z.infer<typeof StoreDashboardAnswer>;
