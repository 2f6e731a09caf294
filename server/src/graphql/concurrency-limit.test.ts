import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrency-limit.js';
import { applyRowCaps, useQueryCostLimit } from './query-cost.js';
import { RequestBudget } from './request-budget.js';

/** A schema with one heavy list (1,000 rows) whose resolver waits until the test lets it finish. */
function createServer() {
  const waiting: (() => void)[] = [];
  const schema = applyRowCaps(
    createSchema({
      typeDefs: 'type Row { code: String! name: String! } type Query { rows: [Row!]! ping: Boolean! }',
      resolvers: {
        Query: {
          rows: () => new Promise((resolve) => waiting.push(() => resolve([{ code: 'a', name: 'A' }]))),
          ping: () => true,
        },
      },
    }),
    { 'Query.rows': 1000 },
  );
  const yoga = createYoga({
    schema,
    logging: false,
    plugins: [
      useQueryCostLimit({
        maxCost: 60_000,
        budget: new RequestBudget(1_000_000),
        // Every request of this test comes from one user, whatever its cookie says.
        identifyCaller: async () => ({ key: 'user:one', isSignedIn: true }),
        heavy: { minCost: 1_000, limit: new ConcurrencyLimit(2) },
      }),
    ],
  });
  // Yoga's fetch may answer synchronously; async makes every answer a promise.
  const send = async (query: string) =>
    yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
  return { send, finishAll: () => waiting.splice(0).forEach((finish) => finish()), waitingCount: () => waiting.length };
}

async function until(condition: () => boolean) {
  for (let attempt = 0; attempt < 200 && !condition(); attempt++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}

describe('heavy requests at once per caller', () => {
  it('runs two heavy requests of a caller at once and refuses a third with 429 and Retry-After: 1', async () => {
    const server = createServer();
    const first = server.send('{ rows { code name } }');
    const second = server.send('{ rows { code name } }');
    await until(() => server.waitingCount() === 2);
    const third = await server.send('{ rows { code name } }');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('1');
    const body = (await third.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(body.errors[0]!.message).toMatch(/at once/);
    // Light requests are not held back by the caller's heavy ones.
    expect((await server.send('{ ping }')).status).toBe(200);
    server.finishAll();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
  });

  it('frees the slot when a heavy request ends, so the next one runs', async () => {
    const server = createServer();
    const running = [server.send('{ rows { code } }'), server.send('{ rows { code } }')];
    await until(() => server.waitingCount() === 2);
    server.finishAll();
    await Promise.all(running);
    const next = server.send('{ rows { code } }');
    await until(() => server.waitingCount() === 1);
    server.finishAll();
    expect((await next).status).toBe(200);
  });
});
