import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { AppConfig } from "../config.ts";

export const MIN_JWT_SECRET_LENGTH = 32;

export class JwtSecretError extends Error {}

/**
 * The secret that signs tokens: from JWT_SECRET when set (required in production), otherwise
 * generated on first start and kept in the data folder so that sessions survive a restart.
 *
 * The file is written atomically (a temporary file renamed into place), so a crash leaves either
 * no file or a whole one. A file that is nonetheless empty or short (copied by hand, a disk that lost
 * its last write) is replaced when no account exists yet, since then no token can have been signed
 * with it; otherwise the server refuses to start rather than run with a guessable key.
 */
export async function resolveJwtSecret(
  config: AppConfig,
  anyAccountExists: () => Promise<boolean>,
): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
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
  const secret = randomBytes(48).toString("base64url");
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
