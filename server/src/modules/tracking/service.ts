import type { Database } from '../../db/client.js';
import { userActivity } from '../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';
import type { Access } from '../tenancy/access.js';

export interface TrackingDeps {
  db: Database;
  access: Access;
}

const MAX_INFO_BYTES = 4096;

function checkText(field: string, value: string | null | undefined) {
  if (value != null && (value.length === 0 || value.length > 100))
    throw badInput(`${field} must be 1 to 100 characters.`, [{ field, message: 'Invalid length.' }]);
}

export async function trackCurrentUser(deps: TrackingDeps, args: { clientCode: string; applicationCode: string; trackingInfo?: unknown }) {
  const { scope, application } = await deps.access.requireApplication('creative:access', args);
  const viewer = await deps.access.requireViewer();
  // A JSON literal arrives as a null-prototype object; a JSON round trip gives a plain one to store.
  const serialized = args.trackingInfo == null ? null : JSON.stringify(args.trackingInfo);
  if (serialized !== null && serialized.length > MAX_INFO_BYTES) throw badInput('trackingInfo is too large.');
  const info = serialized === null ? null : (JSON.parse(serialized) as unknown);
  await deps.db
    .insert(userActivity)
    .values({ userId: viewer.userId, clientId: scope.clientId, applicationId: application.id, action: 'currentUser', info });
  return true;
}

export async function trackUserAction(
  deps: TrackingDeps,
  args: { clientCode: string; action: string; product: string; featureSet: string; feature: string; entityCode?: string | null },
) {
  const scope = await deps.access.require('creative:access', args);
  const viewer = await deps.access.requireViewer();
  for (const field of ['action', 'product', 'featureSet', 'feature', 'entityCode'] as const) checkText(field, args[field]);
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
