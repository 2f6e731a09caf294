import { describe, expect, it } from 'vitest';
import { LiveHub, type LiveListen, type LiveMessage } from './index.js';

/** A channel in memory: what the database would deliver, by hand. */
function fakeChannel() {
  let deliver: (payload: string) => void = () => undefined;
  let gap: () => void = () => undefined;
  const listen: LiveListen = async (_channel, onMessage, onGap) => {
    deliver = onMessage;
    gap = onGap;
    return async () => undefined;
  };
  return {
    listen,
    send: (topic: string, kind: string) => deliver(JSON.stringify({ topic, event: { kind } })),
    raw: (payload: string) => deliver(payload),
    gap: () => gap(),
  };
}

async function take(iterator: AsyncIterator<LiveMessage>, count: number) {
  const messages: LiveMessage[] = [];
  for (let index = 0; index < count; index++) messages.push((await iterator.next()).value as LiveMessage);
  return messages;
}

describe('LiveHub', () => {
  it("hands each topic's events to its own subscribers only, in order", async () => {
    const channel = fakeChannel();
    const hub = new LiveHub(channel.listen, { warn: () => undefined });
    await hub.start();
    const a = hub.subscribe('concept:a');
    const b = hub.subscribe('concept:b');
    channel.send('concept:a', 'one');
    channel.send('concept:b', 'other');
    channel.send('concept:a', 'two');
    expect(await take(a, 2)).toEqual([
      { type: 'event', event: { kind: 'one' } },
      { type: 'event', event: { kind: 'two' } },
    ]);
    expect(a.pending).toBe(0);
    expect(await take(b, 1)).toEqual([{ type: 'event', event: { kind: 'other' } }]);
  });

  it('replaces the queue of a subscriber that does not keep up by one refetch, so it never grows past its limit', async () => {
    const channel = fakeChannel();
    const hub = new LiveHub(channel.listen, { warn: () => undefined }, 3);
    await hub.start();
    const slow = hub.subscribe('concept:a');
    for (let index = 0; index < 10; index++) channel.send('concept:a', `event ${index}`);
    expect(slow.pending).toBeLessThanOrEqual(3);
    const [first] = await take(slow, 1);
    expect(first).toEqual({ type: 'refetch' });
  });

  it('tells every subscriber to refetch after a gap in the channel, and forgets a subscriber that ended', async () => {
    const channel = fakeChannel();
    const hub = new LiveHub(channel.listen, { warn: () => undefined });
    await hub.start();
    const a = hub.subscribe('concept:a');
    const b = hub.subscribe('concept:b');
    channel.gap();
    expect(await take(a, 1)).toEqual([{ type: 'refetch' }]);
    expect(await take(b, 1)).toEqual([{ type: 'refetch' }]);
    await a.return();
    expect(hub.subscriberCount).toBe(1);
    expect(await a.next()).toEqual({ value: undefined, done: true });
    await hub.stop();
    expect(hub.subscriberCount).toBe(0);
    expect(await b.next()).toEqual({ value: undefined, done: true });
  });

  it('ignores a notification it cannot read', async () => {
    const warnings: object[] = [];
    const channel = fakeChannel();
    const hub = new LiveHub(channel.listen, { warn: (details) => warnings.push(details) });
    await hub.start();
    const a = hub.subscribe('concept:a');
    channel.raw('not json');
    channel.raw(JSON.stringify({ topic: 'concept:a' }));
    channel.send('concept:a', 'ok');
    expect(await take(a, 1)).toEqual([{ type: 'event', event: { kind: 'ok' } }]);
    expect(warnings).toHaveLength(1);
  });
});
