import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { userActivity } from '../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';
import { countAttempt } from '../auth/index.js';
import type { Access } from '../tenancy/index.js';

export interface TrackingDeps {
  db: Database;
  access: Access;
}

const MAX_INFO_BYTES = 4096;
/** Rows one user may add per minute: a page view or click a second, far above what a person does. */
export const MAX_TRACKING_ROWS_PER_MINUTE = 60;

/**
 * Counts the row against the user's minute (atomically, across instances); false once the minute is
 * spent. A script looping the mutation then fills nothing: tracking is best effort, so the caller
 * learns it was not recorded but sees no error.
 */
async function isWithinTrackingLimit(deps: TrackingDeps, userId: string) {
  const allowance = await countAttempt(deps.db, `tracking:${userId}`, { limit: MAX_TRACKING_ROWS_PER_MINUTE, windowMinutes: 1 });
  return allowance.isAllowed;
}

/** Removes tracking rows older than the retention period (periodic cleanup). */
export async function pruneUserActivity(db: Database, retentionDays: number): Promise<number> {
  const removed = await db
    .delete(userActivity)
    .where(sql`${userActivity.createdAt} < now() - make_interval(days => ${retentionDays})`)
    .returning({ id: userActivity.id });
  return removed.length;
}

function checkText(field: string, value: string | null | undefined) {
  if (value != null && (value.length === 0 || value.length > 100))
    throw badInput(`${field} must be 1 to 100 characters.`, [{ field, message: 'Invalid length.' }]);
}

export async function trackCurrentUser(deps: TrackingDeps, args: { clientCode: string; applicationCode: string; trackingInfo?: unknown }) {
  const scope = await deps.access.require('creative:access', args);
  const viewer = await deps.access.requireViewer();
  // A JSON literal arrives as a null-prototype object; a JSON round trip gives a plain one to store.
  const serialized = args.trackingInfo == null ? null : JSON.stringify(args.trackingInfo);
  if (serialized !== null && serialized.length > MAX_INFO_BYTES) throw badInput('trackingInfo is too large.');
  if (!(await isWithinTrackingLimit(deps, viewer.userId))) return false;
  const info = serialized === null ? null : (JSON.parse(serialized) as unknown);
  await deps.db
    .insert(userActivity)
    .values({ userId: viewer.userId, clientId: scope.clientId, applicationId: scope.application.id, action: 'currentUser', info });
  return true;
}

export async function trackUserAction(
  deps: TrackingDeps,
  args: { clientCode: string; action: string; product: string; featureSet: string; feature: string; entityCode?: string | null },
) {
  const scope = await deps.access.require('creative:access', args);
  const viewer = await deps.access.requireViewer();
  for (const field of ['action', 'product', 'featureSet', 'feature', 'entityCode'] as const) checkText(field, args[field]);
  if (!(await isWithinTrackingLimit(deps, viewer.userId))) return false;
  await deps.db.insert(userActivity).values({
    userId: viewer.userId,
    clientId: scope.clientId,
    action: args.action,
    product: args.product,
    featureSet: args.featureSet,
    feature: args.feature,
    entityCode: args.entityCode ?? null,
  });
  return true;
}
