import type { BrowserContext, Page, Request } from "@playwright/test";
import sharp from "sharp";
import { expect, test, waitingForTheApp } from "../fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const EXIF = Buffer.from("Exif\0\0");
const TARGET = 300_000;

/**
 * A phone's photo: 3000×2250, a few megabytes, with the camera's EXIF and the place it was taken
 * (GPS, in Karachi), as a maker's phone writes it.
 */
async function phonePhoto(): Promise<Buffer> {
  const width = 3000;
  const height = 2250;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < raw.length; i += 3) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    raw[i] = ((x * 255) / width + (seed & 63)) & 255;
    raw[i + 1] = ((y * 255) / height + ((seed >> 6) & 63)) & 255;
    raw[i + 2] = ((x ^ y) + ((seed >> 12) & 63)) & 255;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Make: "Phone", Model: "Camera" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "24/1 51/1 36/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "67/1 0/1 36/1",
      },
    })
    .toBuffer();
}

/** The file part of a multipart upload as it went over the wire. */
function uploadedFile(request: Request): Buffer {
  const body = request.postDataBuffer();
  if (!body) throw new Error("The upload had no body.");
  const part = body.indexOf("filename=");
  const start = body.indexOf("\r\n\r\n", part) + 4;
  const end = body.lastIndexOf("\r\n--");
  return body.subarray(start, end);
}

const isUpload = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/media/images";
const isProductSend = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/products";

/** Opens the app again in a new tab of the same phone, as she does from the home screen. */
async function reopen(context: BrowserContext, path: string): Promise<Page> {
  const page = waitingForTheApp(await context.newPage());
  await page.goto(path);
  return page;
}

