import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { adMetricDays } from '../../db/schema/index.js';

/**
 * The client's currency. Atelier has no client currency setting yet: metrics carry the currency
 * they were ingested in (the network account's, the CSV's column), the client's by convention,
 * and the pages show that; USD when nothing has arrived yet.
 */
export const DEFAULT_CURRENCY = 'USD';

export async function readClientCurrency(db: Executor, applicationId: string): Promise<string> {
  const [row] = await db
    .select({ currency: adMetricDays.currency })
    .from(adMetricDays)
    .where(eq(adMetricDays.applicationId, applicationId))
    .limit(1);
  return row?.currency ?? DEFAULT_CURRENCY;
}
