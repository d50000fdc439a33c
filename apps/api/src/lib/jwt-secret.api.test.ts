import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/build-test-app.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { DatabaseHandle } from "../db/create-db.ts";
import { JwtSecretError } from "./jwt-secret.ts";

/** Without JWT_SECRET the key lives in DATA_DIR/jwt-secret; these starts use a real database. */
describe("the generated token secret", () => {
  let dataDir: string;
  let database: DatabaseHandle;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "mp-secret-"));
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const start = () => {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    config.webDistDir = undefined;
    return buildApp(config, { database, logger: false });
  };
  const signUp = (app: Awaited<ReturnType<typeof start>>, email: string) =>
    app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { name: "Ayesha", email, password: "secret123" },
    });

  it("is created on first start, private to the server, and kept across restarts", async () => {
    const first = await start();
    expect((await signUp(first, "a@example.pk")).statusCode).toBe(201);
    await first.close();
    const file = path.join(dataDir, "jwt-secret");
    const written = await fs.readFile(file, "utf8");
    expect(written.length).toBeGreaterThanOrEqual(32);
    expect((await fs.stat(file)).mode & 0o077).toBe(0);
    expect((await fs.readdir(dataDir)).filter((name) => name.includes("jwt"))).toEqual(["jwt-secret"]);

    const second = await start();
    expect(second.jwtSecret).toBe(written);
    await second.close();
  });

  it("replaces an empty file left by a crash when nobody has signed up yet, so signups work", async () => {
    await fs.writeFile(path.join(dataDir, "jwt-secret"), "");
    const app = await start();
    expect((await signUp(app, "b@example.pk")).statusCode).toBe(201);
    expect((await fs.readFile(path.join(dataDir, "jwt-secret"), "utf8")).length).toBeGreaterThanOrEqual(32);
    await app.close();
  });

  it("refuses to start on an empty file once accounts exist, saying what to do", async () => {
    const app = await start();
    expect((await signUp(app, "c@example.pk")).statusCode).toBe(201);
    await app.close();
    await fs.writeFile(path.join(dataDir, "jwt-secret"), "short");
    await expect(start()).rejects.toThrow(JwtSecretError);
    await expect(start()).rejects.toThrow(/delete the file to sign everybody out/);
  });
});
