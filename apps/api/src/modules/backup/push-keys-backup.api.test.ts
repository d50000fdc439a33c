import fs from "node:fs/promises";
import https from "node:https";
import path from "node:path";
import { orderNumber } from "@marketplace/shared/order-number";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runOn, shopWorkspace } from "../../../test/backup-fixtures.ts";
import { TEST_DRIVER } from "../../../test/build-test-app.ts";
import { createCustomer, createProduct, createSeller, createStore, orderOf } from "../../../test/fixtures.ts";
import {
  decryptPush,
  type LocalPushService,
  newSubscriber,
  startLocalPushService,
  verifyVapid,
} from "../../../test/local-push-service.ts";
import { VAPID_KEY_FILE } from "../push/vapid-keys.ts";
import { backupShop } from "./backup.ts";
import { readManifest } from "./manifest.ts";
import { restoreShop } from "./restore.ts";

/**
 * The VAPID keys a server made for itself survive a backup and a restore (issue 32; decision 0052):
 * on PGlite they are a file beside the database (`vapid-keys.json`), which the backup now carries
 * with the token secret; on PostgreSQL they are a row of `server_secrets`, which the dump carries.
 * A phone subscribed before the backup is told of an order taken after the restore, signed with the
 * same key: no phone has to turn notifications on again.
 */
const ws = shopWorkspace();
let pushService: LocalPushService;
let agent: https.Agent;
const ENV = { PUSH_SERVICE_HOSTS: "127.0.0.1" };

beforeAll(async () => {
  pushService = await startLocalPushService();
  agent = new https.Agent({ ca: pushService.ca });
});
afterAll(async () => {
  await ws.close();
  await pushService.close();
});

describe(`the push keys across a backup and a restore (${TEST_DRIVER})`, () => {
  it("restores the server's own VAPID key pair, so a phone subscribed before is still told, with the same key", async () => {
    const sourceConfig = await ws.shopConfig(true, ENV);
    const source = await ws.start(sourceConfig, { pushAgent: agent });
    const publicKey = (await source.app.inject({ url: "/api/push/public-key" })).json().publicKey as string;
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    const seller = await createSeller(source.app, "Gul Bano");
    const store = await createStore(source.app, seller.id);
    const product = await createProduct(source.app, store.id, { name: "Blue Ajrak Shawl", price: 1500 });
    const phone = newSubscriber(pushService.origin, "before-the-backup");
    const subscribed = await source.app.inject({
      method: "POST",
      url: "/api/seller/push-subscriptions",
      headers: { authorization: `Bearer ${seller.token}` },
      payload: phone.json,
    });
    expect(subscribed.statusCode).toBe(200);
    const [secretRow] = await runOn(source.database)(
      "SELECT count(*)::int AS n FROM server_secrets WHERE name = 'vapid'",
    );
    await ws.stop(source);

    const out = path.join(await ws.newFolder(), "backup");
    const manifest = await backupShop(sourceConfig, out);
    if (TEST_DRIVER === "pglite") {
      // The pair is a file of the data folder: the backup carries it beside the token secret.
      expect(secretRow?.n).toBe(0);
      expect(manifest.secrets.map((entry) => entry.path).sort()).toEqual(["jwt-secret", VAPID_KEY_FILE]);
      expect(await fs.readFile(path.join(out, VAPID_KEY_FILE), "utf8")).toBe(
        await fs.readFile(path.join(sourceConfig.dataDir, VAPID_KEY_FILE), "utf8"),
      );
    } else {
      // The pair is a row of server_secrets: the dump carries it, and there is no file to copy.
      expect(secretRow?.n).toBe(1);
      expect(manifest.secrets).toEqual([]);
      expect(manifest.tables["public.server_secrets"]).toBeGreaterThanOrEqual(1);
    }
    expect(manifest.tables["public.push_subscriptions"]).toBe(1);

    // Restored into an empty database and data folder, where nothing was ever generated.
    const targetConfig = await ws.shopConfig(false, ENV);
    await expect(fs.stat(path.join(targetConfig.dataDir, VAPID_KEY_FILE))).rejects.toThrow();
    await restoreShop(targetConfig, out, false);
    const again = await ws.start(targetConfig, { pushAgent: agent });
    expect((await again.app.inject({ url: "/api/push/public-key" })).json().publicKey).toBe(publicKey);

    const customer = await createCustomer(again.app, "Ayesha Khan");
    const placed = await orderOf(again.app, customer.token, product.id);
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data._id as string;
    const request = await vi.waitFor(
      () => {
        const found = pushService.requests.find((r) => r.path === new URL(phone.endpoint).pathname);
        if (!found) throw new Error("no push yet");
        return found;
      },
      { timeout: 20_000, interval: 100 },
    );
    // Signed by the restored private key: the JWT verifies with the public key the phone subscribed with.
    expect(verifyVapid(request.headers.authorization as string).publicKey).toBe(publicKey);
    expect(JSON.parse(decryptPush(phone, request.body))).toMatchObject({
      title: `New order ${orderNumber(orderId)}`,
      url: `/orders/${store.id}/${orderId}`,
    });
  }, 120_000);

  it("refuses a backup whose manifest names a secret the marketplace does not keep, before writing anything", async () => {
    if (TEST_DRIVER !== "pglite") return;
    const sourceConfig = await ws.shopConfig(true, ENV);
    const source = await ws.start(sourceConfig);
    await ws.stop(source);
    const out = path.join(await ws.newFolder(), "backup");
    await backupShop(sourceConfig, out);
    const manifest = await readManifest(out);
    const [vapid] = manifest.secrets.filter((entry) => entry.path === VAPID_KEY_FILE);
    if (!vapid) throw new Error("no push keys in the backup");
    await fs.copyFile(path.join(out, VAPID_KEY_FILE), path.join(out, "authorized_keys"));
    await fs.writeFile(
      path.join(out, "manifest.json"),
      JSON.stringify({ ...manifest, secrets: [...manifest.secrets, { ...vapid, path: "authorized_keys" }] }),
    );
    const targetConfig = await ws.shopConfig(false, ENV);
    await expect(restoreShop(targetConfig, out, false)).rejects.toThrow(/does not keep: authorized_keys/);
    await expect(fs.stat(path.join(targetConfig.dataDir, "pgdata"))).rejects.toThrow();
  }, 60_000);
});
