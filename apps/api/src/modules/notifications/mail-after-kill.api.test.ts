import { randomUUID } from "node:crypto";
import { orderNumber } from "@marketplace/shared/order-number";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DRIVER } from "../../../test/build-test-app.ts";
import { callServer, killHard, openStoreOverHttp, serverDataPerTest } from "../../../test/server-process.ts";
import { type SmtpInbox, startSmtpInbox } from "../../../test/smtp-inbox.ts";

const READY = "Hunarmand marketplace is running";

/**
 * The queue is durable (decision 0029): the real server, killed with SIGKILL after a checkout was
 * answered and before its e-mails went out (the mail server was down), sends them once restarted,
 * each exactly once, as a real SMTP server receives them.
 */
describe(`e-mails queued by a server killed before sending them (${TEST_DRIVER})`, () => {
  const data = serverDataPerTest({ seedDemoData: false, driver: TEST_DRIVER });
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.close());

  it("are sent after the restart, exactly once each", { timeout: 180_000 }, async () => {
    inbox.refuse(true);
    Object.assign(data.env, { SMTP_URL: inbox.url, PUBLIC_URL: "https://shop.example.pk" });
    const first = await data.start();
    await first.printed(READY);

    const { sellerToken, storeId } = await openStoreOverHttp(first);
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "shawl.png");
    const uploaded = await callServer(first, "POST", "/api/media/images", { token: sellerToken, form });
    expect(uploaded.status).toBe(201);
    const product = await callServer(first, "POST", "/api/products", {
      token: sellerToken,
      json: {
        name: "Ajrak Shawl",
        description: "Block-printed by hand in Sindh.",
        price: 2500,
        sale_price: null,
        category: "Traditional Textiles",
        quantity: 5,
        images: [uploaded.body.images[0].url],
        store_id: storeId,
      },
    });
    expect(product.status).toBe(201);
    const email = `ayesha-${randomUUID().slice(0, 8)}@example.pk`;
    const customer = await callServer(first, "POST", "/api/auth/signup", {
      json: { name: "Ayesha Khan", email, password: "secret12" },
    });
    const placed = await callServer(first, "POST", "/api/orders", {
      token: customer.body.token,
      json: {
        products: [{ product: product.body.product._id, quantity: 1 }],
        shippingAddress: {
          fullName: "Ayesha Khan",
          addressLine: "House 12, Street 4",
          city: "Lahore",
          postalCode: "54660",
          country: "Pakistan",
          phone: "03001112233",
        },
      },
    });
    // The checkout is answered at once, whatever the mail server does.
    expect(placed.status).toBe(201);
    const number = orderNumber(placed.body.data._id);

    // The queue tried to send both e-mails and the mail server refused them: they wait for a retry
    // (a moment for the failed tries to be written). Killed now. (A process killed in the middle of
    // sending leaves its job to expire first, QUEUE_TIMING.expireInSeconds later: decision 0029.)
    await inbox.connected(2, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await killHard(first);
    expect(inbox.received).toHaveLength(0);

    inbox.refuse(false);
    const second = await data.start();
    await second.printed(READY);
    const [receipt] = await inbox.mailsTo(email, 1, 60_000);
    expect(receipt?.subject).toBe(`Your order ${number} · Hunarmand`);
    const sellerMails = () => inbox.received.filter((m) => m.subject.startsWith(`New order ${number}`));
    await expect.poll(() => sellerMails().length, { timeout: 60_000, interval: 250 }).toBe(1);

    // Time for any duplicate to arrive: none does.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(await inbox.mailsTo(email)).toHaveLength(1);
    expect(sellerMails()).toHaveLength(1);
    expect(inbox.received).toHaveLength(2);
  });
});
