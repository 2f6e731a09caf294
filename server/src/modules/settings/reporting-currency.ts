import { DEFAULT_REPORTING_CURRENCY, REPORTING_CURRENCY_SETTING } from '@atelier/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';

/**
 * The currency an application's analytics report in: its own `reportingCurrency` UA setting, else
 * its client's, else the field's default (USD).
 */
export async function readReportingCurrency(db: Executor, clientId: string, applicationId: string): Promise<string> {
  const result = await db.execute(sql`
    select coalesce(
      (select value from application_ua_settings where application_id = ${applicationId} and code = ${REPORTING_CURRENCY_SETTING}),
      (select value from client_ua_settings where client_id = ${clientId} and code = ${REPORTING_CURRENCY_SETTING}),
      (select default_value from ua_setting_fields where code = ${REPORTING_CURRENCY_SETTING})) as "currency"`);
  return rowsOf<{ currency: string | null }>(result)[0]?.currency ?? DEFAULT_REPORTING_CURRENCY;
}
