import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { BenchTarget } from "./fill-database.ts";
import { type Child, commandName, descendants, residentMb, startChild } from "./processes.ts";

const API_DIR = path.resolve(import.meta.dirname, "..");
const REPO_DIR = path.resolve(API_DIR, "../..");
export const BENCH_JWT_SECRET = "bench-secret-".padEnd(48, "x");

/** `npm run build -w apps/api --if-present`, as `npm start` does before starting a build step's output. */
export function buildApi(): void {
  execFileSync("npm", ["run", "build", "-w", "apps/api", "--if-present"], { cwd: REPO_DIR, stdio: "ignore" });
}

/** apps/api's own `start` command, read when the run starts, so the bench measures what `npm start` runs. */
function startCommand(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(API_DIR, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const command = manifest.scripts?.start;
  if (!command) throw new Error("apps/api/package.json has no start script");
  return command;
}

export interface RunningServer {
  base: string;
  child: Child;
  /** VmRSS of the node processes under the start command (several when it runs a cluster). */
  residentMb(): { total: number; processes: number };
  stop(): Promise<void>;
}

/**
 * The server as production runs it: the start script in a shell with npm's PATH, NODE_ENV=production,
 * its normal logging into `logFile`. Only the bench's settings are passed: no Redis, no demo data.
 */
export async function startServerUnderTest(
  target: BenchTarget,
  port: number,
  logFile: string,
  /** More settings, such as METRICS_TOKEN for a run that reads the server's figures. */
  settings: Record<string, string> = {},
): Promise<RunningServer> {
  const { DATABASE_URL: _database, DATA_DIR: _dataDir, REDIS_URL: _redis, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    PATH: [
      path.join(API_DIR, "node_modules/.bin"),
      path.join(REPO_DIR, "node_modules/.bin"),
      process.env.PATH,
    ].join(path.delimiter),
    NODE_ENV: "production",
    JWT_SECRET: BENCH_JWT_SECRET,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO_DATA: "false",
    HOST: "127.0.0.1",
    PORT: String(port),
    ...("databaseUrl" in target ? { DATABASE_URL: target.databaseUrl } : { DATA_DIR: target.dataDir }),
    ...settings,
  };
  if ("databaseUrl" in target) env.DATA_DIR = path.join(path.dirname(logFile), `uploads-${port}`);
  const log = fs.openSync(logFile, "a");
  const child = startChild("the server under test", "sh", ["-c", startCommand()], {
    cwd: API_DIR,
    env,
    stdout: log,
  });
  fs.closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/health`, child, `the server under test (its log: ${logFile})`);
  return {
    base,
    child,
    residentMb: () => {
      const nodes = descendants(child.pid).filter((pid) => commandName(pid) === "node");
      const sizes = nodes.map(residentMb).filter((mb): mb is number => mb !== undefined);
      return { total: sizes.reduce((a, b) => a + b, 0), processes: sizes.length };
    },
    stop: () => child.stop(),
  };
}

/** The bare Fastify yardstick, in its own process too. */
export async function startHelloWorld(port: number): Promise<RunningServer> {
  const child = startChild(
    "the hello-world server",
    process.execPath,
    ["--import", "tsx", "bench/hello-world-server.ts"],
    {
      cwd: API_DIR,
      env: { ...process.env, PORT: String(port) },
      stdout: fs.openSync("/dev/null", "w"),
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/`, child, "the hello-world server");
  return {
    base,
    child,
    residentMb: () => ({ total: residentMb(child.pid) ?? 0, processes: 1 }),
    stop: () => child.stop(),
  };
}

async function waitForHttp(url: string, child: Child, label: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void child.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${label} exited before answering ${url}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await child.stop();
  throw new Error(`${label} did not answer ${url} within ${timeoutMs / 1000} s`);
}
