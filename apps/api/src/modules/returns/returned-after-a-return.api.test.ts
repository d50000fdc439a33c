import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import { productStock } from "../../../test/fixtures.ts";
import { ledgerWorld, moveOrder } from "../../../test/ledger-fixtures.ts";
import {
  askedReturn,
  countedOrder,
  receivedReturn,
  returnStep,
  sellerDecides,
} from "../../../test/return-fixtures.ts";

/** A unit goes back on sale once, whether a received return or the order's own move puts it back. */
const t = testAppForFile();

const stockOf = (productId: string) => productStock(t.app, productId);

describe("stock after a return and the order's own move", () => {
  it("an order marked Returned after a received return gives back only the units not yet back", async () => {
    const w = await ledgerWorld(t.app);
    const before = await stockOf(w.product.id);
    const { orderId } = await receivedReturn(t.app, w, "Bank Transfer", 2);
    expect(await stockOf(w.product.id)).toBeLessThan(before ?? 0);
    expect((await moveOrder(t.app, w, orderId, "Returned")).statusCode).toBe(200);
    expect(await stockOf(w.product.id)).toBe(before);
  });

  it("a return received after the order was marked Returned puts nothing back again", async () => {
    const w = await ledgerWorld(t.app);
    const before = await stockOf(w.product.id);
    const orderId = await countedOrder(t.app, w, "Bank Transfer", 2);
    const id = await askedReturn(t.app, w, orderId);
    expect((await sellerDecides(t.app, w.seller.token, id, { decision: "accept" })).statusCode).toBe(200);
    expect((await moveOrder(t.app, w, orderId, "Returned")).statusCode).toBe(200);
    expect(await stockOf(w.product.id)).toBe(before);
    expect((await returnStep(t.app, w.seller.token, id, "received")).statusCode).toBe(200);
    expect(await stockOf(w.product.id)).toBe(before);
  });
});
