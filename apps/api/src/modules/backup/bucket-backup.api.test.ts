import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopWorkspace } from "../../../test/backup-fixtures.ts";
import { TEST_DRIVER } from "../../../test/build-test-app.ts";
import { createSeller, uploadImage } from "../../../test/fixtures.ts";
import { startS3Server, type TestS3Server } from "../../../test/s3-server.ts";
import type { S3ImageStorage } from "../media/s3-image-storage.ts";
import { backupShop } from "./backup.ts";
import { sha256 } from "./manifest.ts";
import { restoreShop } from "./restore.ts";

/**
 * A shop whose images are in an S3-compatible bucket (a real S3 server here, test/s3-server.ts) is
 * backed up from its bucket and restored into another one (issue 36).
 */
const ws = shopWorkspace();
let s3: TestS3Server;

beforeAll(async () => {
  s3 = await startS3Server(["shop-before", "shop-after"]);
});
afterAll(async () => {
  await ws.close();
  await s3?.close();
});

async function checksums(storage: S3ImageStorage): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const key of await storage.listKeys()) sums[key] = sha256(await storage.read(key));
  return sums;
}

describe(`a shop's bucket in its backup (${TEST_DRIVER})`, () => {
  it("copies every image of the bucket, and a forced restore leaves the other bucket holding exactly those", async () => {
    const sourceConfig = await ws.shopConfig(true, s3.env("shop-before"));
    const source = await ws.start(sourceConfig);
    const seller = await createSeller(source.app);
    await uploadImage(source.app, seller.token);
    await uploadImage(source.app, seller.token);
    const before = await checksums(s3.storage("shop-before"));
    expect(Object.keys(before)).toHaveLength(4);
    // PGlite's backup needs its server stopped; PostgreSQL's runs beside it.
    if (TEST_DRIVER === "pglite") await ws.stop(source);

    const out = path.join(await ws.newFolder(), "backup");
    const manifest = await backupShop(sourceConfig, out);
    expect(
      Object.fromEntries(manifest.images.map((i) => [i.path.replace(/^images\//, ""), i.sha256])),
    ).toEqual(before);

    const targetConfig = await ws.shopConfig(false, s3.env("shop-after"));
    const after = s3.storage("shop-after");
    await after.put("products/left-over.webp", Buffer.from("an image of another shop"));
    await expect(restoreShop(targetConfig, out, false)).rejects.toThrow(/not empty[\s\S]*--force/);
    await restoreShop(targetConfig, out, true);
    expect(await checksums(after)).toEqual(before);
  }, 120_000);
});
