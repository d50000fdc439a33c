import type { FastifyInstance, FastifyRequest } from "fastify";
import { Counter, Gauge } from "prom-client";
import { etagOf, PUBLIC_READ_MAX_AGE_SECONDS } from "../lib/http-cache.ts";
import type { WriteGeneration } from "../lib/write-generation.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A write that changes no public answer (signing in, asking for a reset e-mail, the contact
     * form): it leaves the public answer cache as it is. Every other write empties it.
     */
    leavesPublicAnswers?: boolean;
  }
}

export interface PublicAnswerCacheOptions {
  generation: WriteGeneration;
  /** The most the kept answers may weigh, in bytes of JSON. */
  maxBytes: number;
  /** The longest an answer is kept, for changes made outside the API (an operator's SQL). */
  maxAgeMs: number;
  /** When the next sale running at `at` ends (the catalog answers it), or null if none runs. */
  nextSaleEnd(at: Date): Promise<Date | null>;
  now?: () => number;
}

interface KeptAnswer {
  body: string;
  etag: string;
}

/**
 * The longest an answer is kept: a change made beside the API (an operator's SQL, a process whose
 * Redis was away when it wrote) shows within this. The same as a browser may keep it (http-cache.ts).
 */
export const PUBLIC_ANSWER_MAX_AGE_MS = PUBLIC_READ_MAX_AGE_SECONDS * 1000;

const JSON_TYPE = "application/json; charset=utf-8";
const READS_THAT_CHANGE_NOTHING = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Keeps the public reads' answers (`config: { cache: "public" }`, asked without a token) in memory
 * and answers the same address again from there, until the next write through any process
 * (decision 0029). Each answer is kept with the write generation it was read under; the next
 * write moves the generation on before its own answer leaves, so whoever saw the write succeed
 * reads what it changed, from every process. Answers also go when a sale ends (price sorts and a
 * store's figures depend on the clock) and after `maxAgeMs` at the latest.
 */
export function registerPublicAnswerCache(app: FastifyInstance, options: PublicAnswerCacheOptions): void {
  const now = options.now ?? Date.now;
  const kept = new Map<string, KeptAnswer>();
  let keptBytes = 0;
  /** The generation the kept answers belong to, and until when they hold (0: nothing is kept). */
  let generation = -1;
  let keptUntil = 0;
  /** Reading when the next sale ends, for the generation just started. */
  let starting: Promise<void> | null = null;
  const readUnder = new WeakMap<FastifyRequest, number>();
  const { servedFromMemory, keptAnswers } = answerCacheMetrics(app, () => ({
    count: kept.size,
    bytes: keptBytes,
  }));

  function forget(): void {
    kept.clear();
    keptBytes = 0;
  }

  /** A new generation (or the old one run out): start empty, and keep nothing until the next sale's end is known. */
  function startOver(next: number): Promise<void> {
    forget();
    generation = next;
    keptUntil = 0;
    const startedAt = now();
    const started: Promise<void> = options
      .nextSaleEnd(new Date(startedAt))
      .then(
        (saleEnd) => {
          if (starting !== started) return;
          keptUntil = Math.min(startedAt + options.maxAgeMs, saleEnd?.getTime() ?? Number.POSITIVE_INFINITY);
        },
        (error: unknown) =>
          app.log.warn({ err: error }, "Public answers are not kept: the next sale's end is unknown"),
      )
      .finally(() => {
        if (starting === started) starting = null;
      });
    starting = started;
    return started;
  }

  function keep(url: string, body: string, etag: string): void {
    if (body.length > options.maxBytes / 8) return;
    kept.set(url, { body, etag });
    keptBytes += body.length;
    keptAnswers.inc();
    // A Map iterates in insertion order and a hit re-inserts, so the first key is the least used.
    for (const [oldest, answer] of kept) {
      if (keptBytes <= options.maxBytes) break;
      kept.delete(oldest);
      keptBytes -= answer.body.length;
    }
  }

  app.addHook("onRequest", async (request, reply) => {
    if (!isCacheableRead(request)) return;
    const current = await options.generation.read();
    // A number behind ours came from a read sent before a write that another read has seen.
    if (current === null || current < generation) return;
    readUnder.set(request, current);
    if (current > generation || (starting === null && now() >= keptUntil)) {
      // The first read of a generation waits for the sale's end, so that its own answer is kept.
      await startOver(current);
      return;
    }
    if (now() >= keptUntil) return;
    const answer = kept.get(request.url);
    if (!answer) return;
    kept.delete(request.url);
    kept.set(request.url, answer);
    // The ETag goes with it, so http-caching.ts does not hash the same answer again.
    reply.header("content-type", JSON_TYPE).header("etag", answer.etag);
    servedFromMemory.inc();
    return reply.send(answer.body);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (!READS_THAT_CHANGE_NOTHING.has(request.method)) {
      // A refused write (4xx) changed nothing; anything else may have.
      const refused = reply.statusCode >= 400 && reply.statusCode < 500;
      if (!refused && !request.routeOptions.config.leavesPublicAnswers) {
        forget();
        try {
          await options.generation.advance();
        } catch (error) {
          // Other processes keep what they hold until it runs out (maxAgeMs) or Redis answers again.
          request.log.error({ err: error }, "The write generation could not be moved on");
        }
      }
      return payload;
    }
    const readAt = readUnder.get(request);
    if (
      readAt === generation &&
      now() < keptUntil &&
      reply.statusCode === 200 &&
      typeof payload === "string" &&
      !kept.has(request.url)
    ) {
      const etag = etagOf(payload);
      reply.header("etag", etag);
      keep(request.url, payload, etag);
    }
    return payload;
  });
}

/** The cache's series in plugins/metrics.ts's registry: answers kept, served from memory, held now. */
function answerCacheMetrics(app: FastifyInstance, holding: () => { count: number; bytes: number }) {
  const registers = [app.metrics];
  new Gauge({
    name: "hunarmand_public_answers_held",
    help: "Public answers held in this process's memory now",
    registers,
    collect() {
      this.set(holding().count);
    },
  });
  new Gauge({
    name: "hunarmand_public_answers_held_bytes",
    help: "Bytes of JSON of the public answers held in this process's memory now",
    registers,
    collect() {
      this.set(holding().bytes);
    },
  });
  return {
    keptAnswers: new Counter({
      name: "hunarmand_public_answers_kept_total",
      help: "Public answers kept in memory after being read from the database",
      registers,
    }),
    servedFromMemory: new Counter({
      name: "hunarmand_public_answers_served_from_memory_total",
      help: "Public reads answered from memory without asking the database",
      registers,
    }),
  };
}

function isCacheableRead(request: FastifyRequest): boolean {
  return (
    request.method === "GET" &&
    request.routeOptions.config.cache === "public" &&
    request.headers.authorization === undefined
  );
}
