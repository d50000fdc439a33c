import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const REPO = path.resolve(import.meta.dirname, "../..");
const WEB_DIST = path.join(REPO, "apps/web/dist");
const API_DIR = path.join(REPO, "apps/api");
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

/**
 * Builds the web app when apps/web/dist is missing, or always with `rebuild`. An existing build is
 * measured as it is (a build takes about half a minute here, and Lighthouse several minutes more),
 * so the script says how old it is: run with --build after changing the web app.
 */
export async function ensureWebBuild(rebuild: boolean): Promise<void> {
  if (!rebuild && fs.existsSync(WEB_DIST)) {
    const builtAt = fs.statSync(WEB_DIST).mtime;
    console.log(
      `Measuring the existing build in apps/web/dist (from ${builtAt.toISOString()}); --build rebuilds it.`,
    );
    return;
  }
  console.log("Building the web app (npm run build -w apps/web)…");
  await run("npm", ["run", "build", "-w", "apps/web"], REPO);
}

/** LIGHTHOUSE_PORT, else a port the system says is free right now. */
export async function choosePort(): Promise<number> {
  const wanted = process.env.LIGHTHOUSE_PORT;
  if (wanted) {
    const port = Number(wanted);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new Error(`LIGHTHOUSE_PORT=${wanted} is not a port`);
    return port;
  }
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface RunningMarketplace {
  baseUrl: string;
  /** Stops the server and deletes its data folder; safe to call more than once. */
  stop(): Promise<void>;
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The marketplace exited with ${child.exitCode}; see ${logFile}`);
    try {
      const response = await fetch(new URL("/api/health", baseUrl));
      if (response.ok) return;
    } catch {
      // Not listening yet: migrating and seeding come first.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `The marketplace did not answer /api/health within ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`,
  );
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/**
 * Starts the marketplace as `npm run serve` does (the server built to `apps/api/dist`, run by node) in
 * production mode, on a fresh data folder so it seeds the demo shop, on loopback only. The server's
 * output goes to `logFile`, not the console, so the table stays readable.
 */
export async function startMarketplace(port: number, logFile: string): Promise<RunningMarketplace> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hunarmand-lighthouse-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  await run("npm", ["run", "build", "-w", "apps/api"], REPO);
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, ["--enable-source-maps", "dist/server.js"], {
    cwd: API_DIR,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString("hex"),
      SEED_DEMO_DATA: "true",
    },
  });
  fs.closeSync(log);
  // The last resort if the script dies without its cleanup: never leave a server behind.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
        await exited(child);
        clearTimeout(timer);
      }
      process.removeListener("exit", killOnExit);
      fs.rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  try {
    await waitUntilHealthy(baseUrl, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
