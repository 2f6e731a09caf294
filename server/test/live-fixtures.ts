import type { ApiClient, SseStream } from './api-client.js';
import type { Tenant } from './fixtures.js';

export const CONCEPT_ACTIVITY = `subscription ($clientCode: String!, $k: String!) {
  conceptActivity(clientCode: $clientCode, conceptCode: $k) { kind event assetCode entryId } }`;

export const ADD_COMMENT = `mutation ($c: String!, $a: String!, $t: String!, $parent: ID) {
  addApplicationCreativeConceptAssetComment(clientCode: $c, conceptAssetCode: $a, comment: $t, parentCommentId: $parent) { id } }`;

export interface Activity {
  kind: 'SUBSCRIBED' | 'CHANGED' | 'REFETCH';
  event: string | null;
  assetCode: string | null;
  entryId: string | null;
}

/** A subscription to a concept's activity that is live (its SUBSCRIBED event has arrived). */
export async function watchConcept(client: ApiClient, tenant: Pick<Tenant, 'clientCode'>, conceptCode: string): Promise<SseStream> {
  const stream = await client.subscribe(CONCEPT_ACTIVITY, { clientCode: tenant.clientCode, k: conceptCode });
  const first = await stream.nextData<{ conceptActivity: Activity }>();
  if (first.conceptActivity.kind !== 'SUBSCRIBED') throw new Error(`expected SUBSCRIBED first, got ${JSON.stringify(first)}`);
  return stream;
}

/**
 * The next activity event of a live subscription, past arrivals and departures of viewers (event
 * `presence`: every other subscription on the concept makes them) unless `withPresence`.
 */
export async function nextActivity(stream: SseStream, options: { withPresence?: boolean } = {}): Promise<Activity> {
  for (;;) {
    const activity = (await stream.nextData<{ conceptActivity: Activity }>()).conceptActivity;
    if (options.withPresence || activity.event !== 'presence') return activity;
  }
}

/** Posts a comment on an asset and answers its id. */
export async function comment(client: ApiClient, tenant: Pick<Tenant, 'clientCode'>, assetCode: string, text: string, parent?: string) {
  const data = await client.mustRequest<{ addApplicationCreativeConceptAssetComment: { id: string } }>(ADD_COMMENT, {
    c: tenant.clientCode,
    a: assetCode,
    t: text,
    parent: parent ?? null,
  });
  return data.addApplicationCreativeConceptAssetComment.id;
}

export const MY_NOTIFICATION_ACTIVITY = `subscription { myNotificationActivity { kind notificationCode } }`;
