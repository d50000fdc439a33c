import { rupeesToPaisa } from "@marketplace/shared/money";
import type { OrderStatus, PaymentStatus } from "@marketplace/shared/order-statuses";
import { PlaceOrderInput } from "@marketplace/shared/orders-contracts";
import { acceptedPaymentMethods, PaymentDetailsInput } from "@marketplace/shared/payment-details";
import { storeSlug } from "@marketplace/shared/slug";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import type { Database, Executor } from "../db/create-db.ts";
import * as t from "../db/schema/index.ts";
import { paymentDetailsValues } from "../db/store-payment-details.ts";
import { hashPassword } from "../modules/auth/password-hashing.ts";
import { type ImageStorage, type StoredImage, storeImage } from "../modules/media/image-storage.ts";
import { claimUploads, recordUpload } from "../modules/media/pending-uploads.service.ts";
import { confirmOrder } from "../modules/orders/cod-confirmation.service.ts";
import {
  cancelOrderByCustomer,
  updateOrderStatus,
  updatePaymentStatus,
} from "../modules/orders/orders.service.ts";
import { placeOrder } from "../modules/orders/place-order.service.ts";
import { addReview } from "../modules/orders/reviews.service.ts";
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DEMO_PASSWORD,
  DEMO_STORES,
  DEMO_VARIANT_PRODUCTS,
  type DemoVariantProduct,
  PENDING_DEMO_SELLER_EMAIL,
  variantKeys,
} from "./demo-catalog.ts";
import { photosOf, readDemoPhoto } from "./demo-photos.ts";
import { productImage, storeBanner, storeLogo } from "./pattern-images.ts";

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 60 * 60 * 1000);

const EXTRA_CUSTOMERS = [
  { name: "Hina Siddiqui", email: "hina@demo.pk" },
  { name: "Mehwish Raza", email: "mehwish@demo.pk" },
];

const ADDRESSES = [
  {
    city: "Lahore",
    addressLine: "House 12, Street 4, Gulberg III",
    postalCode: "54660",
    phone: "03001112233",
  },
  { city: "Karachi", addressLine: "Flat 7B, Clifton Block 5", postalCode: "75600", phone: "03211112233" },
  { city: "Islamabad", addressLine: "House 3, Street 22, F-7/2", postalCode: "44000", phone: "03331112233" },
];

export interface SeedSummary {
  stores: number;
  products: number;
  orders: number;
}

/** Any number: the advisory lock that lets one server process at a time decide to seed. */
const SEED_LOCK = 7_212_026;

/**
 * Seeds the demo marketplace when the database has no stores yet; returns null when it did nothing.
 * One transaction: a server killed half-way leaves no half demo, and the next start seeds it whole.
 * Two processes starting on one empty PostgreSQL database seed it once (the second waits, then
 * finds the stores).
 */
export async function seedDemoDataIfEmpty(
  db: Database,
  storage: ImageStorage,
  onStart: () => void = () => {},
): Promise<SeedSummary | null> {
  // A cheap look first, so a database that has its stores draws no pictures.
  if (await hasStores(db)) return null;
  onStart();
  const pictures = await drawDemoPictures(db, storage);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    // Another process seeded meanwhile: these pictures stay pending, and the sweep removes them.
    if (await hasStores(tx)) return null;
    return seedDemoData(tx, pictures);
  });
}

async function hasStores(db: Executor): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.stores);
  return (row?.n ?? 0) > 0;
}

/** The demo's pictures, drawn and stored before its rows, each known to the sweep before it exists. */
export interface DemoPictures {
  /** The id each demo seller will have: her pictures are her uploads until her products hold them. */
  sellerIds: string[];
  stores: {
    logo: StoredImage;
    banner: StoredImage;
    products: StoredImage[][];
    /** The pictures of each of the store's products in sizes and colours, in DEMO_VARIANT_PRODUCTS' order. */
    variantProducts: StoredImage[][];
  }[];
}

/** The demo's products in sizes and colours that a store sells, in DEMO_VARIANT_PRODUCTS' order. */
const variantProductsOf = (storeIndex: number): DemoVariantProduct[] =>
  DEMO_VARIANT_PRODUCTS.filter((product) => product.storeIndex === storeIndex);

/**
 * Draws and stores every demo picture outside the seed's transaction, each noted as a pending upload
 * of its seller before its files are written (issue 37): a first start killed mid-seed leaves only
 * pending uploads, which the sweep removes, never files that nothing knows of. The seed then takes
 * them as a product save takes uploads.
 */
