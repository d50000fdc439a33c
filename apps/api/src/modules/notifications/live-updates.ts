import type { StreamEventName } from "@marketplace/shared/notifications-contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { RecipientRole } from "../../db/schema/index.ts";

/** An account that can hold a stream open: whom an event is for. */
export interface LiveRecipient {
  role: RecipientRole;
  id: string;
}

/** One Server-Sent Event: its name and its JSON data. */
export interface LiveEvent {
  event: StreamEventName;
  data: unknown;
}

/** One open stream, as the route that holds its connection hands it over. */
export interface LiveStream {
  send(event: LiveEvent): void;
  /** Ends the connection; called once by LiveUpdates, which forgets the stream first. */
  end(): void;
  /** Whether the token the stream was opened with is still good (its account's version, the account itself). */
  tokenStillValid(): Promise<boolean>;
}

/** An event for one account's streams, or word that its tokens were revoked. */
type Envelope = { to: string; event: LiveEvent } | { to: string; revoked: true };

/** More streams than this for one account on one process end the oldest: a tab left over, or a flood. */
export const MAX_STREAMS_PER_ACCOUNT = 10;
/** How often an open stream's token is checked again, if nothing revoked it sooner. */
export const TOKEN_CHECK_EVERY_MS = 60_000;

const keyOf = (recipient: LiveRecipient) => `${recipient.role}:${recipient.id}`;

interface Held {
  stream: LiveStream;
  tokenCheck: NodeJS.Timeout;
}

/**
 * Pushes events to the streams open on this process (decision 0029). With Redis, every event is
 * published on one channel and each process hands it to the streams it holds, so a notification
 * written by one process reaches a reader connected to another; without Redis, in this process only.
 * A stream lives only as long as its token: when an account's tokens are revoked every process
 * checks its streams' tokens at once, and each stream's is checked again every minute anyway.
 */
export class LiveUpdates {
  /** Each account's streams on this process, oldest first. */
  private readonly streams = new Map<string, Held[]>();
  private subscriber: Redis | null = null;

  constructor(
    private readonly redis: Redis | null,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
    private readonly tokenCheckEveryMs = TOKEN_CHECK_EVERY_MS,
  ) {}

  async start(): Promise<void> {
    if (!this.redis) return;
    // Commands wait for a connection however long Redis is away: the app starts (and answers 503 on
    // /api/health) without Redis, and the subscription is made once Redis answers.
    const subscriber = this.redis.duplicate({ maxRetriesPerRequest: null });
    subscriber.on("error", (error: Error) =>
      this.log.warn({ err: error }, "Redis (live updates) does not answer"),
    );
    subscriber.on("message", (_channel: string, text: string) => {
      let envelope: Envelope;
      try {
        envelope = JSON.parse(text) as Envelope;
      } catch {
        return;
      }
      this.receive(envelope);
    });
    subscriber
      .subscribe(this.channel)
      .catch((error: unknown) => this.log.warn({ err: error }, "live updates: no Redis subscription"));
    this.subscriber = subscriber;
  }

  /**
   * Holds `stream` open for `recipient` until the returned function is called (or its token fails a
   * check, or a newer stream pushes it out). Its eleventh stream ends the account's oldest.
   */
  subscribe(recipient: LiveRecipient, stream: LiveStream): () => void {
    const key = keyOf(recipient);
    const list = this.streams.get(key) ?? [];
    this.streams.set(key, list);
    const held: Held = {
      stream,
      tokenCheck: setInterval(() => void this.checkToken(key, held), this.tokenCheckEveryMs),
    };
    list.push(held);
    while (list.length > MAX_STREAMS_PER_ACCOUNT) {
      const oldest = list[0] as Held;
      this.end(key, oldest);
    }
    return () => this.forget(key, held);
  }

  /** Never throws: a live update that cannot be sent is a warning, the row is written anyway. */
  async publish(recipient: LiveRecipient, event: LiveEvent): Promise<void> {
    await this.broadcast({ to: keyOf(recipient), event });
  }

  /**
   * The account's tokens were revoked (a new password, "sign out everywhere"): every process checks
   * the tokens of the account's streams at once and ends those that no longer hold, so a stream
   * opened since with a new token stays. Never throws; a stream missed here ends at its next check.
   */
  async tokensRevoked(recipient: LiveRecipient): Promise<void> {
    await this.broadcast({ to: keyOf(recipient), revoked: true });
  }

  /** How many streams are open on this process (tests, and the log at shutdown). */
  get openStreams(): number {
    let n = 0;
    for (const list of this.streams.values()) n += list.length;
    return n;
  }

  /** Ends every stream (the server is closing). */
  async stop(): Promise<void> {
    for (const [key, list] of [...this.streams]) for (const held of [...list]) this.end(key, held);
    const subscriber = this.subscriber;
    this.subscriber = null;
    subscriber?.disconnect();
  }

  /** Through Redis to every process when it is configured (this one included), else here alone. */
  private async broadcast(envelope: Envelope): Promise<void> {
    if (this.redis && this.subscriber) {
      try {
        await this.redis.publish(this.channel, JSON.stringify(envelope));
        return;
      } catch (error) {
        this.log.warn({ err: error }, "live update not published through Redis; sent on this process only");
      }
    }
    this.receive(envelope);
  }

  private receive(envelope: Envelope): void {
    const list = this.streams.get(envelope.to);
    if (!list) return;
    for (const held of [...list]) {
      if ("revoked" in envelope) void this.checkToken(envelope.to, held);
      else this.send(held.stream, envelope.event);
    }
  }

  private send(stream: LiveStream, event: LiveEvent): void {
    try {
      stream.send(event);
    } catch (error) {
      this.log.warn({ err: error }, "a live update could not be written to a stream");
    }
  }

  /** Ends the stream unless its token is still good; a check that cannot be made ends it too. */
  private async checkToken(key: string, held: Held): Promise<void> {
    const valid = await held.stream.tokenStillValid().catch((error: unknown) => {
      this.log.warn({ err: error }, "a live stream's token could not be checked; the stream ends");
      return false;
    });
    if (!valid) this.end(key, held);
  }

  private end(key: string, held: Held): void {
    if (!this.forget(key, held)) return;
    try {
      held.stream.end();
    } catch (error) {
      this.log.warn({ err: error }, "a live stream could not be ended cleanly");
    }
  }

  /** Answers whether the stream was still held. */
  private forget(key: string, held: Held): boolean {
    const list = this.streams.get(key);
    const index = list?.indexOf(held) ?? -1;
    if (!list || index < 0) return false;
    clearInterval(held.tokenCheck);
    list.splice(index, 1);
    if (list.length === 0) this.streams.delete(key);
    return true;
  }
}
