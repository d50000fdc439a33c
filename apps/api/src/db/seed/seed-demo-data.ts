import { groupBy } from "@marketplace/shared/group-by";
import { rupeesToPaisa } from "@marketplace/shared/money";
import type { OrderStatus, PaymentStatus } from "@marketplace/shared/order-statuses";
import { acceptedPaymentMethods, PaymentDetailsInput } from "@marketplace/shared/payment-details";
import { orderTotals } from "@marketplace/shared/pricing";
import { storeSlug } from "@marketplace/shared/slug";
import { count, sql } from "drizzle-orm";
import { hashPassword } from "../../modules/auth/password-hashing.ts";
import { type ImageStorage, storeImage } from "../../modules/media/image-storage.ts";
import type { Database, Executor } from "../create-db.ts";
import * as t from "../schema/index.ts";
import { paymentDetailsValues } from "../store-payment-details.ts";
import { DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_STORES } from "./demo-catalog.ts";
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
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = await tx.select({ n: count() }).from(t.stores);
    if ((row?.n ?? 0) > 0) return null;
    onStart();
    return seedDemoData(tx, storage);
  });
}

/** Empties every table, for `npm run seed -- --reset`. */
export async function clearDatabase(db: Executor): Promise<void> {
  await db.execute(
    sql`TRUNCATE reviews, order_events, order_items, orders, idempotency_keys, product_images, products, store_views, stores, password_resets, sellers, customers, contact_messages CASCADE`,
  );
}

export async function seedDemoData(db: Executor, storage: ImageStorage): Promise<SeedSummary> {
  // One hash for every demo account: they share the published demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const customerRows = await db
    .insert(t.customers)
    .values(
      [DEMO_CUSTOMER, ...EXTRA_CUSTOMERS].map((c, i) => ({ ...c, passwordHash, createdAt: daysAgo(60 - i) })),
    )
    .returning();

  const productRows: Array<typeof t.products.$inferSelect & { image: string }> = [];
  let storeCount = 0;
  /** Past orders are paid by wallet only where the store takes wallets. */
  const walletStores = new Map<string, boolean>();
  for (const [storeIndex, demo] of DEMO_STORES.entries()) {
    const [seller] = await db
      .insert(t.sellers)
      .values({ ...demo.owner, passwordHash, createdAt: daysAgo(90 - storeIndex) })
      .returning();
    if (!seller) throw new Error("seller insert returned nothing");
    const [logo, banner] = await Promise.all([
      storeLogo(storeIndex, demo.palette).then((png) => storeImage(storage, "stores", png)),
      storeBanner(storeIndex + 2, demo.palette).then((png) => storeImage(storage, "stores", png)),
    ]);
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
    walletStores.set(store.id, acceptedPaymentMethods(paymentDetails).includes("Mobile Wallet"));

    for (const [productIndex, item] of demo.products.entries()) {
      const kind = storeIndex + productIndex;
      const imageCount = productIndex % 3 === 0 ? 2 : 1;
      const images = await Promise.all(
        Array.from({ length: imageCount }, (_, n) =>
          productImage(kind + n * 3, demo.palette).then((png) => storeImage(storage, "products", png)),
        ),
      );
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
      productRows.push({ ...product, image: images[0]?.thumbUrl ?? "" });
    }
  }

  const orderCount = await seedOrders(db, customerRows, productRows, walletStores);
  return { stores: storeCount, products: productRows.length, orders: orderCount };
}

type SeedProduct = typeof t.products.$inferSelect & { image: string };

