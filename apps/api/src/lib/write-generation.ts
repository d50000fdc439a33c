import type { Redis } from "ioredis";

/**
 * A number that every write through the API moves on, the same for every server process (decision
 * 0029). A public answer is kept only with the number it was read under, so an answer read before
 * a write is never served after it, by any process.
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
