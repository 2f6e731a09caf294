import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareMigratedDataDir } from '../../test/pglite-template.js';
import { createTestDatabase } from '../../test/databases.js';
import { countAttempt, pruneAttemptCounters } from '../modules/auth/index.js';
import { pruneUserActivity } from '../modules/tracking/index.js';
import { openDatabase, type Database } from './client.js';
import { attemptCounters, clients, userActivity, users } from './schema/index.js';

const log = pino({ level: 'silent' });

/** Counters and tracking rows: counted atomically, and gone after their retention. */
describe.each(['pglite', 'postgres'] as const)('attempt counters and tracking retention on %s', (kind) => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-retention-'));
    const database = kind === 'postgres' ? await createTestDatabase() : null;
    if (!database) await prepareMigratedDataDir(dataDir);
    const handle = await openDatabase({ databaseUrl: database?.url, dataDir, poolSize: 8, logger: log });
    await handle.migrate();
    db = handle.db;
    close = async () => {
      await handle.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close?.());

  it('allows exactly the limit of concurrent attempts, and a fresh window after the last one ended', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => countAttempt(db, 'test:burst', { limit: 7, windowMinutes: 15 })));
    expect(results.filter((result) => result.isAllowed)).toHaveLength(7);
    await db.execute(sql`update attempt_counters set window_started_at = now() - interval '16 minutes' where key = 'test:burst'`);
    expect((await countAttempt(db, 'test:burst', { limit: 7, windowMinutes: 15 })).isAllowed).toBe(true);
  });

  it('prunes counters whose window started long ago, and tracking rows past their retention', async () => {
    await db.insert(attemptCounters).values([
      { key: 'test:old', attempts: 3, windowStartedAt: sql`now() - interval '2 days'` },
      { key: 'test:recent', attempts: 3 },
    ]);
    expect(await pruneAttemptCounters(db, 24 * 60)).toBeGreaterThanOrEqual(1);
    const keys = (await db.select({ key: attemptCounters.key }).from(attemptCounters)).map((row) => row.key);
    expect(keys).toContain('test:recent');
    expect(keys).not.toContain('test:old');

    const [client] = await db
      .insert(clients)
      .values({ code: `retention-${kind}`, name: 'Retention' })
      .returning();
    const [user] = await db
      .insert(users)
      .values({ emailAddress: `retention-${kind}@x.test` })
      .returning();
    await db.insert(userActivity).values([
      { userId: user!.id, clientId: client!.id, action: 'old', createdAt: sql`now() - interval '401 days'` },
      { userId: user!.id, clientId: client!.id, action: 'recent' },
    ]);
    expect(await pruneUserActivity(db, 400)).toBe(1);
    const actions = (await db.select({ action: userActivity.action }).from(userActivity)).map((row) => row.action);
    expect(actions).toEqual(['recent']);
  });
});
