import { orderNumber } from "@marketplace/shared/order-number";
import { confirmedCodOrderThroughApi, demoSellerStock, newBuyer } from "../buyers.ts";
import { openSection, signInAsAdmin } from "../console.ts";
import { expect, signIn, test } from "../fixtures.ts";
import { OWN_SERVER_PORT, OWN_SERVER_URL, type OwnServer, startOwnServer } from "../own-server.ts";

/**
 * Issue 28, decisions 0039, 0040 and 0042: a maker books a Leopards pickup from her orders page; the
 * parcel moves on the courier's (simulated) clock and the real tracking job delivers the order; the
 * buyer follows it on My Orders; the operator imports the courier's statement in the console; the
 * maker's Earnings show the sale the courier collected for the marketplace. On a server of the
 * story's own: its simulators on known ports (COURIER_SIMULATOR_PORT) and a tracking round every 2
 * seconds (COURIER_TRACKING_SECONDS), settings the shared server must not have.
 */
const LEOPARDS_PORT = OWN_SERVER_PORT - 2;
const LEOPARDS = `http://127.0.0.1:${LEOPARDS_PORT}`;
/** The Leopards simulator's keys (as the demo sets them for the courier). */
const KEYS = { api_key: "leopards-simulator-key", api_password: "leopards-simulator-password" };

let server: OwnServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer({
    COURIER_SIMULATOR_PORT: String(LEOPARDS_PORT),
    COURIER_TRACKING_SECONDS: "2",
  });
});
test.afterAll(async () => {
  await server?.stop();
});
test.use({ baseURL: OWN_SERVER_URL });

/** Asks the Leopards simulator's API what it says of a parcel, as the courier's API answers anyone with the keys. */
async function leopards(path: string, cn: string, method: "GET" | "POST" = "GET") {
  const query = new URLSearchParams({ ...KEYS, cn_numbers: cn, format: "json" });
  const answer =
    method === "GET"
      ? await fetch(`${LEOPARDS}/api${path}?${query}`)
      : await fetch(`${LEOPARDS}/api${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...KEYS, cn_numbers: cn }),
        });
  expect(answer.ok, `Leopards answers ${path}`).toBe(true);
  return (await answer.json()) as Record<string, Array<Record<string, unknown>>>;
}

const rupees = (amount: number) => `Rs ${amount.toLocaleString("en-PK", { maximumFractionDigits: 2 })}`;

test.describe("a Leopards pickup booked by the maker", () => {
  test("is delivered by the tracking job, followed by the buyer, remitted in the console and shown in Earnings @phone", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const buyer = await newBuyer(request, "Nargis Leopards");
    const { storeId, product } = await demoSellerStock(request, 1);
    const order = await confirmedCodOrderThroughApi(request, buyer.headers, product._id);
    const number = orderNumber(order._id);

    // The maker books a Leopards pickup from her orders page.
    await signIn(page, "seller");
    await page.goto(`/orders/${storeId}`);
    const storeOrder = page.getByRole("listitem", { name: `Order ${number}` });
    await storeOrder.getByLabel("Order status").selectOption("Shipped");
    const prompt = page.getByRole("dialog", { name: "Mark as Shipped" });
    await prompt.getByLabel("Courier").selectOption("leopards");
    await prompt.getByRole("button", { name: "Book pickup" }).click();
    await expect(prompt).toBeHidden();
    await expect(storeOrder.getByLabel("Order status")).toHaveValue("Shipped");
    await expect(storeOrder.getByRole("link", { name: "Track with Leopards" })).toBeVisible();
    const booked = (await (await request.get(`/api/orders/${order._id}`, { headers: buyer.headers })).json())
      .data as { shipment: { consignmentNumber: string; booked: boolean } };
    expect(booked.shipment.booked, "the marketplace booked it").toBe(true);
    const cn = booked.shipment.consignmentNumber;

    // Leopards' clock moves on past delivery (36 h) and its payment (3 days later); the tracking
    // job, on its own, finds the parcel delivered and delivers the order.
    const moved = await fetch(`${LEOPARDS}/__simulator/advance`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ minutes: 5 * 24 * 60 }),
    });
    expect(moved.ok, "the simulator's clock moves").toBe(true);
    await expect
      .poll(
        async () =>
          (await (await request.get(`/api/orders/${order._id}`, { headers: buyer.headers })).json()).data
            .orderStatus,
        { timeout: 30_000, intervals: [1000] },
      )
      .toBe("Delivered");

    // The buyer follows it: the courier's link and its events in her order's timeline.
    await signIn(page, "customer", { email: buyer.email });
    const me = (await (await request.get("/api/auth/profile", { headers: buyer.headers })).json()).user;
    await page.goto(`/MyOrders/${me._id ?? me.id}`);
    const myOrder = page.getByRole("listitem", { name: `Order ${number}` });
    await expect(myOrder.getByRole("link", { name: "Track with Leopards" })).toBeVisible();
    await myOrder.getByText(/^Order history \(\d+\)$/).click();
    await expect(myOrder.getByText("Picked up by the courier")).toBeVisible();
    await expect(myOrder.getByText("Delivered by the courier")).toBeVisible();

    // The courier's statement, from what its API says it collected, charged and paid.
    const tracked = (await leopards("/trackBookedPacket/format/json/", cn, "POST")).packet_list?.[0];
    const charges = (await leopards("/getShippingCharges/format/json/", cn)).data?.[0];
    const payment = (await leopards("/getPaymentDetails/format/json/", cn)).payment_list?.[0];
    expect(payment?.status, "Leopards says it paid").toBe("Paid");
    const cod = Number(tracked?.booked_packet_collect_amount);
    const fee =
      Number(charges?.shipment_charges) +
      Number(charges?.cash_handling_charges) +
      Number(charges?.return_charges);
    const tax = Number(charges?.gst_amount);
    const remitted = Math.round((cod - fee - tax) * 100) / 100;
    const csv = [
      "consignment_number,cod_amount,courier_fee,tax,remitted,reference,paid_on",
      [cn, cod, fee, tax, remitted.toFixed(2), payment?.invoice_cheque_no, payment?.invoice_cheque_date].join(
        ",",
      ),
    ].join("\n");

    // The operator imports it in the console.
    await signInAsAdmin(page);
    await openSection(page, "Couriers");
    const cash = page.getByRole("form", { name: "Import a courier's statement" });
    await cash.getByLabel("Courier").selectOption("leopards");
    await cash
      .getByLabel("Statement (CSV)")
      .setInputFiles({ name: "leopards-statement.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await cash.getByRole("button", { name: "Import statement" }).click();
    await expect(page.getByText("Statement imported")).toBeVisible();
    await expect(page.getByText("1 parcel recorded now")).toBeVisible();
    await expect(page.getByText(`${rupees(remitted)} paid back on the parcels recorded now`)).toBeVisible();

    // The maker's Earnings: the sale, the cash with the courier never hers to hand over.
    await signIn(page, "seller");
    await page.goto(`/dashboard/earnings/${storeId}`);
    const rows = page
      .getByRole("table")
      .getByRole("row")
      .filter({ hasText: `#${number}` });
    // Sale, commission and tax; no "Cash you collected": Leopards holds the cash for the marketplace.
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText("Sale");
    await expect(rows.nth(0)).toContainText(`+${rupees(order.totalPrice)}`);
    await expect(rows.filter({ hasText: "Cash you collected" })).toHaveCount(0);
  });
});
