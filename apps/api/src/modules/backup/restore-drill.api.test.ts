import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runOn, type Shop, shopWorkspace } from "../../../test/backup-fixtures.ts";
import { TEST_DRIVER } from "../../../test/build-test-app.ts";
import { createProductWithSizes, uploadImage } from "../../../test/fixtures.ts";
import {
  deliveredAndPaid,
  ledgerWorld,
  placeLedgerOrder,
  readLedger,
} from "../../../test/ledger-fixtures.ts";
import { type SmtpInbox, startSmtpInbox } from "../../../test/smtp-inbox.ts";
import type { AppConfig } from "../../config.ts";
import { API_ROOT } from "../../lib/api-root.ts";
import { backupShop } from "./backup.ts";
import { type Manifest, sha256 } from "./manifest.ts";
import { restoreShop } from "./restore.ts";
import { countTables } from "./table-counts.ts";

/**
 * The restore drill (issue 36): a shop with orders, ledger entries, variants, images, a conversation
 * and e-mails still queued is backed up, restored into an empty database and folder, and started
 * again; every table's rows, the store's ledger and every image must be what they were.
 */
const ws = shopWorkspace();
let inbox: SmtpInbox;
/** Every shop of the drill sends its e-mails to the test's mail server (down while the shop is filled). */
const shopConfig = (migrated: boolean) => ws.shopConfig(migrated, { SMTP_URL: inbox.url });