export async function drawDemoPictures(db: Database, storage: ImageStorage): Promise<DemoPictures> {
  const sellerIds = DEMO_STORES.map(() => uuidv7());
  const stores = await Promise.all(
    DEMO_STORES.map(async (demo, storeIndex) => {
      const sellerId = sellerIds[storeIndex] as string;
      const note = (image: StoredImage) => recordUpload(db, sellerId, image);
      const store = (folder: "stores" | "products", png: Buffer) =>
        storeImage(storage, folder, png, undefined, note);
      const [logo, banner] = await Promise.all([
        storeLogo(storeIndex, demo.palette).then((png) => store("stores", png)),
        storeBanner(storeIndex + 2, demo.palette).then((png) => store("stores", png)),
      ]);
      // A product with a real photograph shows it (demo-photos.ts); the others show drawn tiles.
      const photographs = (name: string) =>
        Promise.all(
          photosOf(name).map((file) => readDemoPhoto(file).then((jpeg) => store("products", jpeg))),
        );
      const products = await Promise.all(
        demo.products.map((item, productIndex) => {
          if (photosOf(item.name).length > 0) return photographs(item.name);
          const kind = storeIndex + productIndex;
          const imageCount = productIndex % 3 === 0 ? 2 : 1;
          return Promise.all(
            Array.from({ length: imageCount }, (_, n) =>
              productImage(kind + n * 3, demo.palette).then((png) => store("products", png)),
            ),
          );
        }),
      );
      const variantProducts = await Promise.all(
        variantProductsOf(storeIndex).map((item, n) =>
          photosOf(item.name).length > 0
            ? photographs(item.name)
            : productImage(storeIndex + demo.products.length + n, demo.palette).then((png) =>
                store("products", png).then((image) => [image]),
              ),
        ),
      );
      return { logo, banner, products, variantProducts };
    }),
  );
  return { sellerIds, stores };
}

/** Empties every table, for `npm run seed -- --reset`. */
export async function clearDatabase(db: Executor): Promise<void> {
  await db.execute(
    sql`TRUNCATE ledger_entries, settlements, store_balances, product_reports, reviews, order_events, order_items, orders, idempotency_keys, product_images, products, store_views, stores, password_resets, sellers, customers, contact_messages, admin_audit, admins CASCADE`,
  );
}

/**
 * Seeds the demo into `db`, the transaction that seeds it whole or not at all, with the pictures
 * `drawDemoPictures` stored beforehand (it takes them out of the pending uploads as it goes).
 */
