import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import type { LiveListen } from '../lib/live/index.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One Drizzle type for both engines: services never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

/** Rows of a raw `db.execute(sql…)` result; PGlite and node-postgres both return `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/**
 * A query built once per database handle, for statements every request runs: the caller ends
 * `build` with `.prepare(name)`, so node-postgres parses and plans it once per connection instead
 * of on every request, and drizzle does not rebuild its SQL (PGlite ignores the name).
 */
export function preparedOnce<Prepared>(build: (db: Database) => Prepared): (db: Database) => Prepared {
  const prepared = new WeakMap<Database, Prepared>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** LISTEN on a channel (live updates, lib/live): see `LiveListen`. */
  listen: LiveListen;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));
/** Any constant works; it only has to be the same for every instance of the app. */
const MIGRATION_LOCK_KEY = 724_310_001;

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  logger: Logger;
}): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.logger) : openPglite(options.dataDir);
}

/**
 * PGlite is one process's database: a second process opening the same directory would corrupt
 * it. A pid file turns that mistake (e.g. `npm run admin` while `npm start` runs) into a clear error.
 */
function lockDataDir(directory: string): () => void {
  const lockFile = path.join(directory, 'atelier.pid');
  try {
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && isProcessAlive(holder)) {
      throw new Error(
        `The embedded database in ${directory} is in use by process ${holder} (is \`npm start\` running?). ` +
          'Stop it first, or use the GraphQL API, or run with DATABASE_URL.',
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => fs.rmSync(lockFile, { force: true });
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const directory = path.join(dataDir, 'pglite');
  fs.mkdirSync(directory, { recursive: true });
  const unlock = lockDataDir(dataDir);
  const client = await PGlite.create(directory, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // PGlite is single-process, single-connection: no lock needed around migrations.
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    // One process, one connection: PGlite delivers its own NOTIFYs to its listeners, at commit.
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return () => unlisten();
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

async function openPostgres(databaseUrl: string, poolSize: number, logger: Logger): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 10_000 });
  // A dropped connection (PostgreSQL restart, failover) emits 'error' on idle clients through the
  // pool and on checked-out clients directly; either without a listener would crash the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.warn({ err: error }, 'database connection lost'));
  });
  const db = drizzleNodePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several instances may start at once: one migrates, the others wait on the advisory lock.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrateNodePostgres(drizzleNodePostgres(client), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onMessage, onGap) => listenPostgres(databaseUrl, channel, onMessage, onGap, logger),
    close: () => pool.end(),
  };
}

/** The LISTEN connection's name in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = 'atelier-live';

/** How long the LISTEN connection waits before connecting again after losing PostgreSQL. */
const LISTEN_RETRY_MS = [250, 1_000, 5_000];

/**
 * LISTEN on a connection of its own (a pooled connection would hand the LISTEN to whichever request
 * took it next). A lost connection is opened again, with a growing delay, and `onGap` says that
 * notifications may have been missed meanwhile.
 */
async function listenPostgres(
  databaseUrl: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
  logger: Logger,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;

  async function connect(attempt: number): Promise<void> {
    const next = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: 10_000,
      application_name: LISTEN_APPLICATION_NAME,
    });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    const reconnect = (error?: Error) => {
      if (stopped || client !== next) return;
      client = null;
      if (error) logger.warn({ err: error }, 'live updates: LISTEN connection lost');
      next.end().catch(() => undefined);
      schedule(0);
    };
    next.on('error', reconnect);
    next.on('end', () => reconnect());
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      next.end().catch(() => undefined);
      if (attempt === 0) throw error;
      logger.warn({ err: error }, 'live updates: LISTEN connection failed, retrying');
      return schedule(attempt);
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    if (attempt > 0) onGap();
  }

  function schedule(attempt: number) {
    const delay = LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)]!;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (!stopped) void connect(attempt + 1);
    }, delay);
  }

  await connect(0);
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const current = client;
    client = null;
    await current?.end();
  };
}
