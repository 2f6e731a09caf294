import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * Live updates (issue 29): what one instance records reaches the subscribers of every instance.
 * The database carries the events: `publishLive` runs `pg_notify` on the caller's executor, so an
 * event published inside a transaction is sent when it commits and never when it rolls back;
 * every instance LISTENs on one channel (a dedicated node-postgres connection on PostgreSQL, the
 * embedded PGlite's own `listen` in one process) and hands each event to its local subscribers.
 * An event says what changed (kind and ids), never the document: clients refetch what they show,
 * through the same checked queries, and a NOTIFY payload stays far below PostgreSQL's 8,000 bytes.
 */
export const LIVE_CHANNEL = 'atelier_live';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;

/** What happened, in ids: the subscriber's resolver turns it into the API's event type. */
export interface LiveEvent {
  kind: string;
  [key: string]: string | number | boolean | null | undefined;
}

/**
 * A subscriber's stream: the published events; `refetch` when some may have been missed; `check`,
 * the subscriber's own timer asking it to check its access again.
 */
export type LiveMessage = { type: 'event'; event: LiveEvent } | { type: 'refetch' } | { type: 'check' };

/** The topic of one concept's review activity (its id, never a guessable code). */
export const conceptTopic = (conceptId: string) => `concept:${conceptId}`;

/** Sends an event to the topic's subscribers on every instance once the executor's transaction commits. */
export async function publishLive(executor: Executor, topic: string, event: LiveEvent): Promise<void> {
  const payload = JSON.stringify({ topic, event });
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`live event too large for NOTIFY (${topic}, ${event.kind})`);
  await executor.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}

/**
 * Listening on a channel: `onMessage` for each notification, `onGap` when the connection was lost
 * and found again (notifications sent meanwhile are gone). Answers a function that stops listening.
 */
export type LiveListen = (channel: string, onMessage: (payload: string) => void, onGap: () => void) => Promise<() => Promise<void>>;

/** How many events a subscriber may have waiting before it is told to refetch instead. */
export const SUBSCRIBER_QUEUE_LIMIT = 64;

/**
 * One subscriber's bounded queue, read as an async iterator. A subscriber that does not keep up
 * (a slow connection) never makes the queue grow past its limit: the queue is replaced by one
 * `refetch`, which tells the client to read again what it shows.
 */
export class LiveSubscription implements AsyncIterableIterator<LiveMessage> {
  private queue: LiveMessage[] = [];
  private waiting: ((result: IteratorResult<LiveMessage>) => void) | null = null;
  private closed = false;

  constructor(
    private readonly limit: number,
    private readonly onClose: () => void,
  ) {}

