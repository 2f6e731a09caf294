import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { conceptApplications, concepts, conceptTags, creativeNodes } from '../../db/schema/index.js';
import { generateCode } from '../../lib/codes.js';
import { badInput, conflict, forbidden } from '../../lib/errors.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { recordHistory } from '../history/service.js';
import { findCreativeSettingsFields, validateConceptSettings } from '../settings/creative-settings.js';
import type { ClientScope } from '../tenancy/access.js';
import { allocateInternalId } from './identifiers.js';
import { parseEffort, parseOptionalDate, resolveApplications, resolveFolder, resolvePerson, resolveTags } from './input.js';
import { applyModelChange } from './model.js';
import {
  APPROVAL_STATUSES,
  APPROVE_REJECT_FORBIDDEN,
  CONCEPT_STATUSES,
  INTENDED_USES,
  MODEL_TYPES,
  SELECT_NEW_FOLDER,
  STALE_CONCEPT,
  SUBTYPES_BY_TYPE,
  WORKFLOW_STATUSES,
} from './rules.js';
import { findConceptRow, findConceptView, type ConceptDeps } from './service.js';
import type { ConceptRow } from './views.js';

export interface ConceptInput {
  name?: string | null;
  status?: string | null;
  workflowStatus?: string | null;
  type?: string | null;
  subtype?: string | null;
  modelType?: string | null;
  description?: string | null;
  conceptImage?: string | null;
  isPinned?: boolean | null;
  isPreview?: boolean | null;
  estimatedEffort?: number | null;
  actualEffort?: number | null;
  targetDeliveryDate?: Date | string | null;
  deliveryDate?: Date | string | null;
  adMatchSearchTerm?: string | null;
  settings?: unknown;
  creativeNode?: { code: string } | null;
  parentCreativeConcept?: { code: string } | null;
  applications?: { code: string }[] | null;
  tags?: { code: string }[] | null;
  uaLead?: { emailAddress?: string | null } | null;
  creativeLead?: { emailAddress?: string | null } | null;
  assignedUser?: { emailAddress?: string | null } | null;
  version?: number | null;
}

function requireOneOf(field: string, value: string, allowed: readonly string[]) {
  if (!allowed.includes(value))
    throw badInput(`${field} must be one of ${allowed.join(', ')}.`, [{ field, message: 'Not an allowed value.' }]);
}

function requirePermission(scope: ClientScope, permissions: Parameters<ClientScope['permissions']['has']>[0][], message?: string) {
  if (!permissions.some((permission) => scope.permissions.has(permission))) throw forbidden(message);
}

function normalizeName(name: string | null | undefined) {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) throw badInput('Name is required.', [{ field: 'name', message: 'Required.' }]);
  if (trimmed.length > 300) throw badInput('Name is too long (300 characters at most).', [{ field: 'name', message: 'Too long.' }]);
  return trimmed;
}

function checkTypeAndSubtype(type: string, subtype: string) {
  requireOneOf('type', type, INTENDED_USES);
  requireOneOf('subtype', subtype, SUBTYPES_BY_TYPE[type] ?? ['general']);
}

/** The folder must belong to the concept's first (home) application. */
function checkFolderInHomeApplication(folder: { applicationId: string }, applicationIds: string[]) {
  if (folder.applicationId !== applicationIds[0])
    throw badInput(SELECT_NEW_FOLDER, [{ field: 'creativeNode', message: SELECT_NEW_FOLDER }]);
}

async function replaceTags(tx: Transaction, conceptId: string, tagIds: string[]) {
  await tx.delete(conceptTags).where(eq(conceptTags.conceptId, conceptId));
  if (tagIds.length) await tx.insert(conceptTags).values(tagIds.map((tagId) => ({ conceptId, tagId })));
}

async function replaceApplications(tx: Transaction, concept: { id: string; createdAt: Date }, applicationIds: string[]) {
  await tx.delete(conceptApplications).where(eq(conceptApplications.conceptId, concept.id));
  await tx.insert(conceptApplications).values(
    applicationIds.map((applicationId, position) => ({
      conceptId: concept.id,
      applicationId,
      position,
      conceptCreatedAt: concept.createdAt,
    })),
  );
}

