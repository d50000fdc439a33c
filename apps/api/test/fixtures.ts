import { randomUUID } from "node:crypto";
import type { Category } from "@marketplace/shared/categories";
import { rupeesToPaisa } from "@marketplace/shared/money";
import type { FastifyInstance } from "fastify";
import { admins, customers, productImages, products, sellers, stores } from "../src/db/schema/index.ts";
import { hashPassword } from "../src/modules/auth/password-hashing.ts";

/**
 * Rows for tests, written straight to the database, with tokens signed by the app itself. The
 * password hash is not a real one: these accounts sign in by token only.
 */
const unique = () => randomUUID().slice(0, 8);

/** An address the checkout accepts, for tests that place orders through the API. */
export const SHIPPING_ADDRESS = {
  fullName: "Sana",
  addressLine: "House 1",
  city: "Multan",
  postalCode: "60000",
  country: "Pakistan",
  phone: "03001234567",
};

export async function createCustomer(app: FastifyInstance, name = "Test Customer") {
  const [row] = await app.db
    .insert(customers)
    .values({ name, email: `customer-${unique()}@example.pk`, passwordHash: "fixture" })
    .returning();
  if (!row) throw new Error("no customer");
  return {
    ...row,
    token: await app.signToken({ id: row.id, role: "customer", tokenVersion: row.tokenVersion }),
  };
}

export async function createSeller(app: FastifyInstance, name = "Test Seller") {
  const [row] = await app.db
    .insert(sellers)
    .values({ name, email: `seller-${unique()}@example.pk`, phone: "03001234567", passwordHash: "fixture" })
    .returning();
  if (!row) throw new Error("no seller");
  return {
    ...row,
    token: await app.signToken({ id: row.id, role: "seller", tokenVersion: row.tokenVersion }),
  };
}

/** An admin (decision 0018); `password` gives a real hash, for tests that sign in. */
export async function createAdmin(app: FastifyInstance, options: { name?: string; password?: string } = {}) {
  const passwordHash = options.password ? await hashPassword(options.password) : "fixture";
  const [row] = await app.db
    .insert(admins)
    .values({ name: options.name ?? "Test Admin", email: `admin-${unique()}@example.pk`, passwordHash })
    .returning();
  if (!row) throw new Error("no admin");
  return {
    ...row,
    token: await app.signToken({ id: row.id, role: "admin", tokenVersion: row.tokenVersion }),
  };
}

export async function createStore(app: FastifyInstance, sellerId: string, name = `Store ${unique()}`) {
  const [row] = await app.db
    .insert(stores)
    .values({
      sellerId,
      name,
      slug: name.toLowerCase().replace(/\s+/g, "-"),
      category: "Local Crafts",
      description: "A store made for a test, with a long enough description.",
    })
    .returning();
  if (!row) throw new Error("no store");
  return row;
}

export async function createProduct(
  app: FastifyInstance,
  storeId: string,
  options: {
    name?: string;
    price?: number;
    salePrice?: number | null;
    saleEndsAt?: Date | null;
    quantity?: number;
    category?: Category;
  } = {},
) {
  const [row] = await app.db
    .insert(products)
    .values({
      storeId,
      name: options.name ?? `Product ${unique()}`,
      description: "A handmade product made for a test.",
      category: options.category ?? "Local Crafts",
      pricePaisa: rupeesToPaisa(options.price ?? 500),
      salePricePaisa: options.salePrice == null ? null : rupeesToPaisa(options.salePrice),
      saleEndsAt: options.saleEndsAt ?? null,
      quantity: options.quantity ?? 10,
    })
    .returning();
  if (!row) throw new Error("no product");
  await app.db.insert(productImages).values({
    productId: row.id,
    position: 0,
    url: "/uploads/products/x.webp",
    thumbUrl: "/uploads/products/x-thumb.webp",
  });
  return row;
}
