import type { Redis } from "ioredis";

/** How one counter of sign-in attempts decides whether the next attempt must wait. */
export interface CounterRule {
  windowMs: number;
  /** The window restarts at each counted attempt (true) or runs from the first one (false). */
  sliding: boolean;
  /** From this many counted attempts on, none more until the window ends; 0 for never. */
  lockAt: number;
  /** From this many on, each attempt waits after the last one, doubling up to the cap; 0 for never. */
  slowFrom: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export interface Counter {
  key: string;
  rule: CounterRule;
}

/** Nothing waits (and the attempt is counted everywhere), or counter `index` makes it wait `waitMs`. */
export type Claim = { waitMs: 0 } | { waitMs: number; index: number };

/**
 * Counts sign-in attempts. `claim` is atomic: an attempt is counted before its password is checked,
 * so a burst of parallel requests cannot all slip through on the same stale count.
 */
export interface AttemptCounters {
  claim(counters: Counter[], now: number): Promise<Claim>;
  /** Takes one counted attempt back (it turned out to be a correct password). */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

interface CounterState {
  count: number;
  first: number;
  last: number;
}

/** The rule, once for the in-memory counters; the Redis script below is its twin in Lua. */
function judge(state: CounterState | undefined, rule: CounterRule, now: number) {
  const ends = state ? (rule.sliding ? state.last : state.first) + rule.windowMs : now;
  const live = state && state.count > 0 && ends > now ? state : undefined;
  let waitMs = 0;
  if (live && rule.lockAt > 0 && live.count >= rule.lockAt) waitMs = ends - now;
  else if (live && rule.slowFrom > 0 && live.count >= rule.slowFrom) {
    waitMs = live.last + slowDownDelay(rule, live.count) - now;
  }
  return { live, waitMs: Math.max(0, Math.ceil(waitMs)) };
}

export function slowDownDelay(rule: CounterRule, count: number): number {
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (count - rule.slowFrom));
}

/** One process only; bounded by pruning, so a spray of made-up e-mails cannot fill the memory. */
export class MemoryAttemptCounters implements AttemptCounters {
  private readonly states = new Map<string, CounterState & { expiresAt: number }>();

  constructor(private readonly maxKeys = 100_000) {}

  async claim(counters: Counter[], now: number): Promise<Claim> {
    const judged = counters.map(({ key, rule }) => judge(this.states.get(key), rule, now));
    const longest = Math.max(...judged.map((j) => j.waitMs));
    if (longest > 0) return { waitMs: longest, index: judged.findIndex((j) => j.waitMs === longest) };
    counters.forEach(({ key, rule }, i) => {
      const live = judged[i]?.live;
      const first = live?.first ?? now;
      const count = (live?.count ?? 0) + 1;
      this.states.delete(key); // re-inserted last, so the map stays in order of last use
      this.states.set(key, {
        count,
        first,
        last: now,
        expiresAt: (rule.sliding ? now : first) + rule.windowMs,
      });
    });
    if (this.states.size > this.maxKeys) this.prune(now);
    return { waitMs: 0 };
  }

  async release(key: string) {
    const state = this.states.get(key);
    if (state && state.count > 0) state.count--;
  }

  async clear(key: string) {
    this.states.delete(key);
  }

  get size() {
    return this.states.size;
  }

  /** Drops what has expired, then, if still too many, the least recently used. */
  private prune(now: number) {
    for (const [key, state] of this.states) if (state.expiresAt <= now) this.states.delete(key);
    for (const key of this.states.keys()) {
      if (this.states.size <= this.maxKeys) break;
      this.states.delete(key);
    }
  }
}

/** `judge` and the counting of `claim` for all counters in one atomic step (a Lua script). */
const CLAIM_SCRIPT = `
local now = tonumber(ARGV[1])
local states = {}
local worst, worstIndex = 0, 0
for i, key in ipairs(KEYS) do
  local o = 1 + (i - 1) * 6
  local window, sliding = tonumber(ARGV[o + 1]), ARGV[o + 2] == '1'
  local lockAt, slowFrom = tonumber(ARGV[o + 3]), tonumber(ARGV[o + 4])
  local firstDelay, maxDelay = tonumber(ARGV[o + 5]), tonumber(ARGV[o + 6])
  local v = redis.call('HMGET', key, 'count', 'first', 'last')
  local count, first, last = tonumber(v[1]) or 0, tonumber(v[2]) or now, tonumber(v[3]) or now
  local ends = (sliding and last or first) + window
  if count <= 0 or ends <= now then count, first = 0, now end
  local wait = 0
  if count > 0 and lockAt > 0 and count >= lockAt then
    wait = ends - now
  elseif count > 0 and slowFrom > 0 and count >= slowFrom then
    wait = last + math.min(maxDelay, firstDelay * 2 ^ (count - slowFrom)) - now
  end
  wait = math.ceil(wait)
  if wait > worst then worst, worstIndex = wait, i end
  states[i] = { count, first, window, sliding }
end
if worst > 0 then return { worstIndex, worst } end
for i, key in ipairs(KEYS) do
  local s = states[i]
  redis.call('HSET', key, 'count', s[1] + 1, 'first', s[2], 'last', now)
  local ends = (s[4] and now or s[2]) + s[3]
  redis.call('PEXPIRE', key, math.max(1, ends - now))
end
return { 0, 0 }
`;

const RELEASE_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count'))
if count and count > 0 then redis.call('HSET', KEYS[1], 'count', count - 1) end
return 0
`;

/**
 * Shared by every server process on the same Redis. Each key expires with its window, so nothing is
 * left behind; times come from the caller's clock, the expiry only tidies up.
 */
export class RedisAttemptCounters implements AttemptCounters {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async claim(counters: Counter[], now: number): Promise<Claim> {
    const args = counters.flatMap(({ rule }) => [
      rule.windowMs,
      rule.sliding ? 1 : 0,
      rule.lockAt,
      rule.slowFrom,
      rule.firstDelayMs,
      rule.maxDelayMs,
    ]);
    const keys = counters.map((c) => this.prefix + c.key);
    const [index, waitMs] = (await this.redis.eval(CLAIM_SCRIPT, keys.length, ...keys, now, ...args)) as [
      number,
      number,
    ];
    return waitMs > 0 ? { waitMs, index: index - 1 } : { waitMs: 0 };
  }

  async release(key: string) {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }

  async clear(key: string) {
    await this.redis.del(this.prefix + key);
  }
}
