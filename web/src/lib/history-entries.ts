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
  'shareLinkCreated',
  'shareLinkRevoked',
  'shareLinkFirstOpened',
  'channelAdded',
  'channelUpdated',
  'channelDeleted',
]);

/** An event's label; an event this version does not know shows as its code. */
export function labelHistoryEvent(t: TFunction, event: string): string {
  return KNOWN_EVENTS.has(event) ? t(`conceptEditor.history.events.${event}` as never) : event;
}
