import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createAdmin, createCustomer, uploadImage } from "../../../test/fixtures.ts";
import { deliveredAndPaid, ledgerWorld, placeLedgerOrder } from "../../../test/ledger-fixtures.ts";
import { productImages } from "../../db/schema/index.ts";

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "mp-export-"));
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/** Downloads the export with this token and unzips it with Info-ZIP's unzip, as she would. */
async function download(token: string) {
  const res = await t.app.inject({
    url: "/api/account/export",
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toBe("application/zip");
  expect(res.headers["content-disposition"]).toMatch(
    /^attachment; filename="hunarmand-account-\d{4}-\d\d-\d\d\.zip"$/,
  );
  const folder = await fs.mkdtemp(path.join(dir, "zip-"));
  await fs.writeFile(path.join(folder, "export.zip"), res.rawPayload);
  const unzipped = spawnSync("unzip", ["-q", "export.zip", "-d", "out"], { cwd: folder, encoding: "utf8" });
  expect(unzipped.status, unzipped.stderr).toBe(0);
  const text = await fs.readFile(path.join(folder, "out", "account.json"), "utf8");
  return { text, json: JSON.parse(text), raw: res.rawPayload, out: path.join(folder, "out") };
}

async function shop() {
  const w = await ledgerWorld(t.app);
  await deliveredAndPaid(t.app, w, "Bank Transfer");
  // Another buyer of the same store: nothing of hers is in the others' exports.
  const other = await createCustomer(t.app, "Zainab Other-Buyer");
  await placeLedgerOrder(t.app, { ...w, customer: other });
  const asked = await t.app.inject({
    method: "POST",
    url: "/api/conversations",
    headers: { authorization: `Bearer ${w.customer.token}` },
    payload: { storeId: w.store.id, productId: w.product.id, body: "Does the ajrak come in indigo?" },
  });
  expect(asked.statusCode).toBe(201);
  const image = await uploadImage(t.app, w.seller.token);
  await t.app.db.update(productImages).set(image).where(eq(productImages.productId, w.product.id));
  return { w, other, image };
}

describe("GET /api/account/export", () => {
  it("gives a customer her profile, orders, conversation and notices in rupees, and nothing of anyone else", async () => {
    const { w, other } = await shop();
    const { json, text } = await download(w.customer.token);
    expect(json.role).toBe("customer");
    expect(json.profile).toMatchObject({ id: w.customer.id, email: w.customer.email });
    expect(json.orders).toHaveLength(1);
    expect(json.orders[0]).toMatchObject({ total: 4200, shipFullName: expect.any(String) });
    expect(json.orders[0]).not.toHaveProperty("totalPaisa");
    expect(json.orderItems).toHaveLength(1);
    expect(json.messages.map((m: { body: string }) => m.body)).toContain("Does the ajrak come in indigo?");
    expect(text).not.toMatch(/passwordHash|password_hash|tokenVersion/);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.id);
    expect(json.note).toMatch(/^Everything Hunarmand holds about this account/);
    // Asked in Urdu, its note is in Urdu (the archive stores account.json as it is, uncompressed).
    const inUrdu = await t.app.inject({
      url: "/api/account/export",
      headers: { authorization: `Bearer ${w.customer.token}`, "accept-language": "ur" },
    });
    expect(inUrdu.rawPayload.includes(Buffer.from("رقمیں روپوں میں ہیں"))).toBe(true);
  });

  it("gives a seller her stores, products with their image files, ledger and conversations, without her buyers' addresses", async () => {
    const { w, image } = await shop();
    const { json, text, out } = await download(w.seller.token);
    expect(json.role).toBe("seller");
    expect(json.profile).toMatchObject({ id: w.seller.id, email: w.seller.email });
    expect(json.stores.map((s: { id: string }) => s.id)).toEqual([w.store.id]);
    expect(json.products.map((p: { id: string }) => p.id)).toContain(w.product.id);
    expect(json.ledgerEntries.length).toBeGreaterThan(0);
    expect(json.ledgerEntries[0]).toHaveProperty("amount");
    expect(json.conversations).toHaveLength(1);
    for (const url of [image.url, image.thumbUrl]) {
      const key = t.app.images.keyOf(url) ?? "";
      expect(await fs.readFile(path.join(out, "images", key))).toEqual(await t.app.images.read(key));
    }
    expect(text).not.toContain(w.customer.email);
    expect(text).not.toContain("shipAddressLine");
    expect(text).not.toMatch(/passwordHash|password_hash/);
  });

  it("is refused without a token (401) and to an admin (403), whose data is not a shop account's", async () => {
    const anonymous = await t.app.inject({ url: "/api/account/export" });
    expect(anonymous.statusCode).toBe(401);
    const admin = await createAdmin(t.app);
    const asAdmin = await t.app.inject({
      url: "/api/account/export",
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});
