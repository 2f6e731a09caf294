import pino from 'pino';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { ensureAdministrator } from '../modules/tenancy/index.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from '../seed/demo.js';
import { syncReferenceData } from '../seed/reference-data.js';

/** `npm run seed`: migrates, then creates the demo client and its data in any database (idempotent). */
const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL });
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, logger });
try {
  await database.migrate();
  await syncReferenceData(database.db);
  await ensureAdministrator(database.db, config, logger);
  const { created } = await seedDemo(database.db);
  process.stdout.write(created ? 'Demo data created.\n' : 'Demo data already present; nothing changed.\n');
  process.stdout.write(`Demo users (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((user) => user.emailAddress).join(', ')}\n`);
} finally {
  await database.close();
}