export async function createConcept(deps: ConceptDeps, clientCode: string, input: ConceptInput) {
  const scope = await deps.access.require('concept:create', { clientCode });
  const viewer = await deps.access.requireViewer();
  return deps.db.transaction(async (tx) => {
    const parent = input.parentCreativeConcept?.code ? await findConceptRow(tx, scope, input.parentCreativeConcept.code) : null;
    const modelType = input.modelType ?? (parent ? 'child' : 'standard');
    requireOneOf('modelType', modelType, MODEL_TYPES);
    if (modelType === 'child' && !parent)
      throw badInput('A variant needs its parent concept.', [{ field: 'parentCreativeConcept', message: 'Required.' }]);
    if (parent && modelType !== 'child')
      throw badInput('Only a variant (child) has a parent concept.', [{ field: 'modelType', message: 'Must be child.' }]);
    if (parent && parent.modelType !== 'parent')
      throw badInput('The chosen parent is not a parent concept.', [{ field: 'parentCreativeConcept', message: 'Not a parent.' }]);

    // A new variant inherits what it does not set from its parent (spec 1 §3).
    const inherit = <T>(value: T | null | undefined, fromParent: T | null | undefined) =>
      value !== undefined ? value : parent ? fromParent : undefined;
    const type = parent ? parent.type : (input.type ?? 'ua');
    const subtype = parent ? parent.subtype : (input.subtype ?? 'general');
    checkTypeAndSubtype(type, subtype);
    const status = input.status ?? 'queued';
    requireOneOf('status', status, CONCEPT_STATUSES);
    if (APPROVAL_STATUSES.includes(status)) requirePermission(scope, ['concept:approve'], APPROVE_REJECT_FORBIDDEN);
    const workflowStatus = input.workflowStatus ?? 'queued';
    requireOneOf('workflowStatus', workflowStatus, WORKFLOW_STATUSES);

    const folderCode = input.creativeNode?.code;
    const folder = folderCode
      ? await resolveFolder(tx, scope, folderCode)
      : parent?.creativeNodeId
        ? { id: parent.creativeNodeId, applicationId: '' }
        : null;
    if (!folder) throw badInput('Choose a folder for the concept.', [{ field: 'creativeNode', message: 'Required.' }]);
    const parentApplications = parent
      ? await tx
          .select({ id: conceptApplications.applicationId })
          .from(conceptApplications)
          .where(eq(conceptApplications.conceptId, parent.id))
          .orderBy(conceptApplications.position)
      : [];
    const applicationIds = input.applications?.length
      ? (
          await resolveApplications(
            tx,
            scope,
            input.applications.map((application) => application.code),
          )
        ).map((application) => application.id)
      : folder.applicationId
        ? [folder.applicationId]
        : parentApplications.map((application) => application.id);
    if (folder.applicationId) checkFolderInHomeApplication(folder, applicationIds);

    const fields = await findCreativeSettingsFields(tx, scope.clientId, applicationIds[0]!);
    const settings = validateConceptSettings(
      fields,
      type,
      (inherit(input.settings as Record<string, unknown> | undefined, parent?.settings) ?? {}) as Record<string, unknown>,
      {
        applyDefaults: true,
      },
    );
    const tagIds = input.tags
      ? await resolveTags(
          tx,
          scope,
          input.tags.map((tag) => tag.code),
        )
      : parent
        ? (await tx.select({ id: conceptTags.tagId }).from(conceptTags).where(eq(conceptTags.conceptId, parent.id))).map((tag) => tag.id)
        : [];

    const internalId = await allocateInternalId(tx, scope.clientId);
    const [row] = await tx
      .insert(concepts)
      .values({
        clientId: scope.clientId,
        code: generateCode('crc'),
        internalId,
        name: normalizeName(input.name),
        status,
        workflowStatus,
        type,
        subtype,
        modelType,
        description: sanitizeRichText(inherit(input.description, parent?.description) ?? ''),
        conceptImage: input.conceptImage ?? null,
        isPinned: input.isPinned ?? false,
        isPreview: input.isPreview ?? false,
        estimatedEffort: parseEffort('estimatedEffort', input.estimatedEffort) ?? null,
        actualEffort: parseEffort('actualEffort', input.actualEffort) ?? null,
        targetDeliveryDate: parseOptionalDate('targetDeliveryDate', inherit(input.targetDeliveryDate, parent?.targetDeliveryDate)) ?? null,
        deliveryDate: parseOptionalDate('deliveryDate', inherit(input.deliveryDate, parent?.deliveryDate)) ?? null,
        adMatchSearchTerm: input.adMatchSearchTerm?.trim() || null,
        settings,
        creativeNodeId: folder.id,
        parentConceptId: parent?.id ?? null,
        uaLeadId:
          input.uaLead !== undefined ? await resolvePerson(tx, scope, 'uaLead', input.uaLead?.emailAddress) : (parent?.uaLeadId ?? null),
        creativeLeadId:
          input.creativeLead !== undefined
            ? await resolvePerson(tx, scope, 'creativeLead', input.creativeLead?.emailAddress)
            : (parent?.creativeLeadId ?? null),
        assignedUserId:
          input.assignedUser !== undefined
            ? await resolvePerson(tx, scope, 'assignedUser', input.assignedUser?.emailAddress)
            : (parent?.assignedUserId ?? null),
        createBy: viewer.userId,
        updateBy: viewer.userId,
      })
      .returning();
    await replaceApplications(tx, row!, applicationIds);
    await replaceTags(tx, row!.id, tagIds);
    await recordHistory(tx, { clientId: scope.clientId, conceptId: row!.id, event: 'conceptCreated', actorId: viewer.userId });
    if (parent) {
      await recordHistory(tx, {
        clientId: scope.clientId,
        conceptId: parent.id,
        event: 'childConceptLinked',
        actorId: viewer.userId,
        changes: { conceptCode: row!.code },
      });
    }
    return findConceptView(tx, scope, row!);
  });
}

