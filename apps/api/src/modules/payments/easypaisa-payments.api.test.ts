import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentAppPerFile } from "../../../test/payment-fixtures.ts";
import { paymentEvents, payments } from "../../db/schema/index.ts";

const file = paymentAppPerFile();

const paymentRow = async (id: string) =>
  (await file.t.app.db.select().from(payments).where(eq(payments.id, id)))[0];

describe("Easypaisa's hosted checkout (decision 0053)", () => {
  it("goes through both steps; the unsigned return is confirmed by the inquiry before anything is Paid", async () => {
    const w = await file.s.world();
    const orders = await file.s.place(
      w.customer.token,
      w.products.map((p) => p.id),
      "Easypaisa",
    );
    const payment = await file.s.start(
      w.customer.token,
      orders.map((o) => o._id),
      "easypaisa",
    );
    expect(payment.redirect.url).toBe(`${file.sims.accounts.easypaisa.url}/easypay/Index.jsf`);
    expect(payment.redirect.fields).toMatchObject({
      storeId: file.sims.accounts.easypaisa.storeId,
      postBackURL: `http://shop.test/api/payments/easypaisa/${payment._id}/confirm`,
      merchantHashedReq: expect.any(String),
    });
    expect(JSON.stringify(payment.redirect)).not.toContain(file.sims.accounts.easypaisa.hashKey);
    const { answer } = await file.s.payOnEasypaisa(payment.redirect, "pay");
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/payment/${payment._id}`);
    expect(await paymentRow(payment._id)).toMatchObject({ status: "paid" });
    const view = (await file.s.call("GET", `/api/payments/${payment._id}`, w.customer.token)).json();
    expect(view.orders.map((o: { paymentStatus: string }) => o.paymentStatus)).toEqual(["Paid", "Paid"]);
  });

  it("believes no forged success: a return saying 0000 that Easypaisa does not know changes nothing", async () => {
    const w = await file.s.world();
    const [order] = await file.s.place(w.customer.token, [w.products[0]!.id], "Easypaisa");
    const payment = await file.s.start(w.customer.token, [order!._id], "easypaisa");
    const ref = payment.redirect.fields.orderRefNum as string;
    const forged = await file.s.call(
      "GET",
      `/api/payments/easypaisa/${payment._id}/return?status=0000&desc=Success&orderRefNumber=${ref}`,
    );
    expect(forged.statusCode).toBe(303);
    expect(await paymentRow(payment._id)).toMatchObject({ status: "initiated" });
    const notes = (
      await file.t.app.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment._id))
    ).map((e) => e.note);
    expect(notes.join("\n")).toMatch(
      /Unsigned, to confirm by inquiry[\s\S]*Inquiry refused: The inquiry was refused: 0003/,
    );
    // A return naming another payment's reference through this one's address is refused too.
    await file.s.call(
      "GET",
      `/api/payments/easypaisa/${payment._id}/return?status=0000&orderRefNumber=HMOTHER`,
    );
    expect((await paymentRow(payment._id))?.status).toBe("initiated");
  });

  it("refuses a tampered request at Easypaisa's first step and holds a shop token as pending", async () => {
    const w = await file.s.world();
    const [order] = await file.s.place(w.customer.token, [w.products[0]!.id], "Easypaisa");
    const payment = await file.s.start(w.customer.token, [order!._id], "easypaisa");
    const tampered = await fetch(payment.redirect.url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...payment.redirect.fields, amount: "1.0" }).toString(),
    });
    expect(await tampered.text()).toContain("merchantHashedReq does not match the request.");
    const { answer } = await file.s.payOnEasypaisa(payment.redirect, "pending");
    expect(answer.statusCode).toBe(303);
    const view = (await file.s.call("GET", `/api/payments/${payment._id}`, w.customer.token)).json();
    expect(view.payment).toMatchObject({
      status: "pending",
      voucher: { token: expect.stringMatching(/^\d+$/) },
    });
    file.sims.easypaisa.settle(payment.redirect.fields.orderRefNum as string, "paid");
    // Easypaisa's notification names the reference; the inquiry it starts finds it paid.
    const ipn = await file.s.call(
      "GET",
      `/api/payments/easypaisa/ipn?url=${encodeURIComponent(`https://easypay.easypaisa.com.pk/easypay-service/rest/v1/ipn/${payment.redirect.fields.orderRefNum}`)}`,
    );
    expect(ipn.statusCode).toBe(200);
    expect((await paymentRow(payment._id))?.status).toBe("paid");
  });
});
