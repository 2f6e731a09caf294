import { isApprovalDecision } from '@atelier/domain';
import type { concepts } from '../../db/schema/index.js';
import { badInput, conflict } from '../../lib/errors.js';
import { takeLookup, type Lookup } from '../../lib/lookup.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import type { HistoryEvent } from '../history/index.js';
import { validateConceptSettings, type CreativeSettingsFieldRow } from '../settings/index.js';
import type { Permission } from '../tenancy/index.js';
import {
  checkFolderInHomeApplication,
  checkTypeAndSubtype,
  normalizeConceptImage,
  normalizeName,
  PERSON_FIELDS,
  requireOneOf,
  requireRule,
  type ConceptInput,
  type FolderRef,
  type PersonField,
} from './concept-input.js';
import { parseEffort, parseOptionalDate } from './input.js';
import {
  APPROVAL_STATUSES,
  APPROVE_REJECT_FORBIDDEN,
  CONCEPT_APPROVE,
  CONCEPT_CHANGE_FOLDER,
  CONCEPT_STATUSES,
  SELECT_NEW_FOLDER,
  STALE_CONCEPT,
  WORKFLOW_STATUSES,
} from './rules.js';
import type { ConceptRow } from './views.js';

/** An approver's save that only approves, rejects or activates: allowed without edit rights (CONCEPT_SAVE). */
export function isApprovalOnly(input: ConceptInput) {
  return (
    Boolean(input.status && APPROVAL_STATUSES.includes(input.status)) &&
    Object.keys(input).every((key) => key === 'status' || key === 'version')
  );
}

/**
 * The first rules of an update, before anything else is looked up: the version the editor saw must
 * still be the current one, and a change of model type or parent goes to the model rules
 * (model.ts's applyModelChange) before the other fields are compared. Returns that change, or null.
 */
export function planModelChange(row: ConceptRow, input: ConceptInput, currentParentCode: string | null) {
  if (input.version != null && input.version !== row.version) throw conflict(STALE_CONCEPT);
  const wantsModelChange =
    (input.modelType != null && input.modelType !== row.modelType) ||
    (input.parentCreativeConcept !== undefined && (input.parentCreativeConcept?.code ?? null) !== currentParentCode);
  if (!wantsModelChange) return null;
  return {
    modelType: input.modelType ?? (input.parentCreativeConcept?.code ? 'child' : 'standard'),
    parentConceptCode: input.parentCreativeConcept?.code ?? null,
  };
}

/** What the database told about the concept and the codes the input names (see lib/lookup.ts). */
export interface ConceptUpdateReferences {
  /** The user id of each person field the input sets (null clears it). */
  people: Partial<Record<PersonField, Lookup<string | null>>>;
  /** The concept's applications now, home first. */
  currentApplicationIds: string[];
  /** The ids of the applications the input names, when it names them. */
  applicationIds: Lookup<string[]> | null;
  /** The folder the input names, when it names one. */
  folder: Lookup<FolderRef> | null;
  /** The concept's folder now, when the applications may change without a new folder. */
  currentFolder: FolderRef | null;
  /** The creative settings fields of the home application, when the input sends settings. */
  settingsFields: CreativeSettingsFieldRow[] | null;
  /** The ids of the tags the input names, with the concept's tags now, when it sends tags. */
  tags: { named: Lookup<string[]>; current: string[] } | null;
}

type Changes = Record<string, { from: unknown; to: unknown }>;

export interface ConceptUpdatePlan {
  /** Columns to write (the version, author and time are the persist step's). */
  set: Partial<typeof concepts.$inferInsert>;
  /** Nothing differs: no write, no history. */
  isUnchanged: boolean;
  /** The new applications, home first, when they change. */
  applicationIds: string[] | null;
  /** The new tags, when they change. */
  tagIds: string[] | null;
  history: { event: HistoryEvent; changes: Changes }[];
}

/**
 * The rules of saving a concept (spec 1 §3–§4), in the order they have always been checked: each
 * field's validity and who may change it (approval statuses need CONCEPT_APPROVE, workflow status
 * concept:workflow, people concept:assign or concept:workflow, folder and applications
 * CONCEPT_CHANGE_FOLDER), then what differs from `row` and the history to write (status and workflow
 * status each get their own entry). Pure: `references` holds what the database said.
 */