async function imageChecksums(config: AppConfig): Promise<Record<string, string>> {
  const dir = path.join(config.dataDir, "uploads");
  const files = (await fs.readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  const sums: Record<string, string> = {};
  for (const file of files) {
    const full = path.join(file.parentPath, file.name);
    sums[path.relative(dir, full)] = sha256(await fs.readFile(full));
  }
  return sums;
}

/** Everything the drill asks of a shop, written through the API as people would. */
async function fillShop({ app, database }: Shop) {
  const w = await ledgerWorld(app);
  await deliveredAndPaid(app, w, "Cash on Delivery");
  await deliveredAndPaid(app, w, "Bank Transfer");
  await placeLedgerOrder(app, w, "Bank Transfer");
  await createProductWithSizes(app, w.store.id, { S: 2, M: 3 });
  await uploadImage(app, w.seller.token);
  await uploadImage(app, w.seller.token);
  const asked = await app.inject({
    method: "POST",
    url: "/api/conversations",
    headers: { authorization: `Bearer ${w.customer.token}` },
    payload: {
      storeId: w.store.id,
      productId: w.product.id,
      body: "Is the shawl's colour as in the picture?",
    },
  });
  expect(asked.statusCode).toBe(201);
  // The mail server is down: the orders' e-mails are written and wait in the queue, unsent.
  await vi.waitFor(
    async () => {
      const [row] = await runOn(database)(
        "SELECT count(*)::int AS unsent FROM mail_deliveries WHERE sent_at IS NULL",
      );
      expect(row?.unsent).toBeGreaterThanOrEqual(3);
    },
    { timeout: 20_000, interval: 200 },
  );
  return w;
}

/** What must come back: every table's rows, the store's ledger (read by its seller) and the images. */
async function figures(shop: Shop, config: AppConfig, w: Awaited<ReturnType<typeof fillShop>>) {
  return {
    tables: await countTables(runOn(shop.database)),
    ledger: await readLedger(shop.app, w),
    images: await imageChecksums(config),
  };
}

const publicTables = (tables: Record<string, number>) =>
  Object.fromEntries(Object.entries(tables).filter(([name]) => name.startsWith("public.")));

beforeAll(async () => {
  inbox = await startSmtpInbox();
  inbox.refuse(true);
});
afterAll(async () => {
  await ws.close();
  await inbox.close();
});

describe(`the restore drill (${TEST_DRIVER})`, () => {
  it("backs up a shop, refuses a tampered backup and a shop that is not empty, and restores it whole", async () => {
    const sourceConfig = await shopConfig(true);
    const source = await ws.start(sourceConfig);
    const w = await fillShop(source);
    const before = await figures(source, sourceConfig, w);
    expect(Object.keys(before.images)).toHaveLength(4);
    expect(before.ledger.entries.length).toBeGreaterThan(0);
    for (const table of [
      "orders",
      "ledger_entries",
      "product_variants",
      "conversations",
      "messages",
      "mail_deliveries",
    ]) {
      expect(before.tables[`public.${table}`], table).toBeGreaterThan(0);
    }

    const out = path.join(await ws.newFolder(), "backup");
    let manifest: Manifest;
    if (TEST_DRIVER === "pglite") {
      // PGlite lives in the server's process: a backup from another process is refused while it runs.
      const refused = runCli("backup-cli.ts", ["--out", out], sourceConfig);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/already in use by another marketplace process[\s\S]*stop the server/);
      await expect(fs.readdir(out)).rejects.toThrow();
      await ws.stop(source);
      manifest = await backupShop(sourceConfig, out);
    } else {
      // PostgreSQL is backed up while buyers keep ordering: the counts are the dump's own snapshot.
      const [backedUp] = await Promise.all([
        backupShop(sourceConfig, out),
        ...Array.from({ length: 4 }, () => placeLedgerOrder(source.app, w, "Bank Transfer")),
      ]);
      manifest = backedUp;
    }
    expect(publicTables(manifest.tables)).toMatchObject(
      TEST_DRIVER === "pglite"
        ? publicTables(before.tables)
        : { "public.ledger_entries": before.tables["public.ledger_entries"] },
    );
    expect(manifest.images.map((i) => i.path.replace(/^images\//, "")).sort()).toEqual(
      Object.keys(before.images).sort(),
    );
    await expect(backupShop(sourceConfig, out)).rejects.toThrow(/is not empty/);

    const targetConfig = await shopConfig(false);
    // A backup whose image was changed is refused before anything is written.
    const tampered = path.join(await ws.newFolder(), "tampered");
    await fs.cp(out, tampered, { recursive: true });
    const image = path.join(tampered, manifest.images[0]?.path ?? "");
    await fs.writeFile(image, Buffer.concat([await fs.readFile(image), Buffer.from([0])]));
    await expect(restoreShop(targetConfig, tampered, false)).rejects.toThrow(/checksum differs/);
    await expect(fs.readdir(path.join(targetConfig.dataDir, "uploads"))).rejects.toThrow();

    const restored = await restoreShop(targetConfig, out, false);
    expect(restored.tables).toEqual(manifest.tables);
    const again = await ws.start(targetConfig);
    const after = await figures(again, targetConfig, w);
    // Started, the shop tells the events committed but not yet told when the snapshot was taken
    // (decision 0029): their notifications and e-mails may be written now. Every other table is the backup's.
    const told = ["public.notifications", "public.mail_deliveries"];
    const untold = (tables: Record<string, number>) =>
      Object.fromEntries(Object.entries(publicTables(tables)).filter(([name]) => !told.includes(name)));
    expect(untold(after.tables)).toEqual(untold(manifest.tables));
    for (const name of told) expect(after.tables[name]).toBeGreaterThanOrEqual(manifest.tables[name] ?? 0);
    expect(after.images).toEqual(
      Object.fromEntries(manifest.images.map((i) => [i.path.replace(/^images\//, ""), i.sha256])),
    );
    if (TEST_DRIVER === "pglite") {
      expect(after.images).toEqual(before.images);
      expect(after.ledger).toEqual(before.ledger);
    } else {
      // The orders placed during the backup are in the snapshot or not, never half: the store's
      // balance is the sum of its entries either way, and the entries are those the manifest counts.
      expect(after.ledger.entries).toHaveLength(manifest.tables["public.ledger_entries"] ?? -1);
      expect(after.ledger.balance).toBe(before.ledger.balance);
    }
    const ordersThere = await runOn(again.database)(
      "SELECT count(*)::int AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)",
    );
    expect(ordersThere[0]?.n).toBe(0);
    const unsent = await runOn(again.database)(
      "SELECT count(*)::int AS n FROM mail_deliveries WHERE sent_at IS NULL",
    );
    expect(unsent[0]?.n).toBeGreaterThanOrEqual(3);

    // The restored shop holds orders now: a second restore over it needs --force.
    await ws.stop(again);
    await expect(restoreShop(targetConfig, out, false)).rejects.toThrow(/not empty[\s\S]*--force/);
    const forced = await restoreShop(targetConfig, out, true);
    expect(forced.tables).toMatchObject(manifest.tables);
    // A whole shop, two databases' starts and a process of its own: more than the default 30 s on a busy machine.
  }, 180_000);
});

/** Runs one of the commands in a process of its own, as `npm run backup` would. */
function runCli(script: string, args: string[], config: AppConfig) {
  return spawnSync(process.execPath, ["--import", "tsx", path.join(API_ROOT, "src", script), ...args], {
    cwd: API_ROOT,
    encoding: "utf8",
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      DATA_DIR: config.dataDir,
      LOG_LEVEL: "silent",
      ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
    },
    timeout: 60_000,
  });
}