type Changes = Record<string, { from: unknown; to: unknown }>;

/** An approver's save that only approves, rejects or activates: allowed without edit rights. */
function isApprovalOnly(input: ConceptInput) {
  return (
    Boolean(input.status && APPROVAL_STATUSES.includes(input.status)) &&
    Object.keys(input).every((key) => key === 'status' || key === 'version')
  );
}

export async function updateConcept(deps: ConceptDeps, clientCode: string, conceptCode: string, input: ConceptInput) {
  const scope = await deps.access.require('concept:view', { clientCode });
  const mayApprove = isApprovalOnly(input) && scope.permissions.has('concept:approve');
  if (!mayApprove && !scope.permissions.has('concept:update'))
    throw forbidden(isApprovalOnly(input) ? APPROVE_REJECT_FORBIDDEN : undefined);
  const viewer = await deps.access.requireViewer();
  return deps.db.transaction(async (tx) => {
    let row = await findConceptRow(tx, scope, conceptCode, { forUpdate: true });
    if (input.version != null && input.version !== row.version) throw conflict(STALE_CONCEPT);

    // Model changes (link, unlink, parent ↔ standard) go through the one place that knows the rules.
    const wantsModelChange =
      (input.modelType != null && input.modelType !== row.modelType) ||
      (input.parentCreativeConcept !== undefined && (input.parentCreativeConcept?.code ?? null) !== (await parentCode(tx, scope, row)));
    if (wantsModelChange) {
      row = await applyModelChange(tx, scope, viewer, row, {
        modelType: input.modelType ?? (input.parentCreativeConcept?.code ? 'child' : 'standard'),
        parentConceptCode: input.parentCreativeConcept?.code ?? null,
      });
    }

    const set: Partial<typeof concepts.$inferInsert> = {};
    const changes: Changes = {};
    const note = <K extends keyof ConceptRow>(key: K, value: ConceptRow[K]) => {
      const before = row[key];
      const same = before instanceof Date && value instanceof Date ? before.getTime() === value.getTime() : before === value;
      if (same) return false;
      (set as Record<string, unknown>)[key] = value;
      changes[key] = {
        from: before instanceof Date ? before.toISOString() : before,
        to: value instanceof Date ? value.toISOString() : value,
      };
      return true;
    };

    if (input.name !== undefined) note('name', normalizeName(input.name));
    if (input.status != null) {
      requireOneOf('status', input.status, CONCEPT_STATUSES);
      if (input.status !== row.status && APPROVAL_STATUSES.includes(input.status))
        requirePermission(scope, ['concept:approve'], APPROVE_REJECT_FORBIDDEN);
      note('status', input.status);
    }
    if (input.workflowStatus != null && input.workflowStatus !== row.workflowStatus) {
      requireOneOf('workflowStatus', input.workflowStatus, WORKFLOW_STATUSES);
      requirePermission(scope, ['concept:workflow']);
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
    if (input.conceptImage !== undefined) note('conceptImage', input.conceptImage ?? null);
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

    for (const [field, column, permissions] of [
      ['uaLead', 'uaLeadId', ['concept:assign']],
      ['creativeLead', 'creativeLeadId', ['concept:assign']],
      ['assignedUser', 'assignedUserId', ['concept:workflow', 'concept:assign']],
    ] as const) {
      if (input[field] === undefined) continue;
      const personId = await resolvePerson(tx, scope, field, input[field]?.emailAddress);
      if (personId !== row[column]) {
        requirePermission(scope, [...permissions]);
        note(column, personId);
      }
    }

    // Folder and applications: the folder must sit in the home (first) application.
    const currentApplications = await tx
      .select({ id: conceptApplications.applicationId })
      .from(conceptApplications)
      .where(eq(conceptApplications.conceptId, row.id))
      .orderBy(conceptApplications.position);
    let applicationIds = currentApplications.map((application) => application.id);
    const newApplicationIds = input.applications
      ? (
          await resolveApplications(
            tx,
            scope,
            input.applications.map((a) => a.code),
          )
        ).map((a) => a.id)
      : null;
    const applicationsChanged = newApplicationIds !== null && newApplicationIds.join() !== applicationIds.join();
    const folder = input.creativeNode?.code ? await resolveFolder(tx, scope, input.creativeNode.code) : null;
    if (input.creativeNode === null) throw badInput('A concept needs a folder.', [{ field: 'creativeNode', message: 'Required.' }]);
    const folderChanged = folder !== null && folder.id !== row.creativeNodeId;
    if (applicationsChanged || folderChanged) {
      requirePermission(scope, ['concept:changeFolder']);
      if (applicationsChanged) {
        applicationIds = newApplicationIds!;
        changes.applications = { from: currentApplications.map((a) => a.id), to: applicationIds };
      }
      const effectiveFolder = folder ?? (row.creativeNodeId ? await folderById(tx, row.creativeNodeId) : null);
      if (!effectiveFolder) throw badInput(SELECT_NEW_FOLDER, [{ field: 'creativeNode', message: SELECT_NEW_FOLDER }]);
      checkFolderInHomeApplication(effectiveFolder, applicationIds);
      if (folderChanged) note('creativeNodeId', folder!.id);
    }

    if (input.settings !== undefined) {
      const fields = await findCreativeSettingsFields(tx, scope.clientId, applicationIds[0]!);
      // Settings sent on update merge over the stored ones (a null value clears one).
      const merged = { ...row.settings, ...(input.settings as Record<string, unknown> | null) };
      const settings = validateConceptSettings(fields, type, merged, { applyDefaults: false });
      if (JSON.stringify(settings) !== JSON.stringify(row.settings)) {
        set.settings = settings;
        changes.settings = { from: row.settings, to: settings };
      }
    }
    let tagsChanged = false;
    if (input.tags) {
      const tagIds = await resolveTags(
        tx,
        scope,
        input.tags.map((tag) => tag.code),
      );
      const current = await tx.select({ id: conceptTags.tagId }).from(conceptTags).where(eq(conceptTags.conceptId, row.id));
      tagsChanged =
        [...tagIds].sort().join() !==
        current
          .map((tag) => tag.id)
          .sort()
          .join();
      if (tagsChanged) {
        await replaceTags(tx, row.id, tagIds);
        changes.tags = { from: null, to: input.tags.map((tag) => tag.code) };
      }
    }
    if (applicationsChanged) await replaceApplications(tx, row, applicationIds);

    if (Object.keys(changes).length === 0) return findConceptView(tx, scope, row);
    const [updated] = await tx
      .update(concepts)
      .set({ ...set, version: sql`${concepts.version} + 1`, updateBy: viewer.userId, updatedAt: new Date() })
      .where(and(eq(concepts.id, row.id), eq(concepts.version, row.version)))
      .returning();
    if (!updated) throw conflict(STALE_CONCEPT);

    const { status, workflowStatus, ...otherChanges } = changes;
    if (status)
      await recordHistory(tx, {
        clientId: scope.clientId,
        conceptId: row.id,
        event: 'statusUpdated',
        actorId: viewer.userId,
        changes: { status },
      });
    if (workflowStatus) {
      await recordHistory(tx, {
        clientId: scope.clientId,
        conceptId: row.id,
        event: 'workflowStatusUpdated',
        actorId: viewer.userId,
        changes: { workflowStatus },
      });
    }
    if (Object.keys(otherChanges).length) {
      await recordHistory(tx, {
        clientId: scope.clientId,
        conceptId: row.id,
        event: 'conceptUpdated',
        actorId: viewer.userId,
        changes: otherChanges,
      });
    }
    return findConceptView(tx, scope, updated);
  });
}

async function parentCode(tx: Transaction, scope: ClientScope, row: ConceptRow) {
  if (!row.parentConceptId) return null;
  const [parent] = await tx
    .select({ code: concepts.code })
    .from(concepts)
    .where(and(eq(concepts.id, row.parentConceptId), eq(concepts.clientId, scope.clientId)));
  return parent?.code ?? null;
}

async function folderById(tx: Transaction, id: string) {
  const [folder] = await tx
    .select({ id: creativeNodes.id, applicationId: creativeNodes.applicationId })
    .from(creativeNodes)
    .where(eq(creativeNodes.id, id));
  return folder ?? null;
}

export async function deleteConcept(deps: ConceptDeps, clientCode: string, conceptCode: string, comment: string | null | undefined) {
  const scope = await deps.access.require('concept:delete', { clientCode });
  const viewer = await deps.access.requireViewer();
  await deps.db.transaction(async (tx) => {
    const row = await findConceptRow(tx, scope, conceptCode, { forUpdate: true });
    if (row.modelType === 'parent') await applyModelChange(tx, scope, viewer, row, { modelType: 'standard', parentConceptCode: null });
    if (row.modelType === 'child') await applyModelChange(tx, scope, viewer, row, { modelType: 'standard', parentConceptCode: null });
    await tx
      .update(concepts)
      // A deleted concept leaves its folder and applications: folder counts and lists need no deleted check.
      .set({
        deletedAt: new Date(),
        creativeNodeId: null,
        updateBy: viewer.userId,
        updatedAt: new Date(),
        version: sql`${concepts.version} + 1`,
      })
      .where(eq(concepts.id, row.id));
    await tx.delete(conceptApplications).where(eq(conceptApplications.conceptId, row.id));
    await recordHistory(tx, {
      clientId: scope.clientId,
      conceptId: row.id,
      event: 'conceptDeleted',
      actorId: viewer.userId,
      comment: comment?.trim() || null,
      changes: { creativeNode: { from: row.creativeNodeId, to: null } },
    });
  });
  return true;
}
