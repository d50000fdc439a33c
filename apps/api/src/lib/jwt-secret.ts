import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { AppConfig } from "../config.ts";
import type { Database, DatabaseHandle } from "../db/create-db.ts";
import { serverSecrets } from "../db/schema/index.ts";

export const MIN_JWT_SECRET_LENGTH = 32;

export class JwtSecretError extends Error {}

/** Its row in `server_secrets`. */
const SECRET_NAME = "jwt";

/**
 * The secret that signs tokens: from JWT_SECRET when set (required in production), otherwise
 * generated on first start and kept where every process that opens the same database finds it, so
 * that sessions survive a restart and a token signed by one process is accepted by the others.
 * On PostgreSQL that is the database itself, which several processes share (decision 0026); PGlite
 * is one process on one data folder, so there it is a file in that folder.
 *
 * The file is written atomically (a temporary file renamed into place), so a crash leaves either
 * no file or a whole one. A file that is nonetheless empty or short (copied by hand, a disk that lost
 * its last write) is replaced when no account exists yet, since then no token can have been signed
 * with it; otherwise the server refuses to start rather than run with a guessable key.
 */
export async function resolveJwtSecret(
  config: AppConfig,
  database: Pick<DatabaseHandle, "db" | "driver">,
  anyAccountExists: () => Promise<boolean>,
): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  if (database.driver === "postgres") return sharedSecret(database.db, anyAccountExists);
  const file = path.join(config.dataDir, "jwt-secret");
  const existing = readSecretFile(file);
  if (existing !== undefined && existing.length >= MIN_JWT_SECRET_LENGTH) return existing;
  if (existing !== undefined && (await anyAccountExists())) {
    throw new JwtSecretError(
      `The token secret in ${file} is empty or too short, and accounts already exist. Restore the file, ` +
        "set JWT_SECRET, or delete the file to sign everybody out and start with a new secret.",
    );
  }
  return writeNewSecret(file, existing !== undefined);
}

function readSecretFile(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function writeNewSecret(file: string, replace: boolean): string {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = newSecret();
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temporary, "w", 0o600);
  try {
    fs.writeSync(fd, secret);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  if (replace) {
    fs.renameSync(temporary, file);
    return secret;
  }
  // Another starter may have written one meanwhile: link() never replaces, so the first one wins.
  try {
    fs.linkSync(temporary, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readSecretFile(file) ?? secret;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/**
 * The database's secret, written by whichever process asks first: processes starting at the same
 * moment each offer a new one, the primary key keeps the first and the others read it back. A short
 * one (only a hand edit makes one) follows the data-folder rule: replaced while no account exists,
 * refused once any does; the update's condition lets only one of several starters replace it.
 */
async function sharedSecret(db: Database, anyAccountExists: () => Promise<boolean>): Promise<string> {
  await db.insert(serverSecrets).values({ name: SECRET_NAME, value: newSecret() }).onConflictDoNothing();
  const stored = await readSharedSecret(db);
  if (stored.length >= MIN_JWT_SECRET_LENGTH) return stored;
  if (await anyAccountExists()) {
    throw new JwtSecretError(
      `The token secret in the database (table server_secrets, name '${SECRET_NAME}') is empty or too ` +
        "short, and accounts already exist. Set JWT_SECRET, or delete that row to sign everybody out " +
        "and start with a new secret.",
    );
  }
  await db
    .update(serverSecrets)
    .set({ value: newSecret(), createdAt: new Date() })
    .where(
      and(
        eq(serverSecrets.name, SECRET_NAME),
        sql`length(${serverSecrets.value}) < ${MIN_JWT_SECRET_LENGTH}`,
      ),
    );
  return readSharedSecret(db);
}

async function readSharedSecret(db: Database): Promise<string> {
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_NAME));
  return row?.value.trim() ?? "";
}

function newSecret(): string {
  return randomBytes(48).toString("base64url");
}
