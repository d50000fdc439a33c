import type { Redis } from "ioredis";

/**
 * A number that the writes it stands for move on, the same for every server process (decisions
 * 0031 and 0057: the search glossary's). Something kept with the number it was read under is never
 * used after such a write, by any process. The public answer cache uses the finer
 * AnswerGenerations below (decision 0059).
 */
export interface WriteGeneration {
  /** The number now; null when it cannot be known (Redis does not answer), and then nothing is served from memory. */
  read(): Promise<number | null>;
  /** Moves it on. Resolves once every process reads the new number. */
  advance(): Promise<void>;
}

/** One process alone: the number lives in its memory. */
export function localWriteGeneration(): WriteGeneration {
  let generation = 0;
  return {
    read: async () => generation,
    advance: async () => {
      generation += 1;
    },
  };
}

/**
 * Several processes: the number lives in Redis. A series starts at the clock in microseconds, not
 * at 0, so that a Redis restarted without its data starts above every number handed out before;
 * a process keeps only numbers that go forward.
 */
export function redisWriteGeneration(redis: Redis, key: string): WriteGeneration {
  const startSeries = () => redis.set(key, String(Date.now() * 1000), "NX");
  return {
    async read() {
      try {
        const value = await redis.get(key);
        if (value === null) {
          await startSeries();
          return null;
        }
        return Number(value);
      } catch {
        return null;
      }
    },
    async advance() {
      const results = await redis
        .multi()
        .set(key, String(Date.now() * 1000), "NX")
        .incr(key)
        .exec();
      const failed = results?.find(([error]) => error !== null);
      if (!results || failed)
        throw failed?.[0] ?? new Error("Redis discarded the write generation's transaction");
    },
  };
}

/**
 * Per-tag write generations for the public answer cache (decision 0059). One sequence that every
 * write moves on, and for each tag the sequence number of the last write that touched it (a
 * *stamp*). An answer read when the sequence was `n` is still true while every tag it depends on
 * carries a stamp ≤ `n`: a write stamps its tags only after its change is committed and before its
 * own answer leaves, so whoever saw it succeed never gets an answer read before it.
 */
export interface AnswerGenerations {
  /**
   * In one round trip: the sequence now, and the latest stamp among `tags` and the stamp of writes
   * of unknown reach. Null when it cannot be known (Redis does not answer): nothing is served from
   * memory then.
   */
  read(tags: readonly string[]): Promise<{ now: number; latest: number } | null>;
  /**
   * Moves the sequence on and stamps `tags` with it, or every answer with "everything". Resolves
   * once every process reads the new stamps.
   */
  touch(tags: Iterable<string> | "everything"): Promise<void>;
}

/**
 * The tag an answer names to depend on every write: its stamp is the sequence itself. The cache
 * gives it to the answers of reads that name no tags.
 */
export const EVERY_WRITE = "*";

/**
 * One process alone: the sequence and the stamps in its memory. A stamp older than `stampTtlMs`
 * (longer than any answer is kept) is let go, as Redis does (below), so the stamps of a million
 * products do not pile up.
 */
export function localAnswerGenerations(stampTtlMs: number, now: () => number = Date.now): AnswerGenerations {
  let sequence = 0;
  let everything = 0;
  const stamps = new Map<string, { stamp: number; until: number }>();
  const stampOf = (tag: string) => {
    if (tag === EVERY_WRITE) return sequence;
    const kept = stamps.get(tag);
    return kept && kept.until > now() ? kept.stamp : 0;
  };
  return {
    read: async (tags) => ({ now: sequence, latest: Math.max(everything, ...tags.map(stampOf)) }),
    touch: async (tags) => {
      sequence += 1;
      if (tags === "everything") {
        everything = sequence;
        stamps.clear();
        return;
      }
      const until = now() + stampTtlMs;
      for (const tag of tags) {
        stamps.delete(tag);
        stamps.set(tag, { stamp: sequence, until });
      }
      // The map iterates in the order stamps were written: the oldest first.
      for (const [tag, kept] of stamps) {
        if (kept.until > now()) break;
        stamps.delete(tag);
      }
    },
  };
}

/** Marks a Lua script for Redis (the message-language test reads what follows `lua` as code). */
const lua = String.raw;

/**
 * Starts a sequence at the clock in microseconds, above every number a Redis that lost its data
 * handed out before, and stamps "everything" with it so that no answer read under the old sequence
 * is served again.
 */
const START_SEQUENCE = lua`
if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('SET', KEYS[1], ARGV[1])
  redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2])
end`;

/** KEYS: the sequence, the stamp of "everything", the tags; ARGV: the clock, the stamps' lifetime, '1' to stamp everything. */
const TOUCH = lua`${START_SEQUENCE}
local n = redis.call('INCR', KEYS[1])
if ARGV[3] == '1' then redis.call('SET', KEYS[2], n, 'PX', ARGV[2]) end
for i = 3, #KEYS do redis.call('SET', KEYS[i], n, 'PX', ARGV[2]) end
return n`;

/**
 * Several processes: the sequence and the stamps live in Redis under `prefix`. A read is one MGET;
 * a write one script (atomic, so a stamp never goes back). Stamps expire after `stampTtlMs`, which
 * must be longer than any answer is kept (a missing stamp reads as 0).
 */
export function redisAnswerGenerations(redis: Redis, prefix: string, stampTtlMs: number): AnswerGenerations {
  const sequenceKey = `${prefix}sequence`;
  const everythingKey = `${prefix}everything`;
  const keyOf = (tag: string) => (tag === EVERY_WRITE ? sequenceKey : `${prefix}tag:${tag}`);
  const clock = () => String(Date.now() * 1000);
  return {
    async read(tags) {
      try {
        const [sequence, ...stamps] = await redis.mget(sequenceKey, everythingKey, ...tags.map(keyOf));
        if (sequence === null || sequence === undefined) {
          await redis.eval(START_SEQUENCE, 2, sequenceKey, everythingKey, clock(), String(stampTtlMs));
          return null;
        }
        return { now: Number(sequence), latest: Math.max(0, ...stamps.map((s) => Number(s ?? 0))) };
      } catch {
        return null;
      }
    },
    async touch(tags) {
      const everything = tags === "everything";
      const keys = everything ? [] : [...tags].filter((tag) => tag !== EVERY_WRITE).map(keyOf);
      await redis.eval(
        TOUCH,
        2 + keys.length,
        sequenceKey,
        everythingKey,
        ...keys,
        clock(),
        String(stampTtlMs),
        everything ? "1" : "0",
      );
    },
  };
}
