import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_DRIVER } from "../test/build-test-app.ts";
import { serverDataPerTest } from "../test/server-process.ts";

const apiRoot = path.resolve(import.meta.dirname, "..");

/** Runs `npm run admin -- …` as the operator would (the same command, in a process of its own). */
function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/admin-cli.ts", ...args], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", LOG_LEVEL: "silent", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

describe(`npm run admin -- create (${TEST_DRIVER})`, () => {
  const data = serverDataPerTest({ seedDemoData: false, driver: TEST_DRIVER });

  it("creates an admin who can then sign in; refuses a taken e-mail, a bad e-mail and bad usage", async () => {
    const create = (email: string, password = "secret12") =>
      runCli(["create", "--email", email, "--name", "Hina Admin", "--password", password], data.env);

    const created = await create("hina@example.pk");
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Created admin Hina Admin <hina@example\.pk> \(id [0-9a-f-]{36}\)\.\n$/);

    const duplicate = await create("HINA@example.pk");
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain("An admin with the email HINA@example.pk already exists.");

    const badEmail = await create("not-an-email", "123");
    expect(badEmail.code).toBe(1);
    expect(badEmail.stderr).toContain("--email: Please enter a valid email address");
    expect(badEmail.stderr).toContain("--password: Password must be at least 6 characters long.");

    const usage = await runCli(["remove", "--email", "hina@example.pk"], data.env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run admin -- create");

    // The server on the same data signs her in with the password she was given, and only that one.
    const server = await data.start();
    await server.printed("Hunarmand marketplace is running", 60_000);
    const login = (password: string) =>
      fetch(`${server.baseUrl}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "hina@example.pk", password }),
      });
    const ok = await login("secret12");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ admin: { name: "Hina Admin", email: "hina@example.pk" } });
    expect((await login("secret13")).status).toBe(401);
  }, 120_000);
});
