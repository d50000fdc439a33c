import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_PASSWORD_HASH_COST } from "./server-env.ts";

/**
 * A marketplace server of a story's own, for a story that needs a setting the shared server must not
 * have (a Cash-on-Delivery window of seconds would end every other story's orders). It is the same
 * server as playwright.config.ts starts, on the next port but one and a fresh data folder with the
 * demo shop; the story stops it in its `afterAll`.
 */
export const OWN_SERVER_PORT = Number(process.env.E2E_PORT ?? 3199) - 2;
export const OWN_SERVER_URL = `http://127.0.0.1:${OWN_SERVER_PORT}`;

export interface OwnServer {
  stop(): Promise<void>;
}

export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mp-e2e-own-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "../apps/api/src/server.ts"], {
    cwd: import.meta.dirname,
    env: {
      ...process.env,
      PORT: String(OWN_SERVER_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      PUBLIC_URL: OWN_SERVER_URL,
      PASSWORD_HASH_COST: E2E_PASSWORD_HASH_COST,
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // The first start migrates and seeds the demo shop: up to a few minutes on a busy machine.
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the story's own server exited: ${errors}`);
    const ready = await fetch(`${OWN_SERVER_URL}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the story's own server did not answer in time: ${errors}`);
}
