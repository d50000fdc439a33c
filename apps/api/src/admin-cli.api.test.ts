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

describe(`npm run admin -- create and set-role (${TEST_DRIVER})`, () => {
  const data = serverDataPerTest({ seedDemoData: false, driver: TEST_DRIVER });

  it("creates an admin who can then sign in, in the role she is given; refuses a taken e-mail, a bad e-mail, a bad role and bad usage", async () => {
    const create = (email: string, password = "secret12", more: string[] = []) =>
      runCli(["create", "--email", email, "--name", "Hina Admin", "--password", password, ...more], data.env);

    const created = await create("hina@example.pk");
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    // No --role makes an owner, as every admin was before roles.
    expect(created.stdout).toMatch(
      /^Created admin Hina Admin <hina@example\.pk> \(id [0-9a-f-]{36}\), role owner\.\n$/,
    );
    const finance = await create("sana@example.pk", "secret12", ["--role", "finance"]);
    expect(finance.stderr).toBe("");
    expect(finance.stdout).toContain("<sana@example.pk> (id ");
    expect(finance.stdout).toContain("role finance.");
    const badRole = await create("zara@example.pk", "secret12", ["--role", "cashier"]);
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain("--role: Role must be owner, operations or finance");

    // The owner moves Hina to operations; an unknown e-mail, a bad role or a missing one change nothing.
    const moved = await runCli(["set-role", "HINA@example.pk", "operations"], data.env);
    expect(moved.stderr).toBe("");
    expect(moved.code).toBe(0);
    expect(moved.stdout).toContain("Hina Admin <hina@example.pk> is now operations");
    const unknown = await runCli(["set-role", "nobody@example.pk", "finance"], data.env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("There is no admin with the email nobody@example.pk.");
    const wrongRole = await runCli(["set-role", "sana@example.pk", "boss"], data.env);
    expect(wrongRole.code).toBe(1);
    expect(wrongRole.stderr).toContain("<role>: Role must be owner, operations or finance");
    const missing = await runCli(["set-role", "sana@example.pk"], data.env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("npm run admin -- set-role <email>");

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
    const login = (password: string, email = "hina@example.pk") =>
      fetch(`${server.baseUrl}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
    const ok = await login("secret12");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      admin: { name: "Hina Admin", email: "hina@example.pk", role: "operations" },
    });
    expect((await login("secret13")).status).toBe(401);
    const sana = await login("secret12", "sana@example.pk");
    expect(await sana.json()).toMatchObject({ admin: { email: "sana@example.pk", role: "finance" } });
  }, 240_000);
});
