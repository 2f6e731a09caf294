import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { concepts, shareLinks } from '../db/schema/index.js';
import { recordHistory } from '../modules/history/index.js';

/** The demo concept that starts with a share link, so the Share dialog and the external view have something to show. */
const SHARED_CONCEPT = 'Core loop in 15 seconds';
const SIX_DAYS_MS = 6 * 24 * 3_600_000;

/** One active link (6 days, no password, downloads allowed) made by the demo creative lead. */
export async function seedDemoSharing(tx: Transaction, demo: { clientId: string; userIds: Record<string, string> }) {
  const [concept] = await tx
    .select({ id: concepts.id })
    .from(concepts)
    .where(and(eq(concepts.clientId, demo.clientId), eq(concepts.name, SHARED_CONCEPT)));
  if (!concept) return;
  const [link] = await tx
    .insert(shareLinks)
    .values({
      clientId: demo.clientId,
      conceptId: concept.id,
      expiresAt: new Date(Date.now() + SIX_DAYS_MS),
      createBy: demo.userIds.creativeLead ?? null,
    })
    .returning();
  await recordHistory(tx, {
    clientId: demo.clientId,
    conceptId: concept.id,
    event: 'shareLinkCreated',
    actorId: demo.userIds.creativeLead ?? null,
    changes: { shareLinkCode: link!.id, expiresAt: link!.expiresAt.toISOString(), hasPassword: false, allowDownloads: true },
  });
}
