import type { SignInRole } from "@marketplace/shared/auth-contracts";
import { networkAddress } from "../../lib/network-address.ts";
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
      /** The password was right: the pair starts again, the other counters take the attempt back. */
      succeeded(): Promise<void>;
    };

/** Decides before the password is checked whether a sign-in may be tried at all. */
export class LoginThrottle {
  constructor(
    private readonly counters: AttemptCounters,
    private readonly limits: LoginLimits = LOGIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  async attempt(role: SignInRole, email: string, ip: string): Promise<LoginAttempt> {
    const account = `account:${role}:${email.trim().toLowerCase()}`;
    const address = `address:${networkAddress(ip)}`;
    const pair = `pair:${role}:${email.trim().toLowerCase()}:${networkAddress(ip)}`;
    const order: ThrottleReason[] = ["pair", "address", "account"];
    const keys = { pair, address, account };
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
    return {
      refused: false,
      succeeded: async () => {
        await Promise.all([
          this.counters.clear(pair),
          this.counters.release(address),
          this.counters.release(account),
        ]);
      },
    };
  }
}
