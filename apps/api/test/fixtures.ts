import { randomUUID } from "node:crypto";
import type { StaffRole } from "@marketplace/shared/admin-contracts";
import type { Category } from "@marketplace/shared/categories";
import type { KycStatus } from "@marketplace/shared/kyc-contracts";
import { rupeesToPaisa } from "@marketplace/shared/money";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { beforeAll } from "vitest";
import {
  adminAudit,
  admins,
  customers,
  productImages,
  products,
  productVariants,
  sellers,
  stores,
} from "../src/db/schema/index.ts";
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

/** A fuller Lahore address, for tests that send the checkout's form as a shopper fills it in. */
export const LAHORE_ADDRESS = {
  fullName: "Ayesha Khan",
  addressLine: "House 12, Street 4, Gulberg III",
  city: "Lahore",
  postalCode: "54660",
  country: "Pakistan",
  phone: "03001112233",
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

/**
 * A seller whose identity check is approved unless told (issue 30): her listings are public, as every
 * test before the check expected. `kycStatus: "not_submitted"` gives a new seller as sign-up makes her.
 */
export async function createSeller(
  app: FastifyInstance,
  name = "Test Seller",
  options: { kycStatus?: KycStatus } = {},
) {
  const [row] = await app.db
    .insert(sellers)
    .values({
      name,
      email: `seller-${unique()}@example.pk`,
      phone: "03001234567",
      passwordHash: "fixture",
      kycStatus: options.kycStatus ?? "approved",
    })
    .returning();
  if (!row) throw new Error("no seller");
  return {
    ...row,
    token: await app.signToken({ id: row.id, role: "seller", tokenVersion: row.tokenVersion }),
  };
}

/** An admin (decision 0018); `password` gives a real hash, for tests that sign in. */
/** An admin, an owner unless told (decision 0043), with a token. */
export async function createAdmin(
  app: FastifyInstance,
  options: { name?: string; password?: string; role?: StaffRole } = {},
) {
  const passwordHash = options.password ? await hashPassword(options.password) : "fixture";
  const [row] = await app.db
    .insert(admins)
    .values({
      name: options.name ?? "Test Admin",
      email: `admin-${unique()}@example.pk`,
      passwordHash,
      role: options.role ?? "owner",
    })
    .returning();
  if (!row) throw new Error("no admin");
  return {
    ...row,
    token: await app.signToken({ id: row.id, role: "admin", tokenVersion: row.tokenVersion }),
  };
}

/**
 * The file's admin, made by createAdmin in a `beforeAll` once the file's app (`t`, from
 * testAppForFile) is built; read its token and row inside the tests and later hooks.
 */
export function adminForFile(
  t: { readonly app: FastifyInstance },
  options?: Parameters<typeof createAdmin>[1],
): Pick<Awaited<ReturnType<typeof createAdmin>>, "id" | "name" | "email" | "token"> {
  let made: Awaited<ReturnType<typeof createAdmin>> | undefined;
  beforeAll(async () => {
    made = await createAdmin(t.app, options);
  });
  const current = () => {
    if (!made) throw new Error("The file's admin is made in beforeAll: read it inside a test or a hook.");
    return made;
  };
  return {
    get id() {
      return current().id;
    },
    get name() {
      return current().name;
    },
    get email() {
      return current().email;
    },
    get token() {
      return current().token;
    },
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

/** How many units of a product are in stock now, read from the database. */
export async function productStock(app: FastifyInstance, productId: string) {
  const [row] = await app.db
    .select({ q: products.quantity })
    .from(products)
    .where(eq(products.id, productId));
  return row?.q;
}

/** The admin audit's rows of one action (`account.close`, `staff.role`...) on one target. */
export const auditRows = (app: FastifyInstance, action: string, targetId: string) =>
  app.db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.action, action), eq(adminAudit.targetId, targetId)));

/** One line of an order: units of a product, of one of its variants where it has them. */
export type OrderLine = { product: string; quantity: number; variant?: string | null };

/**
 * The customer's `POST /api/orders` of these lines, to SHIPPING_ADDRESS, Cash on Delivery unless
 * `extra` says otherwise (a payment method, a voucher, notes...), with any further `headers`; the
 * answer as it comes.
 */
export const orderLinesOf = (
  app: FastifyInstance,
  customerToken: string,
  lines: OrderLine[],
  extra: object = {},
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { authorization: `Bearer ${customerToken}`, ...headers },
    payload: {
      products: lines,
      shippingAddress: SHIPPING_ADDRESS,
      paymentMethod: "Cash on Delivery",
      ...extra,
    },
  });

/** orderLinesOf with one line: `quantity` units of one product. */
export const orderOf = (
  app: FastifyInstance,
  customerToken: string,
  productId: string,
  quantity = 1,
  extra: object = {},
) => orderLinesOf(app, customerToken, [{ product: productId, quantity }], extra);

/** A new seller (approved, as createSeller makes her) and her new store. */
export async function createSellerWithStore(app: FastifyInstance, sellerName?: string) {
  const seller = await createSeller(app, sellerName);
  const store = await createStore(app, seller.id);
  return { seller, store };
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

/**
 * A product in sizes (issue 18), each with its stock and, where given, its own price in rupees:
 * `{ S: 2, M: { quantity: 3, price: 900 } }`. The product's quantity is their sum, as the API keeps it.
 */
export async function createProductWithSizes(
  app: FastifyInstance,
  storeId: string,
  sizes: Record<string, number | { quantity: number; price?: number; salePrice?: number }>,
  options: { name?: string; price?: number; salePrice?: number | null } = {},
) {
  const entries = Object.entries(sizes).map(([size, v]) => ({
    size,
    ...(typeof v === "number" ? { quantity: v } : v),
  }));
  const product = await createProduct(app, storeId, {
    name: options.name,
    price: options.price,
    salePrice: options.salePrice,
    quantity: entries.reduce((sum, e) => sum + e.quantity, 0),
  });
  await app.db
    .update(products)
    .set({ options: [{ name: "Size", values: entries.map((e) => e.size) }] })
    .where(eq(products.id, product.id));
  const variants = await app.db
    .insert(productVariants)
    .values(
      entries.map((e, position) => ({
        productId: product.id,
        storeId,
        options: { Size: e.size },
        position,
        quantity: e.quantity,
        pricePaisa: e.price === undefined ? null : rupeesToPaisa(e.price),
        salePricePaisa: e.salePrice === undefined ? null : rupeesToPaisa(e.salePrice),
      })),
    )
    .returning();
  const bySize = Object.fromEntries(variants.map((v) => [v.options.Size as string, v]));
  return { product, variants: bySize };
}

/**
 * Uploads one PNG as the add-product form does (`POST /api/media/images`); its stored URLs. Small and
 * amber unless `image` says otherwise.
 */
export async function uploadImage(
  app: FastifyInstance,
  token: string,
  image: { width?: number; height?: number; background?: string; filename?: string } = {},
): Promise<{ url: string; thumbUrl: string }> {
  const { width = 16, height = 16, background = "#b45309", filename = "a.png" } = image;
  const png = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  const boundary = "----hunarmand";
  const res = await app.inject({
    method: "POST",
    url: "/api/media/images",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  if (res.statusCode !== 201) throw new Error(`upload refused: ${res.body}`);
  return res.json().images[0];
}