test.describe("a maker lists a product on a weak connection (issue 32)", () => {
  test("a product written offline survives the app closing, goes once when online, its photo compressed and without its location @phone-only", async ({
    page,
    context,
    request,
    signInAsSeller,
    apiSession,
  }) => {
    test.setTimeout(120_000);
    const seller = await apiSession("seller");
    const stores = await (
      await request.get("/api/stores/seller/my-stores", { headers: seller.headers })
    ).json();
    const storeId = stores.stores[0]._id as string;
    const productsNamed = async (name: string) => {
      const answer = await request.get(`/api/products/store/${storeId}?limit=100&sort=newest`, {
        headers: seller.headers,
      });
      return ((await answer.json()).products as { name: string }[]).filter((p) => p.name === name);
    };

    // The app is installed and its worker controls the page, so it opens without a connection.
    await signInAsSeller();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.goto(`/addproduct/${storeId}`);
    await expect(page.getByLabel("Product name")).toBeVisible();

    // The connection goes while she writes; her photo is kept on the phone.
    await context.setOffline(true);
    await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();
    const name = `Ajrak Shawl written offline ${unique()}`;
    await page.getByLabel("Product name").fill(name);
    await page.getByLabel("Description").fill("Block-printed in indigo and madder, from Bhit Shah.");
    await page.getByLabel("Price (Rs)").fill("3200");
    await page.getByRole("combobox", { name: "Category" }).selectOption("Home Decor");
    await page.getByLabel("Quantity in stock").fill("4");
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(4 * TARGET);
    expect(photo.includes(EXIF)).toBe(true);
    await page
      .getByLabel("Add product images")
      .setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: photo });
    const images = page.getByRole("group", { name: /Product images/ });
    await expect(images.getByText("Will send when online")).toBeVisible();
    await page.waitForTimeout(600);

    // She closes the app, still offline, and opens it again: what she wrote is there.
    await page.close();
    const again = await reopen(context, `/addproduct/${storeId}`);
    await expect(again.getByLabel("Product name")).toHaveValue(name);
    await expect(again.getByLabel("Price (Rs)")).toHaveValue("3200");
    await expect(again.getByRole("img", { name: "Product view 1" })).toBeVisible();
    await again.getByRole("button", { name: "Add Product", exact: true }).click();
    await expect(again).toHaveURL(/\/dashboard$/);
    const outbox = again.getByRole("region", { name: "Products waiting to be sent" });
    await expect(outbox).toContainText(name);
    await expect(outbox).toContainText("Will send when online");
    await again.close();

    // Online again, the first send's answer is lost on the way back: the product was saved, but
    // the phone does not know. It stays waiting.
    await context.setOffline(false);
    const sends: Request[] = [];
    const uploads: Request[] = [];
    let answerLost = false;
    await context.route("**/api/products", async (route) => {
      if (route.request().method() !== "POST" || answerLost) return route.fallback();
      answerLost = true;
      await route.fetch();
      await route.abort("connectionreset");
    });
    const online = waitingForTheApp(await context.newPage());
    online.on("request", (r) => {
      if (isProductSend(r)) sends.push(r);
      if (isUpload(r)) uploads.push(r);
    });
    await online.goto("/dashboard");
    await expect.poll(() => sends.length).toBe(1);
    await expect(online.getByRole("region", { name: "Products waiting to be sent" })).toContainText(
      "Waiting to send",
    );
    expect(await productsNamed(name)).toHaveLength(1);

    // Opened once more, it goes again with the same key, and is listed once.
    await online.reload();
    await expect(online.getByText(`${name} was added to your store.`)).toBeVisible();
    await expect(online.getByRole("region", { name: "Products waiting to be sent" })).toHaveCount(0);
    expect(sends).toHaveLength(2);
    const keys = sends.map((r) => r.headers()["idempotency-key"]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await productsNamed(name)).toHaveLength(1);

    // The photo went up once, compressed under the target and without its EXIF (no location).
    expect(uploads).toHaveLength(1);
    const sent = uploadedFile(uploads[0] as Request);
    expect(sent.length).toBeLessThanOrEqual(TARGET);
    expect(sent.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(sent.includes(EXIF)).toBe(false);
    const metadata = await sharp(sent).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBeLessThanOrEqual(1600);
    await context.unroute("**/api/products");
  });

  test("offline, her dashboard shows the orders and products she last saw, marked offline; signing out forgets them @phone-only", async ({
    page,
    context,
    request,
    signInAsSeller,
    apiSession,
  }) => {
    const seller = await apiSession("seller");
    const stores = await (
      await request.get("/api/stores/seller/my-stores", { headers: seller.headers })
    ).json();
    const storeId = stores.stores[0]._id as string;
    const orders = await (
      await request.get(`/api/orders/store/${storeId}`, { headers: seller.headers })
    ).json();
    const products = await (
      await request.get(`/api/products/store/${storeId}?limit=1&sort=newest`, { headers: seller.headers })
    ).json();
    const newestProduct = products.products[0].name as string;

    await signInAsSeller();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByRole("article", { name: newestProduct })).toBeVisible();
    await page.goto(`/orders/${storeId}`);
    await page.waitForLoadState("networkidle");
    await page.goto("/dashboard");
    await page.waitForLoadState("networkidle");

    await context.setOffline(true);
    await page.reload();
    const lastSeen = page.getByRole("region", { name: "You are offline: what you saw last" });
    await expect(lastSeen).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();
    await expect(lastSeen.getByRole("list", { name: "Your products" })).toContainText(newestProduct);
    if (orders.data.length > 0) {
      await expect(
        lastSeen.getByRole("list", { name: "Your recent orders" }).getByRole("listitem"),
      ).toHaveCount(Math.min(orders.data.length, 20));
    }
    // Nothing of hers is in the worker's cache: what she saw is in IndexedDB under her account.
    const apiCached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
      return urls.filter((u) => u.startsWith("/api/"));
    });
    expect(apiCached).toEqual([]);

    const keptKeys = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open("hunarmand-kept");
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains("kept")) return resolve(0);
              const count = db.transaction("kept").objectStore("kept").count();
              count.onsuccess = () => resolve(count.result);
              count.onerror = () => reject(count.error);
            };
          }),
      );
    expect(await keptKeys()).toBeGreaterThan(0);

    await context.setOffline(false);
    await page.reload();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).not.toHaveURL(/\/dashboard$/);
    await expect.poll(keptKeys).toBe(0);

    // Offline on the same phone, the next person sees none of it.
    await context.setOffline(true);
    await page.goto("/dashboard");
    await expect(page.getByText(newestProduct)).toHaveCount(0);
    await context.setOffline(false);
  });
});
