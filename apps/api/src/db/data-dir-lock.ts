import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

/**
 * When a process started, as Linux counts it (field 22 of /proc/<pid>/stat), and whether it has
 * already exited but not been reaped (state Z). Undefined where there is no /proc.
 */
function processFacts(pid: number): { startTime: string; zombie: boolean } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses; fields after it are plain.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { startTime: fields[19] ?? "", zombie: fields[0] === "Z" };
  } catch {
    return undefined;
  }
}

/**
 * Whether the process that wrote the lock still runs. A killed process can linger as a zombie
 * (in a container whose first process never reaps its children) and its pid can be handed to a new
 * process, so on Linux the lock also records the owner's start time and a zombie counts as gone.
 */
function ownerRuns(pid: number, startTime: string | undefined): boolean {
  if (fs.existsSync("/proc/self/stat")) {
    const facts = processFacts(pid);
    if (!facts || facts.zombie) return false;
    return startTime === undefined || facts.startTime === startTime;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is a single in-process connection: two processes on one folder would corrupt it. The lock
 * file holds the owner's pid (and start time); a lock left by a process that no longer runs, however
 * it ended, is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dir, "marketplace.lock");
  const mine = [process.pid, processFacts(process.pid)?.startTime].filter(Boolean).join(" ");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, mine, { flag: "wx", mode: 0o600 });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const [pidText, startTime] = fs.readFileSync(lockPath, "utf8").trim().split(" ");
      const owner = Number.parseInt(pidText ?? "", 10);
      if (Number.isInteger(owner) && owner !== process.pid && ownerRuns(owner, startTime)) {
        throw new DataDirLockedError(
          `The data folder ${dir} is already in use by another marketplace process (pid ${owner}). ` +
            "Stop that process first, or start this one with another DATA_DIR or a DATABASE_URL.",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dir}.`);
}
