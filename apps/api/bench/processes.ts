import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { onCleanup } from "./cleanup.ts";

/**
 * A child in a process group of its own (`detached`), so that stopping it stops whatever it started
 * too (npm's shell, the node server under it, cluster workers).
 */
export interface Child {
  process: ChildProcess;
  pid: number;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export function startChild(
  label: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; stdout: "pipe" | number },
): Child {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ["ignore", options.stdout, options.stdout === "pipe" ? "inherit" : options.stdout],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${label} did not start`);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (!groupAlive(pid)) return;
      signalGroup(pid, "SIGTERM");
      // The whole group, not only its leader: a server under `sh -c` shuts down gracefully (and
      // releases its data folder) after the shell has gone.
      const deadline = Date.now() + 15_000;
      while (groupAlive(pid) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      signalGroup(pid, "SIGKILL");
      await exited;
    })();
    return stopping;
  };
  const stopNow = onCleanup(label, stop);
  // Once exited, stopping it again only signals a group that is gone: harmless, and it leaves the list.
  void exited.then(stopNow);
  return { process: child, pid, exited, stop };
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

/** The processes under `pid` (children, grandchildren…), read from /proc. */
export function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command name may hold spaces and brackets: the fields after its last ")" are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we read.
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const next = queue.shift() ?? 0;
    for (const child of parents.get(next) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Resident memory (VmRSS) of a process in MB, or undefined when it is not there. */
export function residentMb(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export const commandName = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "";
  }
};