/** A few past orders in several states, with reviews on delivered ones, so every screen has real data. */
async function seedOrders(
  db: Executor,
  customers: Array<typeof t.customers.$inferSelect>,
  products: SeedProduct[],
  walletStores: Map<string, boolean>,
): Promise<number> {
  const inStock = products.filter((p) => p.quantity > 0);
  const plans: Array<{
    customer: number;
    picks: number[];
    status: OrderStatus;
    payment: PaymentStatus;
    days: number;
    ratings: number[];
  }> = [
    { customer: 0, picks: [0, 4], status: "Delivered", payment: "Paid", days: 24, ratings: [5, 4] },
    { customer: 0, picks: [7], status: "Shipped", payment: "Pending", days: 6, ratings: [] },
    { customer: 0, picks: [13, 14], status: "Pending", payment: "Pending", days: 1, ratings: [] },
    { customer: 1, picks: [0, 20], status: "Delivered", payment: "Paid", days: 18, ratings: [4, 5] },
    { customer: 1, picks: [26], status: "Processing", payment: "Paid", days: 3, ratings: [] },
    { customer: 2, picks: [2, 33], status: "Delivered", payment: "Paid", days: 12, ratings: [5, 3] },
    { customer: 2, picks: [40], status: "Cancelled", payment: "Refunded", days: 9, ratings: [] },
    { customer: 2, picks: [4, 44], status: "Delivered", payment: "Paid", days: 27, ratings: [4, 5] },
  ];
  let made = 0;
  for (const [planIndex, plan] of plans.entries()) {
    const customer = customers[plan.customer];
    const picked = plan.picks.flatMap((pick, i) => {
      const product = inStock[pick % inStock.length];
      return product ? [{ product, rating: plan.ratings[i] }] : [];
    });
    const byStore = groupBy(picked, (line) => line.product.storeId);
    const address = ADDRESSES[planIndex % ADDRESSES.length];
    if (!customer || !address) continue;
    for (const [storeId, lines] of byStore) {
      const items = lines.map(({ product, rating }) => ({
        product,
        rating,
        quantity: 1 + (planIndex % 2),
        unitPaisa: product.salePricePaisa ?? product.pricePaisa,
      }));
      const totals = orderTotals(items);
      const createdAt = daysAgo(plan.days, planIndex);
      const [order] = await db
        .insert(t.orders)
        .values({
          checkoutId: crypto.randomUUID(),
          customerId: customer.id,
          storeId,
          shipFullName: customer.name,
          shipAddressLine: address.addressLine,
          shipCity: address.city,
          shipPostalCode: address.postalCode,
          shipCountry: "Pakistan",
          shipPhone: address.phone,
          paymentMethod:
            planIndex % 3 !== 0 && walletStores.get(storeId) ? "Mobile Wallet" : "Cash on Delivery",
          itemsPaisa: totals.itemsPaisa,
          shippingPaisa: totals.shippingPaisa,
          taxPaisa: totals.taxPaisa,
          totalPaisa: totals.totalPaisa,
          orderStatus: plan.status,
          paymentStatus: plan.payment,
          trackingNumber: ["Shipped", "Delivered"].includes(plan.status) ? `TCS${100200300 + planIndex}` : "",
          deliveredAt: plan.status === "Delivered" ? daysAgo(plan.days - 4) : null,
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      if (!order) continue;
      made++;
      const itemRows = await db
        .insert(t.orderItems)
        .values(
          items.map((i) => ({
            orderId: order.id,
            productId: i.product.id,
            storeId,
            productName: i.product.name,
            productImage: i.product.image,
            unitPricePaisa: i.unitPaisa,
            listPricePaisa: i.product.pricePaisa,
            quantity: i.quantity,
          })),
        )
        .returning();
      const events: Array<{
        kind: "status" | "payment";
        fromValue: string | null;
        toValue: string;
        createdAt: Date;
      }> = [{ kind: "status", fromValue: null, toValue: "Pending", createdAt }];
      if (plan.status !== "Pending") {
        events.push({
          kind: "status",
          fromValue: "Pending",
          toValue: plan.status,
          createdAt: daysAgo(plan.days - 2),
        });
      }
      if (plan.payment !== "Pending") {
        events.push({
          kind: "payment",
          fromValue: "Pending",
          toValue: plan.payment,
          createdAt: daysAgo(plan.days - 2),
        });
      }
      await db.insert(t.orderEvents).values(
        events.map((e) => ({
          orderId: order.id,
          ...e,
          actorRole: e.fromValue === null ? ("customer" as const) : ("seller" as const),
          trackingNumber: e.toValue === "Shipped" || e.toValue === "Delivered" ? order.trackingNumber : null,
        })),
      );
      for (const [i, item] of itemRows.entries()) {
        const rating = items[i]?.rating;
        if (!rating || !item.productId) continue;
        await db.insert(t.reviews).values({
          orderItemId: item.id,
          productId: item.productId,
          customerId: customer.id,
          rating,
          comment:
            rating >= 5 ? "Beautiful work, exactly as pictured." : "Lovely quality, arrived well packed.",
          createdAt: daysAgo(plan.days - 5),
        });
        await db
          .update(t.products)
          .set({
            ratingSum: sql`${t.products.ratingSum} + ${rating}`,
            ratingCount: sql`${t.products.ratingCount} + 1`,
          })
          .where(sql`${t.products.id} = ${item.productId}`);
      }
    }
  }
  return made;
}
