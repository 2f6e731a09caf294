import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { clientSequences } from '../../db/schema/index.js';

/** First internal id handed out in a client: four digits read better than '1'. */
const FIRST_INTERNAL_ID = 1001;

/**
 * Next concept internalId for a client, allocated atomically (the row lock serialises concurrent
 * creators on every instance). Run inside the transaction that inserts the concept.
 */
export async function allocateInternalId(executor: Executor, clientId: string): Promise<number> {
  const [row] = await executor
    .insert(clientSequences)
    .values({ clientId, name: 'concept', value: FIRST_INTERNAL_ID })
    .onConflictDoUpdate({ target: [clientSequences.clientId, clientSequences.name], set: { value: sql`${clientSequences.value} + 1` } })
    .returning({ value: clientSequences.value });
  return row!.value;
}