export async function seedDemoData(db: Database, pictures: DemoPictures): Promise<SeedSummary> {
  // One hash for every demo account: they share the published demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // The demo admin may already exist (created before the demo was seeded): it is kept as it is.
  await db
    .insert(t.admins)
    .values({ ...DEMO_ADMIN, passwordHash })
    .onConflictDoNothing();

  const customerRows = await db
    .insert(t.customers)
    .values(
      [DEMO_CUSTOMER, ...EXTRA_CUSTOMERS].map((c, i) => ({ ...c, passwordHash, createdAt: daysAgo(60 - i) })),
    )
    .returning();

  const productRows: SeedProduct[] = [];
  let storeCount = 0;
  let variantProductCount = 0;
  /** Past orders are paid by wallet only where the store takes wallets. */
  const walletStores = new Map<string, boolean>();
  const sellerOf = new Map<string, string>();
  for (const [storeIndex, demo] of DEMO_STORES.entries()) {
    const sellerId = pictures.sellerIds[storeIndex];
    const drawn = pictures.stores[storeIndex];
    if (!sellerId || !drawn) throw new Error(`no pictures drawn for demo store ${storeIndex}`);
    const { logo, banner } = drawn;
    const [seller] = await db
      .insert(t.sellers)
      // The demo's sellers have been checked and show the verified badge (decision 0018), but one.
      .values({
        id: sellerId,
        ...demo.owner,
        passwordHash,
        status: demo.owner.email === PENDING_DEMO_SELLER_EMAIL ? "pending" : "verified",
        // Their identity was checked too (issue 30): their listings are public whatever the setting.
        kycStatus: "approved",
        createdAt: daysAgo(90 - storeIndex),
      })
      .returning();
    if (!seller) throw new Error("seller insert returned nothing");
    const taken = await claimUploads(db, seller.id, [
      logo,
      banner,
      ...drawn.products.flat(),
      ...drawn.variantProducts.flat(),
    ]);
    if (taken.missing.length + taken.foreign.length > 0) throw new Error("a demo picture is gone");
    const paymentDetails = PaymentDetailsInput.parse(demo.paymentDetails ?? {});
    const [store] = await db
      .insert(t.stores)
      .values({
        sellerId: seller.id,
        name: demo.name,
        slug: storeSlug(demo.name),
        category: demo.category,
        description: demo.description,
        contactPhone: demo.owner.phone,
        contactEmail: demo.owner.email,
        // The demo makers publish their phone and e-mail to shoppers (issue 34, item 8).
        showContact: true,
        facebook: `https://facebook.com/${storeSlug(demo.name)}`,
        instagram: `https://instagram.com/${storeSlug(demo.name).replaceAll("-", "")}`,
        location: demo.location,
        logoUrl: logo.url,
        bannerUrl: banner.url,
        ...paymentDetailsValues(paymentDetails),
        createdAt: daysAgo(80 - storeIndex * 3),
      })
      .returning();
    if (!store) throw new Error("store insert returned nothing");
    storeCount++;
    sellerOf.set(store.id, seller.id);
    walletStores.set(store.id, acceptedPaymentMethods(paymentDetails).includes("Mobile Wallet"));

    for (const [productIndex, item] of demo.products.entries()) {
      const images = drawn.products[productIndex] ?? [];
      const createdAt = daysAgo(50 - storeIndex * 4 - productIndex, productIndex);
      // Some sales end in a few days, so the sale end date shows on product pages.
      const saleEndsAt =
        item.salePrice && productIndex % 2 === 0 ? new Date(Date.now() + (5 + storeIndex) * DAY) : null;
      const [product] = await db
        .insert(t.products)
        .values({
          storeId: store.id,
          name: item.name,
          description: item.description,
          category: item.category,
          pricePaisa: rupeesToPaisa(item.price),
          salePricePaisa: item.salePrice ? rupeesToPaisa(item.salePrice) : null,
          saleEndsAt,
          quantity: item.quantity,
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      if (!product) throw new Error("product insert returned nothing");
      await db
        .insert(t.productImages)
        .values(images.map((img, position) => ({ productId: product.id, position, ...img })));
      productRows.push(product);
    }
    variantProductCount += await seedVariantProducts(db, store.id, storeIndex, drawn.variantProducts);
  }

  const orderCount = await seedOrders(db, customerRows, productRows, walletStores, sellerOf);
  await restateBalancesAfter(db);

  // One open report for the console's queue: a customer other than the published demo customer's,
  // so an e2e story that reports a listing as her is never refused as a second report.
  const reporter = customerRows[1];
  const reported = productRows.at(-1);
  if (reporter && reported) {
    await db.insert(t.productReports).values({
      productId: reported.id,
      customerId: reporter.id,
      reason: "counterfeit",
      details: "The photos look like a factory-made piece, not hand embroidery.",
      createdAt: daysAgo(2),
    });
  }
  return { stores: storeCount, products: productRows.length + variantProductCount, orders: orderCount };
}

type SeedProduct = typeof t.products.$inferSelect;

/**
 * Adds a store's products in sizes and colours, each with one variant per combination of its values
 * and its own stock, as a seller's save writes them. Older than the sixty, so they do not push the
 * demo's newest products off the first page, and no order takes from them.
 */
async function seedVariantProducts(
  db: Executor,
  storeId: string,
  storeIndex: number,
  pictures: StoredImage[][],
): Promise<number> {
  const demos = variantProductsOf(storeIndex);
  for (const [n, item] of demos.entries()) {
    const createdAt = daysAgo(75 + n, storeIndex);
    const [product] = await db
      .insert(t.products)
      .values({
        storeId,
        name: item.name,
        description: item.description,
        category: item.category,
        pricePaisa: rupeesToPaisa(item.price),
        quantity: item.quantity,
        options: item.options,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (!product) throw new Error("product insert returned nothing");
    const images = pictures[n] ?? [];
    await db
      .insert(t.productImages)
      .values(images.map((img, position) => ({ productId: product.id, position, ...img })));
    const keys = variantKeys(item.options);
    await db.insert(t.productVariants).values(
      keys.map((key, position) => {
        const values = key.split(" / ");
        const price = item.prices?.[key];
        return {
          productId: product.id,
          storeId,
          options: Object.fromEntries(item.options.map((option, i) => [option.name, values[i] ?? ""])),
          position,
          pricePaisa: price === undefined ? null : rupeesToPaisa(price),
          quantity: item.stock[key] ?? 0,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
  }
  return demos.length;
}

/** What happened to a demo checkout after it was placed, each step through the orders service. */
type Step = { afterDays: number } & (
  | { status: Exclude<OrderStatus, "Pending" | "Cancelled"> }
  | { payment: PaymentStatus }
  | { customerCancels: string }
);

interface OrderPlan {
  customer: number;
  /** Indexes into the demo's in-stock products; one order per store, as every checkout places them. */
  picks: number[];
  /** Paid by Mobile Wallet when every store of the checkout takes it; else Cash on Delivery. */
  wallet: boolean;
  days: number;
  steps: Step[];
  /** The customer's rating of each pick, once delivered. */
  ratings: number[];
}

const delivered = (paidAfterDays: number): Step[] => [
  { status: "Processing", afterDays: 1 },
  { status: "Shipped", afterDays: 2 },
  { status: "Delivered", afterDays: 4 },
  { payment: "Paid", afterDays: paidAfterDays },
];

/** Past checkouts over the last 30 days, in every state, so every screen and chart has real data. */
const ORDER_PLANS: OrderPlan[] = [
  { customer: 0, picks: [0, 4], wallet: false, days: 24, steps: delivered(4), ratings: [5, 4] },
  {
    customer: 0,
    picks: [7],
    wallet: true,
    days: 6,
    steps: [
      { status: "Processing", afterDays: 1 },
      { status: "Shipped", afterDays: 2 },
    ],
    ratings: [],
  },
  { customer: 0, picks: [13, 14], wallet: false, days: 1, steps: [], ratings: [] },
  { customer: 1, picks: [0, 20], wallet: false, days: 18, steps: delivered(4), ratings: [4, 5] },
  {
    customer: 1,
    picks: [26],
    wallet: false,
    days: 3,
    steps: [
      { payment: "Paid", afterDays: 0.2 },
      { status: "Processing", afterDays: 1 },
    ],
    ratings: [],
  },
  { customer: 2, picks: [2, 33], wallet: false, days: 12, steps: delivered(4), ratings: [5, 3] },
  {
    customer: 2,
    picks: [40],
    wallet: false,
    days: 9,
    steps: [
      { status: "Processing", afterDays: 1 },
      { payment: "Paid", afterDays: 1 },
      { customerCancels: "I ordered the wrong size, sorry.", afterDays: 2 },
      { payment: "Refunded", afterDays: 3 },
    ],
    ratings: [],
  },
  { customer: 2, picks: [4, 44], wallet: false, days: 27, steps: delivered(4), ratings: [4, 5] },
];

/**
 * Places the demo's past orders through the orders service, as the API would (prices, stock, one
 * order per store, events), moves them the same way, reviews delivered ones, then dates each order,
 * event and review in the past. `db` is the seed's transaction: each service call nests in it.
 */
async function seedOrders(
  db: Database,
  customers: Array<typeof t.customers.$inferSelect>,
  products: SeedProduct[],
  walletStores: Map<string, boolean>,
  sellerOf: Map<string, string>,
): Promise<number> {
  const inStock = products.filter((p) => p.quantity > 0);
  let made = 0;
  for (const [planIndex, plan] of ORDER_PLANS.entries()) {
    const customer = customers[plan.customer];
    const address = ADDRESSES[planIndex % ADDRESSES.length];
    const picked = plan.picks.flatMap((pick, i) => {
      const product = inStock[pick % inStock.length];
      return product ? [{ product, rating: plan.ratings[i] }] : [];
    });
    if (!customer || !address || picked.length === 0) continue;
    const byWallet = plan.wallet && picked.every(({ product }) => walletStores.get(product.storeId));
    const { body } = await placeOrder(
      db,
      customer.id,
      PlaceOrderInput.parse({
        products: picked.map(({ product }) => ({ product: product.id, quantity: 1 + (planIndex % 2) })),
        shippingAddress: { fullName: customer.name, country: "Pakistan", ...address },
        paymentMethod: byWallet ? "Mobile Wallet" : "Cash on Delivery",
      }),
    );
    const placedAt = daysAgo(plan.days, planIndex);
    const at = (afterDays: number, step: number) =>
      new Date(placedAt.getTime() + afterDays * DAY + step * 60 * 1000);

    for (const placed of body.orders ?? [body.data]) {
      made++;
      const sellerId = sellerOf.get(placed.store_id);
      if (!sellerId) throw new Error("a demo order's store has no seller");
      const dates: Array<{ kind: "status" | "payment" | "confirmation"; to: string; at: Date }> = [
        { kind: "status", to: "Pending", at: placedAt },
      ];
      // A COD order the store went on to send was confirmed by its buyer first (decision 0034); one
      // nobody moved yet still waits for her, as a new order does.
      const sent = plan.steps.some((step) => "status" in step && step.status !== "Processing");
      if (placed.confirmation === "awaiting" && sent) {
        await confirmOrder(db, customer.id, placed._id);
        dates.push({ kind: "confirmation", to: "confirmed", at: at(0.05, 0) });
      }
      for (const [stepIndex, step] of plan.steps.entries()) {
        const when = at(step.afterDays, stepIndex + 1);
        if ("status" in step) {
          const tracking = step.status === "Shipped" ? `TCS${100200300 + planIndex}` : undefined;
          await updateOrderStatus(db, sellerId, placed._id, step.status, tracking);
          dates.push({ kind: "status", to: step.status, at: when });
        } else if ("payment" in step) {
          await updatePaymentStatus(db, sellerId, placed._id, step.payment);
          dates.push({ kind: "payment", to: step.payment, at: when });
        } else {
          await cancelOrderByCustomer(db, customer.id, placed._id, step.customerCancels);
          dates.push({ kind: "status", to: "Cancelled", at: when });
        }
      }

      // Each event of these plans goes to a different value, so (kind, to) names one event.
      for (const date of dates) {
        await db
          .update(t.orderEvents)
          .set({ createdAt: date.at })
          .where(
            and(
              eq(t.orderEvents.orderId, placed._id),
              eq(t.orderEvents.kind, date.kind),
              eq(t.orderEvents.toValue, date.to),
            ),
          );
      }
      const deliveredAt = dates.find((d) => d.kind === "status" && d.to === "Delivered")?.at;
      // The ledger counted the order when it became Delivered and Paid: whichever came later.
      const paidAt = dates.find((d) => d.kind === "payment" && d.to === "Paid")?.at;
      if (deliveredAt && paidAt) {
        const countedAt = deliveredAt > paidAt ? deliveredAt : paidAt;
        await db
          .update(t.ledgerEntries)
          .set({ createdAt: countedAt })
          .where(eq(t.ledgerEntries.orderId, placed._id));
      }
      await db
        .update(t.orders)
        .set({
          createdAt: placedAt,
          updatedAt: dates[dates.length - 1]?.at ?? placedAt,
          ...(deliveredAt ? { deliveredAt } : {}),
        })
        .where(eq(t.orders.id, placed._id));

      if (!deliveredAt) continue;
      for (const item of placed.products) {
        const rating = picked.find(({ product }) => product.id === item.product._id)?.rating;
        if (!rating) continue;
        await addReview(db, customer.id, placed._id, item._id, {
          rating,
          comment:
            rating >= 5 ? "Beautiful work, exactly as pictured." : "Lovely quality, arrived well packed.",
        });
        const reviewedAt = new Date(deliveredAt.getTime() + DAY);
        await db
          .update(t.reviews)
          .set({ createdAt: reviewedAt, updatedAt: reviewedAt })
          .where(eq(t.reviews.orderItemId, item._id));
      }
    }
  }
  return made;
}

/**
 * The demo's orders are placed one plan after another but dated across the last month, so once
 * their ledger entries carry those dates each store's running balances are recomputed in date
 * order, as they would read had the orders happened then. Only the seed rewrites entries: it
 * builds a past that never ran; the totals do not change.
 */
async function restateBalancesAfter(db: Database): Promise<void> {
  const entries = await db
    .select()
    .from(t.ledgerEntries)
    .orderBy(asc(t.ledgerEntries.createdAt), asc(t.ledgerEntries.id));
  const running = new Map<string, number>();
  for (const entry of entries) {
    const balance = (running.get(entry.storeId) ?? 0) + entry.amountPaisa;
    running.set(entry.storeId, balance);
    if (balance !== entry.balanceAfterPaisa) {
      await db
        .update(t.ledgerEntries)
        .set({ balanceAfterPaisa: balance })
        .where(eq(t.ledgerEntries.id, entry.id));
    }
  }
}
