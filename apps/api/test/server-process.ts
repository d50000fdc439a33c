import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, inject } from "vitest";
import { createDb, type DatabaseHandle } from "../src/db/create-db.ts";
import { marketplaceSettings } from "../src/db/schema/index.ts";
import { databaseUrlFor, withAdminClient } from "./test-database.ts";

const apiRoot = path.resolve(import.meta.dirname, "..");

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Resolves when the server has printed a line containing `text`. */
  printed(text: string, timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  output(): string;
}

/**
 * A port to start a server process on, below Linux's ephemeral range (32768 and up): a port the OS
 * handed out and took back could be handed out again to any `listen(0)` before the server binds it
 * (a seeding server's own payment simulators took one in CI: EADDRINUSE). Checked free when chosen.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
    if (attempt > 50) throw new Error("no free port found between 20000 and 32000");
  }
}

export interface ServerProcessOptions {
  /** Start without JWT_SECRET, so the server finds or makes its own signing secret. */
  withoutJwtSecret?: boolean;
  /**
   * Run the built `dist/server.js` with the node options of `npm start` (apps/api's start script), as
   * production does (`npm run build -w apps/api` first).
   */
  compiled?: boolean;
}

/** What apps/api's start script gives node: its options and the built server. */
async function startScriptArguments(): Promise<string[]> {
  const { scripts } = JSON.parse(await fs.readFile(path.join(apiRoot, "package.json"), "utf8")) as {
    scripts: { start: string };
  };
  const [program, ...args] = scripts.start.trim().split(/\s+/);
  if (program !== "node") throw new Error(`apps/api's start script does not run node: ${scripts.start}`);
  return args;
}

/** Starts `src/server.ts` as `npm start` does, in a process of its own, so that a test can kill it. */
export async function startServerProcess(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const { JWT_SECRET, ...withoutSecret } = {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "warn",
    // The suite's cheaper password hashing (vitest.config.ts), unless a test asks for another.
    ...(process.env.PASSWORD_HASH_COST ? { PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST } : {}),
    JWT_SECRET: "crash-test-secret-that-is-long-enough-for-hs256",
    ...env,
  };
  const command = options.compiled ? await startScriptArguments() : ["--import", "tsx", "src/server.ts"];
  const child = spawn(process.execPath, command, {
    cwd: apiRoot,
    env: options.withoutJwtSecret ? withoutSecret : { ...withoutSecret, JWT_SECRET },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  const waiters: Array<{ text: string; resolve: () => void }> = [];
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const waiter of waiters.filter((w) => text.includes(w.text))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    exited,
    output: () => text,
    printed: (wanted, timeoutMs = 120_000) =>
      new Promise<void>((resolve, reject) => {
        if (text.includes(wanted)) return resolve();
        const timer = setTimeout(
          () => reject(new Error(`the server did not print "${wanted}" in ${timeoutMs} ms:\n${text}`)),
          timeoutMs,
        );
        waiters.push({
          text: wanted,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
        void exited.then(() => {
          clearTimeout(timer);
          if (!text.includes(wanted))
            reject(new Error(`the server exited before printing "${wanted}":\n${text}`));
        });
      }),
  };
}

export async function killHard(server: ServerProcess): Promise<void> {
  server.child.kill("SIGKILL");
  await server.exited;
}

/**
 * For tests that start, kill and restart the real server: a fresh data folder (and, on the
 * PostgreSQL project, a fresh database) per test, removed afterwards with any server still running.
 */
export function serverDataPerTest(options: { seedDemoData: boolean; driver: "pglite" | "postgres" }) {
  const state = { dataDir: "", env: {} as Record<string, string> };
  let running: ServerProcess[] = [];
  let databaseName: string | undefined;

  beforeEach(async () => {
    state.dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "mp-server-"));
    state.env = { DATA_DIR: state.dataDir, SEED_DEMO_DATA: String(options.seedDemoData) };
    // A copy of the run's migrated database (test/global-setup.ts), with sellers shown before their
    // identity check (issue 30): the sellers these stories sign up sell at once, as the operator may
    // choose. The server's own umask (server.ts), so the folders PGlite makes here are as private as its own.
    const umask = process.umask(0o077);
    let database: DatabaseHandle;
    if (options.driver === "postgres") {
      databaseName = `mp_server_${process.pid}_${Date.now()}`;
      const template = inject("postgresTemplate");
      await withAdminClient((c) => c.query(`CREATE DATABASE ${databaseName} TEMPLATE ${template}`));
      state.env.DATABASE_URL = databaseUrlFor(databaseName);
      database = await createDb({ dataDir: state.dataDir, databaseUrl: state.env.DATABASE_URL });
    } else {
      const dump = await fs.readFile(inject("pgliteDumpPath"));
      database = await createDb({ dataDir: state.dataDir, loadDataDir: new Blob([dump]) });
    }
    try {
      await database.db
        .insert(marketplaceSettings)
        .values({ id: 1, sellersPublicBeforeApproval: true })
        .onConflictDoUpdate({ target: marketplaceSettings.id, set: { sellersPublicBeforeApproval: true } });
    } finally {
      await database.close();
      process.umask(umask);
    }
  });
  afterEach(async () => {
    for (const server of running) if (server.child.exitCode === null) await killHard(server);
    running = [];
    await fs.rm(state.dataDir, { recursive: true, force: true });
    if (databaseName) {
      const name = databaseName;
      databaseName = undefined;
      await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });

  return {
    /** This test's data folder. */
    get dataDir() {
      return state.dataDir;
    },
    /** The environment each start gets; a test may change it before starting. */
    get env() {
      return state.env;
    },
    /** Starts the server on this test's data; it is killed after the test if still running. */
    async start(): Promise<ServerProcess> {
      const server = await startServerProcess(state.env);
      running.push(server);
      return server;
    },
  };
}

/** What a server process answered: its status and its JSON body, checked field by field by the tests. */
export interface ServerAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field
  body: any;
}

/** One HTTP call to a server process; throws if the server dies before the whole answer has arrived. */
export async function callServer(
  server: ServerProcess,
  method: string,
  url: string,
  options: { token?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<ServerAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers,
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

/** A seller and her store, signed up through `server`'s HTTP API as people do; `tag` keeps them unique. */
export async function openStoreOverHttp(server: ServerProcess, tag = randomUUID().slice(0, 8)) {
  const seller = await callServer(server, "POST", "/api/seller/signup", {
    json: { name: "Gul Bano", email: `gul-${tag}@example.pk`, phone: "03001234567", password: "secret12" },
  });
  expect(seller.status).toBe(201);
  const store = await callServer(server, "POST", "/api/stores", {
    token: seller.body.token,
    json: {
      name: `Thar Quilts ${tag}`,
      category: "Traditional Textiles",
      description: "Rilli quilts stitched by hand in Tharparkar, made to order.",
      contactInfo: { phone: "03001234567", email: `gul-${tag}@example.pk` },
      socialLinks: { facebook: "", instagram: "", twitter: "" },
    },
  });
  expect(store.status).toBe(201);
  return { sellerToken: seller.body.token as string, storeId: store.body.store._id as string };
}

/** A product's body as the first web client posts it: a hand-stitched quilt in `storeId`. */
export const productBody = (storeId: string, images: string[], quantity: number) => ({
  name: `Sindhi Rilli Quilt ${randomUUID().slice(0, 6)}`,
  description: "Patchwork quilt stitched by hand in Thar.",
  price: 1500,
  sale_price: null,
  category: "Traditional Textiles",
  quantity,
  images,
  store_id: storeId,
});
