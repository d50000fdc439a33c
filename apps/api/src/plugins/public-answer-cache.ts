import type { FastifyInstance, FastifyRequest } from "fastify";
import { Counter, Gauge } from "prom-client";
import { etagOf, PUBLIC_READ_MAX_AGE_SECONDS } from "../lib/http-cache.ts";
import { dependenciesOf, touchesOf } from "../lib/public-answer-tags.ts";
import { type AnswerGenerations, EVERY_WRITE } from "../lib/write-generation.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A write that changes no public answer (signing in, asking for a reset e-mail, the contact
     * form): it leaves the public answer cache as it is. Every other write forgets the answers it
     * names (lib/public-answer-tags.ts), or all of them when it names none.
     */
    leavesPublicAnswers?: boolean;
  }
}

export interface PublicAnswerCacheOptions {
  generations: AnswerGenerations;
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
  /** The write sequence when it was read: it holds while its tags carry no later stamp. */
  readAt: number;
  tags: readonly string[];
  /** When it goes whatever the writes: its maximum age, or the next sale's end. */
  until: number;
}

/**
 * The longest an answer is kept: a change made beside the API (an operator's SQL, a process whose
 * Redis was away when it wrote) shows within this. The same as a browser may keep it (http-cache.ts).
 */
export const PUBLIC_ANSWER_MAX_AGE_MS = PUBLIC_READ_MAX_AGE_SECONDS * 1000;

/** How long a tag's stamp lives: longer than any answer is kept (an answer lives maxAgeMs from its read). */
export const stampLifetimeMs = (maxAgeMs: number) => 2 * maxAgeMs + 1000;

const JSON_TYPE = "application/json; charset=utf-8";
const READS_THAT_CHANGE_NOTHING = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Keeps the public reads' answers (`config: { cache: "public" }`, asked without a token) in memory
 * and answers the same address again from there, until a write through any process touches what
 * the answer shows (decisions 0031 and 0059). Each answer is kept with the write sequence it was
 * read under and the tags its route named; a write stamps the tags it touched with a later number
 * before its own answer leaves, so whoever saw the write succeed reads what it changed, from every
 * process, while answers that share no tag with it stay. Answers also go when a sale ends (price
 * sorts and a store's figures depend on the clock) and after `maxAgeMs` at the latest.
 */
export function registerPublicAnswerCache(app: FastifyInstance, options: PublicAnswerCacheOptions): void {
  const now = options.now ?? Date.now;
  const kept = new Map<string, KeptAnswer>();
  let keptBytes = 0;
  /**
   * When the next sale ends, as read after the sequence was `readAt` (so it knows every sale
   * written before), and until when that holds. An answer read under a later sequence waits for a
   * new look: the write that moved it may have started a sale.
   */
  let sale: { readAt: number; until: number } | null = null;
  let looking: { readAt: number; done: Promise<void> } | null = null;
  const readUnder = new WeakMap<FastifyRequest, { readAt: number; at: number }>();
  const { servedFromMemory, keptAnswers } = answerCacheMetrics(app, () => ({
    count: kept.size,
    bytes: keptBytes,
  }));

  function drop(url: string): void {
    const answer = kept.get(url);
    if (!answer) return;
    kept.delete(url);
    keptBytes -= answer.body.length;
  }

  /** Reads when the next sale ends, once for every reader of the same sequence or an earlier one. */
  function knowSaleEnd(readAt: number): Promise<void> {
    if (sale && sale.readAt >= readAt && now() < sale.until) return Promise.resolve();
    if (looking && looking.readAt >= readAt) return looking.done;
    const startedAt = now();
    const done: Promise<void> = options
      .nextSaleEnd(new Date(startedAt))
      .then(
        (saleEnd) => {
          if (sale && sale.readAt > readAt) return;
          const until = Math.min(
            startedAt + options.maxAgeMs,
            saleEnd?.getTime() ?? Number.POSITIVE_INFINITY,
          );
          sale = { readAt, until };
        },
        (error: unknown) =>
          app.log.warn({ err: error }, "Public answers are not kept: the next sale's end is unknown"),
      )
      .finally(() => {
        if (looking?.done === done) looking = null;
      });
    looking = { readAt, done };
    return done;
  }

  function keep(url: string, answer: KeptAnswer): void {
    if (answer.body.length > options.maxBytes / 8) return;
    drop(url);
    kept.set(url, answer);
    keptBytes += answer.body.length;
    keptAnswers.inc();
    // A Map iterates in insertion order and a hit re-inserts, so the first key is the least used.
    for (const [oldest, held] of kept) {
      if (keptBytes <= options.maxBytes) break;
      kept.delete(oldest);
      keptBytes -= held.body.length;
    }
  }

  app.addHook("onRequest", async (request, reply) => {
    if (!isCacheableRead(request)) return;
    const answer = kept.get(request.url);
    // One round trip: the sequence now, and the latest stamp of the kept answer's tags.
    const state = await options.generations.read(answer?.tags ?? []);
    if (state === null) return;
    const at = now();
    if (answer) {
      const same = kept.get(request.url) === answer;
      if (state.latest <= answer.readAt && at < answer.until) {
        if (same) {
          kept.delete(request.url);
          kept.set(request.url, answer);
        }
        // The ETag goes with it, so http-caching.ts does not hash the same answer again.
        reply.header("content-type", JSON_TYPE).header("etag", answer.etag);
        servedFromMemory.inc();
        return reply.send(answer.body);
      }
      if (same) drop(request.url);
    }
    // Only an answer from the database is kept (one from memory passes onSend too).
    readUnder.set(request, { readAt: state.now, at });
    // A read that will keep its answer first knows when the next sale ends.
    await knowSaleEnd(state.now);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (!READS_THAT_CHANGE_NOTHING.has(request.method)) {
      // A refused write (4xx) changed nothing; anything else may have.
      const refused = reply.statusCode >= 400 && reply.statusCode < 500;
      if (!refused && !request.routeOptions.config.leavesPublicAnswers) {
        const touched = touchesOf(request);
        // This process's own answers go at once (other processes' on their next read of them).
        if (touched === undefined) {
          kept.clear();
          keptBytes = 0;
        } else {
          for (const [url, answer] of kept)
            if (answer.tags.some((tag) => tag === EVERY_WRITE || touched.has(tag))) drop(url);
        }
        try {
          await options.generations.touch(touched ?? "everything");
        } catch (error) {
          // Other processes keep what they hold until it runs out (maxAgeMs) or Redis answers again.
          request.log.error({ err: error }, "The write generation could not be moved on");
        }
      }
      return payload;
    }
    const read = readUnder.get(request);
    if (
      read !== undefined &&
      sale !== null &&
      sale.readAt >= read.readAt &&
      now() < sale.until &&
      reply.statusCode === 200 &&
      typeof payload === "string" &&
      (kept.get(request.url)?.readAt ?? -1) < read.readAt
    ) {
      const etag = etagOf(payload);
      reply.header("etag", etag);
      keep(request.url, {
        body: payload,
        etag,
        readAt: read.readAt,
        tags: dependenciesOf(request) ?? [EVERY_WRITE],
        until: Math.min(read.at + options.maxAgeMs, sale.until),
      });
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
