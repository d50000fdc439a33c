import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { HttpError } from "../../lib/http-error.ts";

/** OWASP's scrypt parameters: N=2^17, r=8, p=1 (128 MiB per hash, so maxmem is raised). */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

/**
 * scrypt runs on libuv's thread pool (4 threads by default), which gzip, file reads and DNS share.
 * Unbounded, 16 concurrent password checks held every thread for seconds and the product list waited
 * behind them. At most `concurrent` derivations run at once (leaving the other threads free), the
 * rest wait in order, and past `maxQueued` waiting the caller gets a 503 instead of a growing queue.
 */
export class ScryptQueue {
  /** Derivations running now, the most ever at once, and how many have started in all. */
  running = 0;
  peak = 0;
  started = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrent: number,
    readonly maxQueued: number,
  ) {}

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrent) {
      this.running++;
    } else {
      if (this.waiting.length >= this.maxQueued) throw tooBusy();
      // A finishing derivation hands its slot straight to the first in line, so `running` never
      // overshoots and nobody jumps the queue.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.started++;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

export const BUSY_RETRY_AFTER_SECONDS = 5;

function tooBusy(): HttpError {
  return new HttpError(
    503,
    `The server is busy checking other passwords. Please try again in ${BUSY_RETRY_AFTER_SECONDS} seconds.`,
    undefined,
    { headers: { "retry-after": String(BUSY_RETRY_AFTER_SECONDS) } },
  );
}

/** Every password hash and check of this process goes through this queue (exported as its gauge). */
export const scryptQueue = new ScryptQueue(2, 32);

function derive(password: string, salt: Buffer, params: typeof PARAMS): Promise<Buffer> {
  return scryptQueue.run(() => deriveNow(password, salt, params));
}

function deriveNow(password: string, salt: Buffer, params: typeof PARAMS): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** "scrypt$N$r$p$salt$hash": the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join(
    "$",
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throwaway hash when the account does not exist, so a wrong e-mail takes as long
 * as a wrong password and answers do not reveal who has an account.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password");
  await verifyPassword(password, await dummyHash);
  return false;
}
