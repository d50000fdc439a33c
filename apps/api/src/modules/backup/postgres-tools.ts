import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { BackupError } from "./manifest.ts";

/**
 * PostgreSQL's own `pg_dump` and `pg_restore`: the newest installed under /usr/lib/postgresql (a
 * dump needs a pg_dump at least as new as the server), else the one on PATH.
 */
export function findPostgresTool(name: "pg_dump" | "pg_restore" | "psql"): string {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const file = path.join(root, version, "bin", name);
    if (fs.existsSync(file)) return file;
  }
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const file = path.join(dir, name);
    if (dir && fs.existsSync(file)) return file;
  }
  throw new BackupError(
    `${name} was not found under /usr/lib/postgresql/*/bin nor on PATH: install PostgreSQL's client tools (postgresql-client).`,
  );
}

/**
 * Runs a PostgreSQL tool on `databaseUrl`; the password goes through PGPASSWORD, never on the
 * command line where any user of the machine could read it.
 */
export function runPostgresTool(tool: string, args: string[], databaseUrl: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  const child = spawn(tool, [...args, `--dbname=${url}`], { env, stdio: ["ignore", "ignore", "pipe"] });
  return finished(child, tool);
}

/**
 * Restores a `pg_dump -Fc` file in one transaction: pg_restore writes the dump as SQL into psql,
 * which runs `prelude` (dropping what the dump recreates) and the whole script as one transaction
 * and stops at the first error, so a restore that fails leaves the database as it was. (pg_restore's
 * own --clean cannot drop pg-boss's partitioned tables.)
 */
export async function restoreDump(databaseUrl: string, dumpFile: string, prelude: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  const psql = spawn(
    findPostgresTool("psql"),
    [
      "--no-psqlrc",
      "--quiet",
      "--single-transaction",
      "--set=ON_ERROR_STOP=1",
      "--file=-",
      `--dbname=${url}`,
    ],
    { env, stdio: ["pipe", "ignore", "pipe"] },
  );
  const script = spawn(
    findPostgresTool("pg_restore"),
    ["--no-owner", "--no-privileges", "--file=-", dumpFile],
    {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  // psql stops reading at an error; the rest of the script has nowhere to go.
  psql.stdin.on("error", () => {});
  psql.stdin.write(prelude);
  script.stdout.pipe(psql.stdin);
  await Promise.all([finished(script, "pg_restore"), finished(psql, "psql")]);
}

function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function finished(child: ChildProcess, tool: string): Promise<void> {
  const err: Buffer[] = [];
  child.stderr?.on("data", (chunk: Buffer) => err.push(chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) return resolve();
      const said = Buffer.concat(err).toString("utf8").trim();
      reject(new BackupError(`${path.basename(tool)} failed (exit ${code}): ${said}`));
    });
  });
}
