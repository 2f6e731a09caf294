import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, ne } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { actionItemCategories, actionItemMembers, actionItems, clients, concepts } from '../db/schema/index.js';
import { DEFAULT_CATEGORIES } from '../modules/action-items/index.js';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-seed-'));
const serverDir = path.resolve(import.meta.dirname, '../..');

/** `npm run seed` on the embedded database (PGlite in a fresh DATA_DIR). */
async function seed() {
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/cli/seed.ts'], {
    cwd: serverDir,
    env: { ...environment, DATA_DIR: dataDir, INIT_CWD: serverDir, ADMIN_PASSWORD: 'seed-admin-password', LOG_LEVEL: 'silent' },
  });
  return stdout;
}

/** The demo's action items: the History tab's panel and My work have something to show at once. */
describe('demo seed', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // A process start-up, the migrations and the whole demo: longer than the default 30 s on a busy machine.
  it('creates the demo client with action-item categories and open items on its concepts', { timeout: 120_000 }, async () => {
    expect(await seed()).toContain('Demo data created.');

    const database = await openDatabase({ dataDir, logger: pino({ level: 'silent' }) });
    try {
      const { db } = database;
      const [demo] = await db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'demo'));
      const categories = await db
        .select({ name: actionItemCategories.name, module: actionItemCategories.module, status: actionItemCategories.status })
        .from(actionItemCategories)
        .where(eq(actionItemCategories.clientId, demo!.id));
      expect(categories.map(({ name, module }) => ({ name, module }))).toEqual(expect.arrayContaining([...DEFAULT_CATEGORIES]));
      expect(categories.every((category) => category.status === 'active')).toBe(true);

      const open = await db
        .select({
          id: actionItems.id,
          categoryId: actionItems.categoryId,
          linkedEntityType: actionItems.linkedEntityType,
          linkedEntityCode: actionItems.linkedEntityCode,
          conceptCode: concepts.code,
        })
        .from(actionItems)
        .innerJoin(concepts, eq(concepts.id, actionItems.conceptId))
        .where(and(eq(actionItems.clientId, demo!.id), ne(actionItems.status, 'completed')));
      expect(open.length).toBeGreaterThanOrEqual(2);
      for (const item of open) {
        // Linked the way the concept panel lists them, with a category and someone to do it.
        expect(item).toMatchObject({ linkedEntityType: 'concept', linkedEntityCode: item.conceptCode });
        expect(item.categoryId).not.toBeNull();
        const members = await db.select().from(actionItemMembers).where(eq(actionItemMembers.actionItemId, item.id));
        expect(members.some((member) => member.type === 'assignee' && member.status !== 'completed')).toBe(true);
      }
    } finally {
      await database.close();
    }
  });
});
