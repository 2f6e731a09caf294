import {
  ASSET_GROUPINGS,
  ASSET_USAGE_TYPES,
  CONCEPT_STATUSES,
  INTENDED_USES,
  MODEL_TYPES,
  SUBTYPES_BY_TYPE,
  WORKFLOW_STATUSES,
} from '@atelier/domain';

type LabelsOf<Values extends readonly string[]> = Record<Values[number], string>;

/**
 * The words the web app shows for each stored value (its English catalogue: conceptEditor.status,
 * .workflowStatus, .intendedUse, .purpose, .modelType; assets.groupings, .usageTypes), so history
 * reads "Pending approval" where the editor does. The enumerations come from @atelier/domain, so a
 * new value without a label fails to compile; value-labels.test.ts keeps the words equal to the
 * web app's.
 */
export const STATUS_LABELS: LabelsOf<typeof CONCEPT_STATUSES> = {
  queued: 'Queued',
  conceptDev: 'Concept development',
  conceptApproval: 'Concept approval',
  conceptRejected: 'Concept rejected',
  conceptApproved: 'Concept approved',
  inProduction: 'In production',
  pendingApproval: 'Pending approval',
  rejected: 'Rejected',
  approved: 'Approved',
  active: 'Ready to Publish',
  endOfLife: 'End of life',
  inactive: 'Inactive',
  canceled: 'Canceled',
};

export const WORKFLOW_STATUS_LABELS: LabelsOf<typeof WORKFLOW_STATUSES> = {
  queued: 'Queued',
  assigned: 'Assigned',
  inProduction: 'In production',
  pendingApproval: 'Pending approval',
  rejected: 'Rejected',
  approved: 'Approved',
};

export const INTENDED_USE_LABELS: LabelsOf<typeof INTENDED_USES> = {
  ua: 'UA',
  content: 'Content',
  aso: 'ASO',
  blog: 'Blog',
  podcast: 'Podcast',
  webinar: 'Webinar',
  reference: 'Reference',
  event: 'Event',
  organic: 'Organic',
};

type Purpose = (typeof SUBTYPES_BY_TYPE)[keyof typeof SUBTYPES_BY_TYPE][number];

export const PURPOSE_LABELS: Record<Purpose, string> = {
  general: 'General',
  newUser: 'New user',
  retargeting: 'Retargeting',
  static: 'Static',
  video: 'Video',
  logo: 'Logo',
  sound: 'Sound',
  blog: 'Blog',
  podcast: 'Podcast',
  webinar: 'Webinar',
  social: 'Social',
  aso: 'ASO',
};

export const MODEL_TYPE_LABELS: LabelsOf<typeof MODEL_TYPES> = { standard: 'Standard', parent: 'Parent', child: 'Variant' };

export const ASSET_GROUPING_LABELS: LabelsOf<typeof ASSET_GROUPINGS> = { production: 'Production', design: 'Design', source: 'Source' };

export const USAGE_TYPE_LABELS: LabelsOf<typeof ASSET_USAGE_TYPES> = {
  screenshot: 'Screenshot',
  icon: 'Icon',
  featureGraphic: 'Feature graphic',
};

/** Per stored field of a concept or asset, the words of its values (asset statuses are a subset of the concept's). */
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  status: STATUS_LABELS,
  workflowStatus: WORKFLOW_STATUS_LABELS,
  type: INTENDED_USE_LABELS,
  subtype: PURPOSE_LABELS,
  modelType: MODEL_TYPE_LABELS,
  assetType: ASSET_GROUPING_LABELS,
  usageType: USAGE_TYPE_LABELS,
};

/**
 * A stored code in words, or undefined when the field has no list or the value is not in it (then
 * it shows as stored). Channel entries are left alone: a channel's own status (active, inactive)
 * is not a concept status, and "active" would read "Ready to Publish".
 */
export function labelValue(event: string, field: string, value: unknown): string | undefined {
  if (typeof value !== 'string' || event.startsWith('channel')) return undefined;
  const labels = VALUE_LABELS[field];
  return labels && Object.hasOwn(labels, value) ? labels[value] : undefined;
}