export function planConceptUpdate(args: {
  row: ConceptRow;
  input: ConceptInput;
  permissions: ReadonlySet<Permission>;
  references: ConceptUpdateReferences;
}): ConceptUpdatePlan {
  const { row, input, permissions, references } = args;
  const set: Partial<typeof concepts.$inferInsert> = {};
  const changes: Changes = {};
  const note = <K extends keyof ConceptRow>(key: K, value: ConceptRow[K]) => {
    const before = row[key];
    const isSame = before instanceof Date && value instanceof Date ? before.getTime() === value.getTime() : before === value;
    if (isSame) return;
    (set as Record<string, unknown>)[key] = value;
    changes[key] = {
      from: before instanceof Date ? before.toISOString() : before,
      to: value instanceof Date ? value.toISOString() : value,
    };
  };

  if (input.name !== undefined) note('name', normalizeName(input.name));
  if (input.status != null) {
    requireOneOf('status', input.status, CONCEPT_STATUSES);
    if (isApprovalDecision(row.status, input.status)) requireRule(permissions, CONCEPT_APPROVE, APPROVE_REJECT_FORBIDDEN);
    note('status', input.status);
  }
  if (input.workflowStatus != null && input.workflowStatus !== row.workflowStatus) {
    requireOneOf('workflowStatus', input.workflowStatus, WORKFLOW_STATUSES);
    requireRule(permissions, 'concept:workflow');
    note('workflowStatus', input.workflowStatus);
  }
  const type = input.type ?? row.type;
  const subtype = input.subtype ?? (input.type && input.type !== row.type ? 'general' : row.subtype);
  if (type !== row.type || subtype !== row.subtype) {
    if (row.modelType === 'child')
      throw badInput('The intended use and purpose of a variant follow its parent.', [
        { field: 'type', message: 'Read-only for variants.' },
      ]);
    checkTypeAndSubtype(type, subtype);
    note('type', type);
    note('subtype', subtype);
  }
  if (input.description !== undefined) note('description', sanitizeRichText(input.description ?? ''));
  if (input.conceptImage !== undefined) note('conceptImage', normalizeConceptImage(input.conceptImage));
  if (input.isPinned != null) note('isPinned', input.isPinned);
  if (input.isPreview != null) note('isPreview', input.isPreview);
  const estimatedEffort = parseEffort('estimatedEffort', input.estimatedEffort);
  if (estimatedEffort !== undefined) note('estimatedEffort', estimatedEffort);
  const actualEffort = parseEffort('actualEffort', input.actualEffort);
  if (actualEffort !== undefined) note('actualEffort', actualEffort);
  const targetDeliveryDate = parseOptionalDate('targetDeliveryDate', input.targetDeliveryDate);
  if (targetDeliveryDate !== undefined) note('targetDeliveryDate', targetDeliveryDate);
  const deliveryDate = parseOptionalDate('deliveryDate', input.deliveryDate);
  if (deliveryDate !== undefined) note('deliveryDate', deliveryDate);
  if (input.adMatchSearchTerm !== undefined) note('adMatchSearchTerm', input.adMatchSearchTerm?.trim() || null);

  for (const { field, column, rule } of PERSON_FIELDS) {
    const lookup = references.people[field];
    if (input[field] === undefined || !lookup) continue;
    const personId = takeLookup(lookup);
    if (personId !== row[column]) {
      requireRule(permissions, rule);
      note(column, personId);
    }
  }

  // Folder and applications: the folder must sit in the home (first) application.
  const currentApplicationIds = references.currentApplicationIds;
  let applicationIds = currentApplicationIds;
  const newApplicationIds = references.applicationIds ? takeLookup(references.applicationIds) : null;
  const isApplicationsChanged = newApplicationIds !== null && newApplicationIds.join() !== applicationIds.join();
  const folder = references.folder ? takeLookup(references.folder) : null;
  if (input.creativeNode === null) throw badInput('A concept needs a folder.', [{ field: 'creativeNode', message: 'Required.' }]);
  const isFolderChanged = folder !== null && folder.id !== row.creativeNodeId;
  if (isApplicationsChanged || isFolderChanged) {
    requireRule(permissions, CONCEPT_CHANGE_FOLDER);
    if (isApplicationsChanged) {
      applicationIds = newApplicationIds!;
      changes.applications = { from: currentApplicationIds, to: applicationIds };
    }
    const effectiveFolder = folder ?? references.currentFolder;
    if (!effectiveFolder) throw badInput(SELECT_NEW_FOLDER, [{ field: 'creativeNode', message: SELECT_NEW_FOLDER }]);
    checkFolderInHomeApplication(effectiveFolder, applicationIds);
    if (isFolderChanged) note('creativeNodeId', folder.id);
  }

  if (input.settings !== undefined) {
    // Settings sent on update merge over the stored ones (a null value clears one).
    const merged = { ...row.settings, ...(input.settings as Record<string, unknown> | null) };
    const settings = validateConceptSettings(references.settingsFields ?? [], type, merged, { applyDefaults: false });
    if (JSON.stringify(settings) !== JSON.stringify(row.settings)) {
      set.settings = settings;
      changes.settings = { from: row.settings, to: settings };
    }
  }
  let tagIds: string[] | null = null;
  if (input.tags && references.tags) {
    const named = takeLookup(references.tags.named);
    if ([...named].sort().join() !== [...references.tags.current].sort().join()) {
      tagIds = named;
      changes.tags = { from: null, to: input.tags.map((tag) => tag.code) };
    }
  }

  const { status, workflowStatus, ...otherChanges } = changes;
  const history: ConceptUpdatePlan['history'] = [];
  if (status) history.push({ event: 'statusUpdated', changes: { status } });
  if (workflowStatus) history.push({ event: 'workflowStatusUpdated', changes: { workflowStatus } });
  if (Object.keys(otherChanges).length) history.push({ event: 'conceptUpdated', changes: otherChanges });
  return {
    set,
    isUnchanged: Object.keys(changes).length === 0,
    applicationIds: isApplicationsChanged ? applicationIds : null,
    tagIds,
    history,
  };
}
