import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DRIVER } from "../test/build-test-app.ts";
import { builtWebDist } from "../test/built-web-app.ts";
import { type ServerProcess, startServerProcess } from "../test/server-process.ts";

const apiRoot = path.resolve(import.meta.dirname, "..");

/**
 * The server as production runs it: built to plain JavaScript (`npm run build -w apps/api`) and
 * started with node alone. It finds its migrations, data folder and the web app from `dist/`.
 */
// One test project builds dist/ (two building it at once would race); the code is the same on
// either database, and the PostgreSQL project runs it through every other test.
describe.runIf(TEST_DRIVER === "pglite")("the compiled server", () => {
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    execFileSync("npm", ["run", "build"], { cwd: apiRoot, stdio: "ignore" });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "mp-compiled-"));
    server = await startServerProcess(
      { DATA_DIR: dataDir, SEED_DEMO_DATA: "false", WEB_DIST_DIR: builtWebDist() },
      { compiled: true },
    );
    await server.printed("Hunarmand marketplace is running");
  }, 180_000);

  afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("migrates its database, answers the API and renders a public page", async () => {
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, status: "ok" });

    const signup = await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ayesha Khan", email: "ayesha@example.pk", password: "secret12" }),
    });
    expect(signup.status).toBe(201);

    const page = await fetch(`${server.baseUrl}/About`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="page-state"');
  });

  it("stops cleanly on SIGTERM", async () => {
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});
