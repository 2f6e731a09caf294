import { isApprovalDecision, MESSAGES } from '@atelier/domain';
import type { conceptAssets } from '../../db/schema/index.js';
import { badInput, conflict, forbidden } from '../../lib/errors.js';
import { takeLookup, type Lookup } from '../../lib/lookup.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { parseEffort } from '../concepts/index.js';
import { isAllowed, type Permission } from '../tenancy/index.js';
import {
  ASSET_KINDS,
  ASSET_STATUSES,
  ASSET_WORKFLOW_STATUSES,
  checkGrouping,
  deriveAssetStatus,
  STALE_ASSET,
  USAGE_TYPES,
} from './rules.js';
import type { AssetRow } from './views.js';

/** ConceptAssetInput as the resolvers hand it over: every field optional (an update sends what changed). */
export interface AssetInput {
  name?: string | null;
  assetType?: string | null;
  usageType?: string | null;
  isPreview?: boolean | null;
  description?: string | null;
  status?: string | null;
  workflowStatus?: string | null;
  adMatchSearchTerm?: string | null;
  creativeLead?: { emailAddress?: string | null } | null;
  assignedUser?: { emailAddress?: string | null } | null;
  estimatedEffort?: number | null;
  actualEffort?: number | null;
  type?: string | null;
  width?: number | null;
  height?: number | null;
  size?: number | null;
  length?: number | null;
  bitrate?: number | null;
  aspectRatio?: string | null;
  creativeNode?: { code?: string | null } | null;
  tags?: { code: string }[] | null;
  version?: number | null;
}

/** What the database told about the codes and e-mail addresses an asset input names (see lib/lookup.ts). */
export interface AssetReferences {
  /** Set when the input sets the field: the user id, or null to clear it. */
  creativeLead?: Lookup<string | null>;
  assignedUser?: Lookup<string | null>;
  /** Set when the input sets creativeNode: the concept folder's id, or null to take the asset out of folders. */
  node?: Lookup<string | null>;
  /** Set when the input sends tags. */
  tagIds?: Lookup<string[]>;
}

type AssetValues = Partial<typeof conceptAssets.$inferInsert>;

/** Changes history keeps track of, in the order entries list them. */
const TRACKED_FIELDS = [
  'name',
  'usageType',
  'isPreview',
  'description',
  'status',
  'workflowStatus',
  'adMatchSearchTerm',
  'creativeLeadId',
  'assignedUserId',
  'estimatedEffort',
  'actualEffort',
  'type',
  'width',
  'height',
  'size',
  'length',
  'bitrate',
  'aspectRatio',
  'creativeNodeId',
] as const;

const WORKFLOW_FORBIDDEN = 'You do not have permission to change the workflow status or assignee.';

/**
 * The rules an asset input meets before anything is looked up: a workflow status or assignee needs
 * concept:workflow, and an existing asset keeps its grouping.
 */
export function checkAssetInput(input: AssetInput, permissions: ReadonlySet<Permission>, options: { isNew: boolean }) {
  if ((input.workflowStatus != null || input.assignedUser !== undefined) && !isAllowed('concept:workflow', permissions))
    throw forbidden(WORKFLOW_FORBIDDEN);
  if (!options.isNew && input.assetType != null)
    throw badInput('The asset type (production, design, source) cannot change.', [{ field: 'assetType', message: 'Cannot change.' }]);
}

