import type { SignInRole } from "@marketplace/shared/auth-contracts";
import { networkAddress } from "../../lib/network-address.ts";
import type { KnownAddresses } from "./known-addresses.ts";
import type { AttemptCounters, CounterRule } from "./login-attempt-counters.ts";

const MINUTE = 60_000;

/**
 * Failed sign-ins are counted three ways (decision 0010). An account is one e-mail in one role:
 * a customer and a seller with the same e-mail are two accounts.
 */
export interface LoginLimits {
  /** One account from one address: strict, locks that pair until its window ends. */
  pair: CounterRule;
  /** One address over all accounts: a ceiling high enough for a carrier's shared address. */
  address: CounterRule;
  /** One account over all addresses: slows down, never locks (ASVS 2.2.1). */
  account: CounterRule;
}

const lock = (lockAt: number, windowMs: number): CounterRule => ({
  windowMs,
  sliding: false,
  lockAt,
  slowFrom: 0,
  firstDelayMs: 0,
  maxDelayMs: 0,
});

export const LOGIN_LIMITS: LoginLimits = {
  pair: lock(10, 15 * MINUTE),
  address: lock(100, 15 * MINUTE),
  // Twenty free tries (two addresses' worth: one address alone meets the pair lock first), then
  // 1 s, 2 s, 4 s ... up to a minute after each failure. The count only starts again after a quiet
  // hour, so no hour can hold more than 20 + 6 + 58 = 84 failures.
  account: {
    windowMs: 60 * MINUTE,
    sliding: true,
    lockAt: 0,
    slowFrom: 20,
    firstDelayMs: 1000,
    maxDelayMs: MINUTE,
  },
};

export type ThrottleReason = keyof LoginLimits;

export type LoginAttempt =
  | { refused: true; reason: ThrottleReason; retryAfterSeconds: number }
  | {
      refused: false;
      /**
       * The account has signed in from this address before (decision 0036): the attempt skipped the
       * account-wide slow-down, and its password is checked ahead of strangers'.
       */
      knownAddress: boolean;
      /** The password was right: the pair starts again, the other counters take the attempt back. */
      succeeded(): Promise<void>;
      /** The password was never checked (no hashing capacity): nothing is counted against anyone. */
      notChecked(): Promise<void>;
    };

/** Decides before the password is checked whether a sign-in may be tried at all. */
export class LoginThrottle {
  constructor(
    private readonly counters: AttemptCounters,
    private readonly known: KnownAddresses,
    private readonly limits: LoginLimits = LOGIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  async attempt(role: SignInRole, email: string, ip: string): Promise<LoginAttempt> {
    const who = `${role}:${email.trim().toLowerCase()}`;
    const network = networkAddress(ip);
    const keys: Record<ThrottleReason, string> = {
      pair: `pair:${who}:${network}`,
      address: `address:${network}`,
      account: `account:${who}`,
    };
    const knownAddress = await this.known.isKnown(who, network, this.now());
    // The account-wide slow-down is for guessers spread over many addresses; the owner at an address
    // she has signed in from is bounded by the pair and address limits alone, so a flood elsewhere
    // cannot make her wait.
    const order: ThrottleReason[] = knownAddress ? ["pair", "address"] : ["pair", "address", "account"];
    const claim = await this.counters.claim(
      order.map((reason) => ({ key: keys[reason], rule: this.limits[reason] })),
      this.now(),
    );
    if ("index" in claim) {
      return {
        refused: true,
        reason: order[claim.index] ?? "pair",
        retryAfterSeconds: Math.max(1, Math.ceil(claim.waitMs / 1000)),
      };
    }
    const counted = order.map((reason) => keys[reason]);
    return {
      refused: false,
      knownAddress,
      succeeded: async () => {
        await Promise.all([
          this.counters.clear(keys.pair),
          ...counted.filter((key) => key !== keys.pair).map((key) => this.counters.release(key)),
          this.known.remember(who, network, this.now()),
        ]);
      },
      notChecked: async () => {
        await Promise.all(counted.map((key) => this.counters.release(key)));
      },
    };
  }
}
