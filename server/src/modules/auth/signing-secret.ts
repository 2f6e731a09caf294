import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { serverSecrets } from '../../db/schema/index.js';

/**
 * The key for signed URLs and share tokens: SESSION_SECRET when set, otherwise one generated on
 * first start and stored in the database, so that every instance signs and verifies alike.
 */
export async function loadSigningSecret(db: Database, config: AppConfig): Promise<string> {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  await db
    .insert(serverSecrets)
    .values({ name: 'signing', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'signing'));
  return row!.value;
}
