import type { Database } from '../db/client.js';
import { syncSettingsDefinitions } from '../modules/settings/index.js';
import { syncTenancyReferenceData } from '../modules/tenancy/index.js';

/**
 * Reference data every instance needs, idempotent and safe to run from several instances at once:
 * tenancy's (default roles, folder node types, the internal client), then the settings definitions.
 * Assembled here rather than in tenancy, which the settings module builds on.
 */
export async function syncReferenceData(db: Database) {
  await syncTenancyReferenceData(db);
  await syncSettingsDefinitions(db);
}
