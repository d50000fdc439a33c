import { spawn } from "node:child_process";
import { once } from "node:events";
import os from "node:os";
import readline from "node:readline";

/**
 * Runs the stories in several Playwright processes side by side (`--shard=i/n`), each against a
 * marketplace of its own: playwright.config.ts gives every process its own server, data folder,
 * mail folder and SMTP sink, so no story meets another shard's carts, orders or e-mails.
 *
 * A shard keeps about two cores busy (its server and its browser). On the 2-core CI machine one
 * process already does: two shards took 17.8 minutes against 18 for one (2026-11-30), so there the
 * stories run the plain way, in one process; a machine with more cores runs a shard per two.
 * Each shard's ports are ten apart (a story's own server and simulators sit just below its port).
 *
 * `E2E_SHARDS` sets how many (1 runs the plain way); arguments are passed to each shard's
 * `playwright test` (a spec or `--project`; a shard left with no story passes).
 */
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? Math.floor(os.availableParallelism() / 2)));
const basePort = Number(process.env.E2E_PORT ?? 3199);
const args = process.argv.slice(2);

/** The results folder asked for (`--output`), taken out of the arguments: each shard gets one below it. */
function takeOutputDir(): string {
  const at = args.findIndex((arg) => arg === "--output" || arg.startsWith("--output="));
  if (at === -1) return "test-results";
  const [, value] = (args[at] ?? "").split("=");
  const dir = value ?? args[at + 1] ?? "test-results";
  args.splice(at, value === undefined ? 2 : 1);
  return dir;
}
const outputDir = shards > 1 ? takeOutputDir() : undefined;

async function runShard(index: number): Promise<number> {
  const label = shards > 1 ? `[${index}/${shards}] ` : "";
  const env: NodeJS.ProcessEnv = { ...process.env, E2E_PORT: String(basePort + 10 * (index - 1)) };
  // Each process must make its own folders (the config makes them when these are unset).
  delete env.E2E_DATA_DIR;
  delete env.E2E_MAIL_DIR;
  delete env.E2E_SMTP_PORT;
  // Each its own results folder: Playwright empties it at the start and keeps a worker's traces in
  // it by worker number, which would be the same in both.
  const shardArgs =
    shards > 1
      ? [`--shard=${index}/${shards}`, "--pass-with-no-tests", "--output", `${outputDir}/shard-${index}`]
      : [];
  const child = spawn("npx", ["playwright", "test", ...shardArgs, ...args], {
    cwd: import.meta.dirname,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on("line", (line) => {
      process.stdout.write(`${label}${line}\n`);
    });
  }
  const [code, signal] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
  return code ?? (signal ? 1 : 0);
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const failed = codes.flatMap((code, i) => (code === 0 ? [] : [`${i + 1}/${shards}`]));
if (failed.length > 0) {
  console.error(`The stories failed in shard ${failed.join(", ")} (each shard's lines carry its number).`);
  process.exit(1);
}
