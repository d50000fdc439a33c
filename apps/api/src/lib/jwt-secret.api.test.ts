import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DRIVER } from "../../test/build-test-app.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/create-db.ts";
import { serverSecrets } from "../db/schema/index.ts";
import { JwtSecretError, resolveJwtSecret } from "./jwt-secret.ts";

/**
 * Without JWT_SECRET the key is generated once and kept where the next start on the same database
 * finds it: DATA_DIR/jwt-secret on PGlite (one process, one folder), the `server_secrets` table on
 * PostgreSQL (shared by every process on that database). These starts use a real database.
 */
describe(`the generated token secret (${TEST_DRIVER})`, () => {
  let dataDirs: string[];
  let database: DatabaseHandle;
  beforeEach(async () => {
    dataDirs = await Promise.all([1, 2].map(() => fs.mkdtemp(path.join(os.tmpdir(), "mp-secret-"))));
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
    for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
  });

  const configFor = (dataDir: string) => {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    config.webDistDir = undefined;
    return config;
  };
  const start = (dataDir = dataDirs[0] ?? "") => buildApp(configFor(dataDir), { database, logger: false });
  const signUp = (app: Awaited<ReturnType<typeof start>>, email: string) =>
    app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { name: "Ayesha", email, password: "secret123" },
    });
  const secretFile = () => path.join(dataDirs[0] ?? "", "jwt-secret");

  /** Where this driver keeps the secret: read it, or overwrite it as a hand edit or a lost write would. */
  const stored = {
    async read(): Promise<string> {
      if (TEST_DRIVER === "pglite") return fs.readFile(secretFile(), "utf8");
      const [row] = await database.db.select().from(serverSecrets).where(eq(serverSecrets.name, "jwt"));
      return row?.value ?? "";
    },
    async overwrite(value: string): Promise<void> {
      if (TEST_DRIVER === "pglite") return fs.writeFile(secretFile(), value);
      await database.db.update(serverSecrets).set({ value }).where(eq(serverSecrets.name, "jwt"));
    },
  };

  it("is created on first start, kept private, and the same at the next start", async () => {
    const first = await start();
    expect((await signUp(first, "a@example.pk")).statusCode).toBe(201);
    await first.close();
    const written = await stored.read();
    expect(written.length).toBeGreaterThanOrEqual(32);
    const jwtFiles = (await fs.readdir(dataDirs[0] ?? "")).filter((name) => name.includes("jwt"));
    if (TEST_DRIVER === "pglite") {
      expect((await fs.stat(secretFile())).mode & 0o077).toBe(0);
      expect(jwtFiles).toEqual(["jwt-secret"]);
    } else {
      // Nothing in the data folder: another process on this database has a folder of its own.
      expect(jwtFiles).toEqual([]);
    }

    const second = await start();
    expect(second.jwtSecret).toBe(written);
    await second.close();
  });

  it(
    TEST_DRIVER === "postgres"
      ? "is one secret for processes with different data folders on one database, so each accepts the others' tokens"
      : "is each data folder's own (PGlite: one process owns a folder and its database)",
    async () => {
      const one = await start(dataDirs[0]);
      const other = await start(dataDirs[1]);
      const signedUp = await signUp(one, "shared@example.pk");
      expect(signedUp.statusCode).toBe(201);
      const me = await other.inject({
        method: "GET",
        url: "/api/auth/profile",
        headers: { authorization: `Bearer ${signedUp.json().token}` },
      });
      if (TEST_DRIVER === "postgres") {
        expect(other.jwtSecret).toBe(one.jwtSecret);
        expect(me.statusCode).toBe(200);
      } else {
        expect(other.jwtSecret).not.toBe(one.jwtSecret);
        expect(me.statusCode).toBe(401);
      }
      await one.close();
      await other.close();
    },
  );

  it("is one secret when several starters ask at the same moment", async () => {
    const config = configFor(dataDirs[0] ?? "");
    const secrets = await Promise.all(
      Array.from({ length: 8 }, () => resolveJwtSecret(config, database, async () => false)),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(await stored.read()).toBe(secrets[0]);
  });

  it("replaces an empty secret left behind when nobody has signed up yet, so signups work", async () => {
    await (await start()).close();
    await stored.overwrite("");
    const app = await start();
    expect((await signUp(app, "b@example.pk")).statusCode).toBe(201);
    expect((await stored.read()).length).toBeGreaterThanOrEqual(32);
    await app.close();
  });

  it("refuses to start on a short secret once accounts exist, saying what to do", async () => {
    const app = await start();
    expect((await signUp(app, "c@example.pk")).statusCode).toBe(201);
    await app.close();
    await stored.overwrite("short");
    await expect(start()).rejects.toThrow(JwtSecretError);
    await expect(start()).rejects.toThrow(/to sign everybody out and start with a new secret/);
  });
});