  push(message: LiveMessage) {
    if (this.closed) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve({ value: message, done: false });
      return;
    }
    if (this.queue.length >= this.limit) this.queue = [{ type: 'refetch' }];
    else if (message.type === 'refetch' && this.queue.some((queued) => queued.type === 'refetch')) return;
    else this.queue.push(message);
  }

  /** Messages waiting to be read (for tests and the bench). */
  get pending() {
    return this.queue.length;
  }

  next(): Promise<IteratorResult<LiveMessage>> {
    const message = this.queue.shift();
    if (message) return Promise.resolve({ value: message, done: false });
    if (this.closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<LiveMessage>> {
    if (!this.closed) {
      this.closed = true;
      this.queue = [];
      this.onClose();
      this.waiting?.({ value: undefined, done: true });
      this.waiting = null;
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}

/** One instance's end of the live channel: its local subscribers by topic. */
export class LiveHub {
  private readonly topics = new Map<string, Set<LiveSubscription>>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly listen: LiveListen,
    private readonly log: { warn(details: object, message: string): void },
    private readonly queueLimit = SUBSCRIBER_QUEUE_LIMIT,
  ) {}

  async start() {
    this.stopListening = await this.listen(
      LIVE_CHANNEL,
      (payload) => this.deliver(payload),
      () => this.refetchAll(),
    );
  }

  async stop() {
    for (const subscribers of [...this.topics.values()]) for (const subscriber of [...subscribers]) await subscriber.return();
    await this.stopListening?.();
    this.stopListening = null;
  }

  /** A new subscriber of the topic; it receives what is published from now on. `return()` ends it. */
  subscribe(topic: string): LiveSubscription {
    let subscribers = this.topics.get(topic);
    if (!subscribers) this.topics.set(topic, (subscribers = new Set()));
    const subscription: LiveSubscription = new LiveSubscription(this.queueLimit, () => {
      subscribers.delete(subscription);
      if (subscribers.size === 0 && this.topics.get(topic) === subscribers) this.topics.delete(topic);
    });
    subscribers.add(subscription);
    return subscription;
  }

  /** Subscribers on this instance (all topics). */
  get subscriberCount() {
    let count = 0;
    for (const subscribers of this.topics.values()) count += subscribers.size;
    return count;
  }

  private deliver(payload: string) {
    let message: { topic?: unknown; event?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      this.log.warn({ payload: payload.slice(0, 200) }, 'unreadable live notification ignored');
      return;
    }
    if (typeof message.topic !== 'string' || typeof message.event !== 'object' || message.event === null) return;
    const subscribers = this.topics.get(message.topic);
    if (!subscribers) return;
    for (const subscriber of subscribers) subscriber.push({ type: 'event', event: message.event as LiveEvent });
  }

  /** The channel had a gap: every subscriber reads again what it shows. */
  private refetchAll() {
    for (const subscribers of this.topics.values()) for (const subscriber of subscribers) subscriber.push({ type: 'refetch' });
  }
}

/** How often an open subscription checks its session and access again when no event comes. */
export const ACCESS_RECHECK_MS = 30_000;

/** What a subscription's stream answers: SUBSCRIBED first, then CHANGED events and REFETCHes. */
export type StreamValue<Changed> = { kind: 'SUBSCRIBED' } | { kind: 'REFETCH' } | Changed;

/**
 * A subscription's stream over one topic of the hub: SUBSCRIBED first (the client reads what it
 * shows, to catch up), then each event as `toChanged` makes it, REFETCH when events were missed.
 * `isStillAllowed` (a fresh read of the session and access) runs before each event is sent and
 * every ACCESS_RECHECK_MS; the stream ends when it answers false. Ending the stream (the client
 * leaving) unsubscribes at once, even while it waits for an event.
 */
export function streamTopic<Changed>(options: {
  hub: LiveHub;
  topic: string;
  isStillAllowed: () => Promise<boolean>;
  toChanged: (event: LiveEvent) => Changed;
  /** Events this subscriber does not hear (its own doing, e.g. its arrival). */
  skip?: (event: LiveEvent) => boolean;
  /** Runs once when the stream ends, however it ends (the client left, access lost, the hub stopped). */
  onClose?: () => Promise<void>;
}): AsyncIterableIterator<StreamValue<Changed>> {
  const subscription = options.hub.subscribe(options.topic);
  const timer = setInterval(() => subscription.push({ type: 'check' }), ACCESS_RECHECK_MS);
  timer.unref();
  let started = false;
  let closing: Promise<void> | undefined;
  const close = async (): Promise<IteratorResult<StreamValue<Changed>>> => {
    closing ??= (async () => {
      clearInterval(timer);
      await subscription.return();
      await options.onClose?.();
    })();
    await closing;
    return { value: undefined, done: true };
  };
  const iterator: AsyncIterableIterator<StreamValue<Changed>> = {
    async next() {
      if (!started) {
        started = true;
        return { value: { kind: 'SUBSCRIBED' }, done: false };
      }
      for (;;) {
        const result = await subscription.next();
        if (result.done) return close();
        if (!(await options.isStillAllowed())) return close();
        if (result.value.type === 'check') continue;
        if (result.value.type === 'event' && options.skip?.(result.value.event)) continue;
        return { value: result.value.type === 'refetch' ? { kind: 'REFETCH' } : options.toChanged(result.value.event), done: false };
      }
    },
    return: close,
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/** The topic of one user's own notifications (the bell). */
export const userTopic = (userId: string) => `user:${userId}`;

/** A string field of an event, or null. */
export const eventText = (event: LiveEvent, key: string) => (typeof event[key] === 'string' ? event[key] : null);
