import { LedgerAnswer } from "@marketplace/shared/ledger-contracts";
import type { OrderStatus, PaymentMethod, PaymentStatus } from "@marketplace/shared/order-statuses";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { stores } from "../src/db/schema/index.ts";
import { confirmAsBuyer } from "./cod-fixtures.ts";
import { createCustomer, createProduct, createSellerWithStore, orderOf } from "./fixtures.ts";

/**
 * A seller with one store that takes Cash on Delivery and Bank Transfer, a product priced for the
 * issue's worked example (Rs 4,000 of items: free shipping, Rs 200 tax) and a customer to buy it.
 */
export async function ledgerWorld(app: FastifyInstance, options: { price?: number; quantity?: number } = {}) {
  const { seller, store } = await createSellerWithStore(app, "Ledger Seller");
  await app.db
    .update(stores)
    .set({
      paymentBankName: "Meezan Bank",
      paymentAccountTitle: "Fatima Bibi",
      paymentIban: "PK36SCBL0000001123456702",
    })
    .where(eq(stores.id, store.id));
  const product = await createProduct(app, store.id, {
    price: options.price ?? 4000,
    quantity: options.quantity ?? 100,
  });
  const customer = await createCustomer(app);
  return { seller, store, product, customer };
}

type World = Awaited<ReturnType<typeof ledgerWorld>>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Places one order of the world's product through the API; answers its id. */
export async function placeLedgerOrder(
  app: FastifyInstance,
  w: World,
  paymentMethod: PaymentMethod = "Cash on Delivery",
  quantity = 1,
): Promise<string> {
  const res = await orderOf(app, w.customer.token, w.product.id, quantity, { paymentMethod });
  if (res.statusCode !== 201) throw new Error(`order not placed: ${res.body}`);
  // A COD buyer confirms before the store may ship (decision 0034); the ledger follows what comes after.
  await confirmAsBuyer(app, w.customer.token, res.json().data);
  return res.json().data._id;
}

export const moveOrder = (app: FastifyInstance, w: World, orderId: string, status: OrderStatus) =>
  app.inject({
    method: "PUT",
    url: `/api/orders/${orderId}/status`,
    headers: bearer(w.seller.token),
    payload: { orderStatus: status },
  });

export const setPayment = (app: FastifyInstance, w: World, orderId: string, paymentStatus: PaymentStatus) =>
  app.inject({
    method: "PUT",
    url: `/api/orders/${orderId}/payment`,
    headers: bearer(w.seller.token),
    payload: { paymentStatus },
  });

/**
 * Makes an order Delivered the way a seller does: accepted (Processing) first, since a Pending order
 * cannot be marked Delivered (issue 34). Answers the last move's response.
 */
export async function deliverOrder(app: FastifyInstance, w: World, orderId: string) {
  const accepted = await moveOrder(app, w, orderId, "Processing");
  if (accepted.statusCode !== 200) return accepted;
  return moveOrder(app, w, orderId, "Delivered");
}

/** Places an order and makes it Delivered and Paid, so its store's ledger counts it. */
export async function deliveredAndPaid(app: FastifyInstance, w: World, paymentMethod: PaymentMethod) {
  const orderId = await placeLedgerOrder(app, w, paymentMethod);
  const moved = await deliverOrder(app, w, orderId);
  if (moved.statusCode !== 200) throw new Error(`order not delivered: ${moved.body}`);
  const paid = await setPayment(app, w, orderId, "Paid");
  if (paid.statusCode !== 200) throw new Error(`order not paid: ${paid.body}`);
  return orderId;
}

export async function readLedger(app: FastifyInstance, w: World, query = "") {
  const res = await app.inject({
    url: `/api/seller/stores/${w.store.id}/ledger${query}`,
    headers: bearer(w.seller.token),
  });
  if (res.statusCode !== 200) throw new Error(`ledger not read: ${res.body}`);
  return LedgerAnswer.parse(res.json());
}