/** Checks the fields an asset input gives and turns them into column values (spec 2 §3). */
function toAssetValues(
  concept: { type: string },
  input: AssetInput,
  references: AssetReferences,
  options: { isNew: boolean },
): AssetValues {
  const values: AssetValues = {};
  if (input.name !== undefined || options.isNew) {
    const name = input.name?.trim() ?? '';
    if (!name) throw badInput('Asset name is required.', [{ field: 'name', message: 'Required.' }]);
    if (name.length > 255) throw badInput('Asset name is too long (255 characters at most).', [{ field: 'name', message: 'Too long.' }]);
    values.name = name;
  }
  if (input.usageType !== undefined) {
    if (input.usageType !== null && !(USAGE_TYPES as readonly string[]).includes(input.usageType))
      throw badInput(`Usage type must be one of ${USAGE_TYPES.join(', ')}.`, [{ field: 'usageType', message: 'Unknown usage type.' }]);
    values.usageType = input.usageType;
  }
  if (concept.type === 'aso' && (values.usageType === null || (options.isNew && !values.usageType))) {
    if (options.isNew && values.usageType === undefined) values.usageType = 'screenshot';
    else throw badInput('Usage type is required for ASO concepts.', [{ field: 'usageType', message: 'Required.' }]);
  }
  if (input.isPreview !== undefined && input.isPreview !== null) values.isPreview = input.isPreview;
  if (input.description !== undefined) values.description = sanitizeRichText(input.description ?? '');
  if (input.status !== undefined && input.status !== null) {
    if (!(ASSET_STATUSES as readonly string[]).includes(input.status))
      throw badInput(`Status must be one of ${ASSET_STATUSES.join(', ')}.`, [{ field: 'status', message: 'Unknown status.' }]);
    values.status = input.status;
  }
  if (input.workflowStatus !== undefined && input.workflowStatus !== null) {
    if (!(ASSET_WORKFLOW_STATUSES as readonly string[]).includes(input.workflowStatus))
      throw badInput(`Workflow status must be one of ${ASSET_WORKFLOW_STATUSES.join(', ')}.`, [
        { field: 'workflowStatus', message: 'Unknown workflow status.' },
      ]);
    values.workflowStatus = input.workflowStatus;
  }
  if (input.adMatchSearchTerm !== undefined) values.adMatchSearchTerm = input.adMatchSearchTerm?.trim() || null;
  if (input.creativeLead !== undefined && references.creativeLead) values.creativeLeadId = takeLookup(references.creativeLead);
  if (input.assignedUser !== undefined && references.assignedUser) values.assignedUserId = takeLookup(references.assignedUser);
  const estimated = parseEffort('estimatedEffort', input.estimatedEffort);
  if (estimated !== undefined) values.estimatedEffort = estimated;
  const actual = parseEffort('actualEffort', input.actualEffort);
  if (actual !== undefined) values.actualEffort = actual;
  if (input.type !== undefined && input.type !== null) {
    if (!(ASSET_KINDS as readonly string[]).includes(input.type))
      throw badInput(`Type must be one of ${ASSET_KINDS.join(', ')}.`, [{ field: 'type', message: 'Unknown type.' }]);
    values.type = input.type;
  }
  for (const field of ['width', 'height', 'length', 'bitrate'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    if (value !== null && (!Number.isInteger(value) || value < 0))
      throw badInput(`${field} must be a whole number from 0.`, [{ field, message: 'Not a whole number.' }]);
    values[field] = value;
  }
  if (input.size !== undefined) {
    if (input.size !== null && (!Number.isFinite(input.size) || input.size < 0))
      throw badInput('size must be a number of bytes from 0.', [{ field: 'size', message: 'Not a size.' }]);
    values.size = input.size === null ? null : Math.round(input.size);
  }
  if (input.aspectRatio !== undefined) values.aspectRatio = input.aspectRatio?.trim() || null;
  if (input.creativeNode !== undefined) values.creativeNodeId = references.node ? takeLookup(references.node) : null;
  return values;
}

/** Approval-only statuses need the approver's permission, as a concept's approval does. */
function checkStatusPermission(permissions: ReadonlySet<Permission>, status: string | undefined, previous: string | null) {
  if (status && isApprovalDecision(previous, status) && !isAllowed('concept:approve', permissions))
    throw forbidden(MESSAGES.approveRejectForbidden);
}

/**
 * A new asset without a file (the asset editor; the upload follows with its code): its grouping,
 * fields, status (from the concept's unless given; approval-only statuses need concept:approve) and
 * tags, and its 'assetCreated' history entry. Pure.
 */
export function planAssetCreate(args: {
  input: AssetInput;
  concept: { type: string; status: string };
  code: string;
  permissions: ReadonlySet<Permission>;
  references: AssetReferences;
}) {
  const { input, concept } = args;
  const assetType = checkGrouping(input.assetType ?? 'production');
  const values = toAssetValues(concept, input, args.references, { isNew: true });
  checkStatusPermission(args.permissions, values.status, null);
  const tagIds = input.tags && args.references.tagIds ? takeLookup(args.references.tagIds) : [];
  return {
    values: { ...values, name: values.name!, code: args.code, assetType, status: values.status ?? deriveAssetStatus(concept.status) },
    tagIds,
    history: { event: 'assetCreated' as const, changes: { name: values.name!, assetType } },
  };
}

/**
 * Saving an asset: the version the editor saw must still be current; then its fields, the status
 * rule, what differs (for history) and the tags (replaced whenever sent). Pure.
 */
export function planAssetUpdate(args: {
  input: AssetInput;
  current: AssetRow;
  concept: { type: string };
  permissions: ReadonlySet<Permission>;
  references: AssetReferences;
}) {
  const { input, current } = args;
  if (input.version != null && input.version !== current.version) throw conflict(STALE_ASSET);
  const values = toAssetValues(args.concept, input, args.references, { isNew: false });
  checkStatusPermission(args.permissions, values.status, current.status);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of TRACKED_FIELDS) {
    if (values[field] === undefined) continue;
    if (String(values[field] ?? '') !== String(current[field] ?? '')) changes[field] = { from: current[field], to: values[field] };
  }
  let tagIds: string[] | null = null;
  if (input.tags && args.references.tagIds) {
    tagIds = takeLookup(args.references.tagIds);
    changes.tags = { from: null, to: input.tags.map((tag) => tag.code) };
  }
  return {
    values,
    tagIds,
    history: Object.keys(changes).length > 0 ? { event: 'assetUpdated' as const, changes } : null,
  };
}
