import pino from 'pino';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL (or the PGlite in DATA_DIR). */
const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL });
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, logger });
await database.migrate();
await database.close();
logger.info({ database: database.kind }, 'migrations applied');
