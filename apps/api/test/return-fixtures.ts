import {
  type RefundInput,
  ReturnAnswer,
  type ReturnDecisionInput,
} from "@marketplace/shared/returns-contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { orders } from "../src/db/schema/index.ts";
import { SHIPPING_ADDRESS } from "./fixtures.ts";
import { deliverOrder, type ledgerWorld, placeLedgerOrder, setPayment } from "./ledger-fixtures.ts";

type World = Awaited<ReturnType<typeof ledgerWorld>>;
const bearer = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

/** Uploads one small photo as `token`'s account (`POST /api/returns/photos`); answers the response. */
export async function uploadReturnPhoto(app: FastifyInstance, token: string | undefined) {
  const png = await sharp({ create: { width: 24, height: 24, channels: 3, background: "#b45309" } })
    .png()
    .toBuffer();
  const boundary = "----hunarmand-return";
  return app.inject({
    method: "POST",
    url: "/api/returns/photos",
    headers: { ...bearer(token), "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="torn.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

/** The url of a photo the buyer uploaded, to name in a return's `images`. */
export async function returnPhoto(app: FastifyInstance, token: string): Promise<string> {
  const res = await uploadReturnPhoto(app, token);
  if (res.statusCode !== 201) throw new Error(`photo not uploaded: ${res.body}`);
  return res.json().images[0].url;
}

/** The order's line ids (one line per product) as the buyer reads them. */
export async function orderLines(app: FastifyInstance, w: World, orderId: string): Promise<string[]> {
  const res = await app.inject({ url: `/api/orders/${orderId}`, headers: bearer(w.customer.token) });
  return res.json().data.products.map((p: { _id: string }) => p._id);
}

export const askReturn = (
  app: FastifyInstance,
  token: string | undefined,
  orderId: string,
  payload: object,
) => app.inject({ method: "POST", url: `/api/orders/${orderId}/returns`, headers: bearer(token), payload });

/** A return of `quantity` units of the order's first line, for damage, without photos; answers its id. */
export async function askedReturn(app: FastifyInstance, w: World, orderId: string, quantity = 1) {
  const [itemId] = await orderLines(app, w, orderId);
  const res = await askReturn(app, w.customer.token, orderId, {
    items: [{ itemId, quantity }],
    reason: "damaged",
    note: "The shawl came torn.",
  });
  if (res.statusCode !== 201) throw new Error(`return not asked: ${res.body}`);
  return ReturnAnswer.parse(res.json()).return._id;
}

export const sellerDecides = (
  app: FastifyInstance,
  token: string | undefined,
  id: string,
  body: ReturnDecisionInput,
) => app.inject({ method: "PUT", url: `/api/returns/${id}`, headers: bearer(token), payload: body });

export const operatorDecides = (
  app: FastifyInstance,
  token: string | undefined,
  id: string,
  body: ReturnDecisionInput,
) => app.inject({ method: "PUT", url: `/api/admin/returns/${id}`, headers: bearer(token), payload: body });

export const returnStep = (
  app: FastifyInstance,
  token: string | undefined,
  id: string,
  step: string,
  payload?: object,
) =>
  app.inject({
    method: "POST",
    url: `/api/returns/${id}/${step}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

export const refund = (app: FastifyInstance, token: string | undefined, id: string, body: RefundInput) =>
  returnStep(app, token, id, "refund", body);

/**
 * A Cash-on-Delivery order waits for its buyer's confirmation before it ships (decision 0034); these
 * tests are about what comes after delivery, so the buyer has confirmed.
 */
export async function buyerConfirmed(app: FastifyInstance, orderId: string) {
  await app.db.update(orders).set({ confirmation: "confirmed" }).where(eq(orders.id, orderId));
}

/** An order of `quantity` units made Delivered and Paid, so its store's ledger counts it. */
export async function countedOrder(
  app: FastifyInstance,
  w: World,
  paymentMethod: "Cash on Delivery" | "Bank Transfer",
  quantity: number,
) {
  const orderId = await placeLedgerOrder(app, w, paymentMethod, quantity);
  await buyerConfirmed(app, orderId);
  if ((await deliverOrder(app, w, orderId)).statusCode !== 200) throw new Error("not delivered");
  if ((await setPayment(app, w, orderId, "Paid")).statusCode !== 200) throw new Error("not paid");
  return orderId;
}

/** A counted order of `quantity` units with an accepted, received return of one: ready to refund. */
export async function receivedReturn(
  app: FastifyInstance,
  w: World,
  paymentMethod: "Cash on Delivery" | "Bank Transfer",
  quantity = 2,
) {
  const orderId = await countedOrder(app, w, paymentMethod, quantity);
  const id = await askedReturn(app, w, orderId);
  const accepted = await sellerDecides(app, w.seller.token, id, { decision: "accept" });
  if (accepted.statusCode !== 200) throw new Error(`not accepted: ${accepted.body}`);
  const received = await returnStep(app, w.seller.token, id, "received");
  if (received.statusCode !== 200) throw new Error(`not received: ${received.body}`);
  return { orderId, id };
}

interface Shop {
  customerToken: string;
  sellerToken: string;
  adminToken: string;
  productId: string;
}

/**
 * A delivered order of six units with a return in each state a step starts from (one unit each),
 * and one unit still free to ask for: for the authorization matrix and the fuzz test.
 */
export async function returnsInEveryState(app: FastifyInstance, shop: Shop) {
  const placed = await app.inject({
    method: "POST",
    url: "/api/orders",
    headers: bearer(shop.customerToken),
    payload: {
      products: [{ product: shop.productId, quantity: 6 }],
      shippingAddress: SHIPPING_ADDRESS,
    },
  });
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
  const order = placed.json().data;
  await buyerConfirmed(app, order._id);
  for (const orderStatus of ["Processing", "Delivered"]) {
    const moved = await app.inject({
      method: "PUT",
      url: `/api/orders/${order._id}/status`,
      headers: bearer(shop.sellerToken),
      payload: { orderStatus },
    });
    if (moved.statusCode !== 200) throw new Error(`order not ${orderStatus}: ${moved.body}`);
  }
  const itemId: string = order.products[0]._id;
  const ask = async () => {
    const res = await askReturn(app, shop.customerToken, order._id, {
      items: [{ itemId, quantity: 1 }],
      reason: "damaged",
    });
    if (res.statusCode !== 201) throw new Error(`return not asked: ${res.body}`);
    return ReturnAnswer.parse(res.json()).return._id;
  };
  const expectOk = (res: { statusCode: number; body: string }) => {
    if (res.statusCode !== 200) throw new Error(`step refused: ${res.body}`);
  };
  const requested = await ask();
  const declined = await ask();
  expectOk(await sellerDecides(app, shop.sellerToken, declined, { decision: "decline" }));
  const escalated = await ask();
  expectOk(await sellerDecides(app, shop.sellerToken, escalated, { decision: "decline" }));
  expectOk(await returnStep(app, shop.customerToken, escalated, "escalate", {}));
  const accepted = await ask();
  expectOk(await sellerDecides(app, shop.sellerToken, accepted, { decision: "accept" }));
  const received = await ask();
  expectOk(await sellerDecides(app, shop.sellerToken, received, { decision: "accept" }));
  expectOk(await returnStep(app, shop.sellerToken, received, "received"));
  return { orderId: order._id as string, itemId, requested, declined, escalated, accepted, received };
}
