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

type Listener = (event: LiveEvent) => void;

interface Envelope {
  to: string;
  event: LiveEvent;
}

const keyOf = (recipient: LiveRecipient) => `${recipient.role}:${recipient.id}`;

/**
 * Pushes events to the streams open on this process (decision 0029). With Redis, every event is
 * published on one channel and each process hands it to the streams it holds, so a notification
 * written by one process reaches a reader connected to another; without Redis, in this process only.
 */
export class LiveUpdates {
  private readonly listeners = new Map<string, Set<Listener>>();
  private subscriber: Redis | null = null;

  constructor(
    private readonly redis: Redis | null,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
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
      this.deliver(envelope.to, envelope.event);
    });
    subscriber
      .subscribe(this.channel)
      .catch((error: unknown) => this.log.warn({ err: error }, "live updates: no Redis subscription"));
    this.subscriber = subscriber;
  }

  /** Calls `listener` with every event for `recipient` until the returned function is called. */
  subscribe(recipient: LiveRecipient, listener: Listener): () => void {
    const key = keyOf(recipient);
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  /** Never throws: a live update that cannot be sent is a warning, the row is written anyway. */
  async publish(recipient: LiveRecipient, event: LiveEvent): Promise<void> {
    const to = keyOf(recipient);
    if (this.redis && this.subscriber) {
      try {
        await this.redis.publish(this.channel, JSON.stringify({ to, event } satisfies Envelope));
        return;
      } catch (error) {
        this.log.warn({ err: error }, "live update not published through Redis; sent on this process only");
      }
    }
    this.deliver(to, event);
  }

  /** How many streams are open on this process (tests, and the log at shutdown). */
  get openStreams(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  async stop(): Promise<void> {
    this.listeners.clear();
    const subscriber = this.subscriber;
    this.subscriber = null;
    subscriber?.disconnect();
  }

  private deliver(to: string, event: LiveEvent): void {
    for (const listener of this.listeners.get(to) ?? []) {
      try {
        listener(event);
      } catch (error) {
        this.log.warn({ err: error }, "a live update could not be written to a stream");
      }
    }
  }
}
