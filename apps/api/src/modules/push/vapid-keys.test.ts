import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import webpush from "web-push";
import { loadConfig } from "../../config.ts";
import { resolveVapidKeys } from "./vapid-keys.ts";

/** PGlite's keys live in the data folder: the database is not read on this path. */
const pglite = { driver: "pglite" as const, db: undefined as never };
const folders: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vapid-"));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the VAPID keys (decision 0052)", () => {
  it("are generated once in the data folder, private to the server, and read back on every start", async () => {
    const dir = dataDir();
    const config = loadConfig({ NODE_ENV: "development", DATA_DIR: dir });
    const first = await resolveVapidKeys(config, pglite);
    const again = await resolveVapidKeys(config, pglite);
    expect(first).not.toBeNull();
    expect(again).toEqual(first);
    expect(Buffer.from(first?.publicKey ?? "", "base64url")).toHaveLength(65);
    expect(fs.statSync(path.join(dir, "vapid-keys.json")).mode & 0o777).toBe(0o600);
    // No PUBLIC_URL over https: the subject is the address e-mails come from.
    expect(first?.subject).toBe("mailto:no-reply@hunarmand.local");
  });

  it("come from the environment when set, and are refused at start when they are not a key pair", async () => {
    const pair = webpush.generateVAPIDKeys();
    const config = loadConfig({
      NODE_ENV: "production",
      DATA_DIR: dataDir(),
      JWT_SECRET: "x".repeat(40),
      PUBLIC_URL: "https://shop.example.pk",
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
    });
    expect(await resolveVapidKeys(config, pglite)).toEqual({ ...pair, subject: "https://shop.example.pk" });
    const broken = { ...config, vapid: { publicKey: "abc", privateKey: pair.privateKey } };
    await expect(resolveVapidKeys(broken, pglite)).rejects.toThrow();
    expect(() => loadConfig({ NODE_ENV: "development", VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(
      /set together/,
    );
  });

  it("are none in production without them: push is off, nothing is written", async () => {
    const dir = dataDir();
    const config = loadConfig({
      NODE_ENV: "production",
      DATA_DIR: dir,
      JWT_SECRET: "x".repeat(40),
      PUBLIC_URL: "https://shop.example.pk",
    });
    expect(await resolveVapidKeys(config, pglite)).toBeNull();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("refuse a damaged key file rather than make a new pair that would orphan every phone", async () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, "vapid-keys.json"), "{not json");
    const config = loadConfig({ NODE_ENV: "development", DATA_DIR: dir });
    await expect(resolveVapidKeys(config, pglite)).rejects.toThrow(/cannot be read/);
  });
});
