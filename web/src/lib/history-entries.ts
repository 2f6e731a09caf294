import type { TFunction } from 'i18next';
import type { ConceptEditorFieldsFragment } from '../gql/graphql';

export type HistoryEntry = ConceptEditorFieldsFragment['history'][number];

const KNOWN_EVENTS = new Set([
  'conceptCreated',
  'conceptUpdated',
  'conceptDeleted',
  'childConceptLinked',
  'childConceptUnlinked',
  'statusUpdated',
  'workflowStatusUpdated',
  'comment',
  'assetCreated',
  'assetUpdated',
  'assetDeleted',
  'assetMerged',
  'assetReplaced',
  'assetVersionRestored',
  'shareLinkCreated',
  'shareLinkRevoked',
  'shareLinkFirstOpened',
  'channelAdded',
  'channelUpdated',
  'channelDeleted',
]);

/** "Hero (v2)": an entry's asset, with the file version it is about when it names one. */
export function labelHistoryAsset(
  t: TFunction,
  entry: { asset?: { name: string } | null; assetFileVersion?: number | null },
): string | null {
  if (!entry.asset) return null;
  return entry.assetFileVersion
    ? t('conceptEditor.history.assetWithVersion', { name: entry.asset.name, version: entry.assetFileVersion })
    : entry.asset.name;
}

/** One change in words: "Status: Approved → Pending approval", or "Field: value" for a value with no before. */
export function describeHistoryChange(t: TFunction, change: { field: string; from?: string | null; to?: string | null }): string {
  return change.from == null
    ? t('actionItems.history.changeValue', { field: change.field, to: change.to ?? '—' })
    : t('actionItems.history.change', { field: change.field, from: change.from, to: change.to ?? '—' });
}

/** An event's label; an event this version does not know shows as its code. */
export function labelHistoryEvent(t: TFunction, event: string): string {
  return KNOWN_EVENTS.has(event) ? t(`conceptEditor.history.events.${event}` as never) : event;
}
