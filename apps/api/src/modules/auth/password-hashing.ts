import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { HttpError } from "../../lib/http-error.ts";

/** OWASP's scrypt cost: N=2^17 (with r=8, 128 MiB per hash, so maxmem is raised). */
export const DEFAULT_HASH_COST = 17;

/**
 * The cost of new hashes: `PASSWORD_HASH_COST` (log2 of N, 14 to 20) or OWASP's. A check always uses
 * the parameters stored with the hash, so changing it never locks anyone out. The test runs lower it
 * to 14 (an eighth of the work) where a test is not about the hasher's load.
 */
export function hashParams(env: NodeJS.ProcessEnv = process.env): { N: number; r: number; p: number } {
  const raw = env.PASSWORD_HASH_COST;
  const cost = raw === undefined || raw === "" ? DEFAULT_HASH_COST : Number(raw);
  if (!Number.isInteger(cost) || cost < 14 || cost > 20) {
    throw new Error(
      `PASSWORD_HASH_COST must be a whole number from 14 to 20 (log2 of scrypt's N), not "${raw}".`,
    );
  }
  return { N: 2 ** cost, r: 8, p: 1 };
}
type Params = ReturnType<typeof hashParams>;
const KEY_LENGTH = 32;

/** Who waits ahead: a sign-in from an address the account knows (decision 0036), or anyone else. */
export type Lane = "priority" | "normal";

/**
 * scrypt runs on libuv's thread pool (4 threads by default), which gzip, file reads and DNS share.
 * Unbounded, 16 concurrent password checks held every thread for seconds and the product list waited
 * behind them. At most `concurrent` derivations run at once (leaving the other threads free), the
 * rest wait in order, and past `maxQueued` waiting in their lane the caller gets a 503 instead of a
 * growing queue. The priority lane is served first and has its own room, so a flood of strangers'
 * sign-ins cannot keep an account's owner, at an address she has signed in from, out.
 */
export class ScryptQueue {
  /** Derivations running now, the most ever at once, and how many have started in all. */
  running = 0;
  peak = 0;
  started = 0;
  private readonly waiting: Record<Lane, Array<() => void>> = { priority: [], normal: [] };

  constructor(
    readonly concurrent: number,
    readonly maxQueued: number,
  ) {}

  get queued(): number {
    return this.waiting.priority.length + this.waiting.normal.length;
  }

  async run<T>(work: () => Promise<T>, lane: Lane = "normal"): Promise<T> {
    if (this.running < this.concurrent) {
      this.running++;
    } else {
      const line = this.waiting[lane];
      if (line.length >= this.maxQueued) throw tooBusy();
      // A finishing derivation hands its slot straight to the first in line, so `running` never
      // overshoots and nobody jumps the queue of her own lane.
      await new Promise<void>((resolve) => line.push(resolve));
    }
    this.started++;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await work();
    } finally {
      const next = this.waiting.priority.shift() ?? this.waiting.normal.shift();
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

function derive(password: string, salt: Buffer, params: Params, lane?: Lane): Promise<Buffer> {
  return scryptQueue.run(() => deriveNow(password, salt, params), lane);
}

function deriveNow(password: string, salt: Buffer, params: Params): Promise<Buffer> {
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
  const params = hashParams();
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join(
    "$",
  );
}

export async function verifyPassword(password: string, stored: string, lane?: Lane): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(
    password,
    Buffer.from(salt, "base64url"),
    { N: Number(n), r: Number(r), p: Number(p) },
    lane,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throwaway hash when the account does not exist, so a wrong e-mail takes as long
 * as a wrong password and answers do not reveal who has an account.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  // A hash refused for lack of capacity is not kept: the next call tries again.
  dummyHash ??= hashPassword("not-a-real-password").catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(password, await dummyHash);
  return false;
}
