import { describe, expect, it } from 'vitest';
import { badInput } from '../../lib/errors.js';
import { toFoundLookup } from '../../lib/lookup.js';
import { ALL_PERMISSIONS, DEFAULT_ROLES, type Permission } from '../tenancy/index.js';
import { checkAssetInput, planAssetCreate, planAssetUpdate } from './asset-plan.js';
import type { AssetRow } from './views.js';

const listRolePermissions = (role: keyof typeof DEFAULT_ROLES | 'all'): ReadonlySet<Permission> =>
  new Set(role === 'all' ? ALL_PERMISSIONS : DEFAULT_ROLES[role]!.permissions);

function buildAssetRow(overrides: Partial<AssetRow> = {}): AssetRow {
  const at = new Date('2030-01-01T00:00:00.000Z');
  return {
    id: 'asset-1',
    clientId: 'client-1',
    conceptId: 'concept-1',
    code: 'ast1',
    name: 'Banner',
    fileName: null,
    assetType: 'production',
    usageType: null,
    type: 'image',
    mimeType: null,
    extension: null,
    isPreview: false,
    description: '',
    status: 'queued',
    workflowStatus: 'queued',
    adMatchSearchTerm: null,
    creativeLeadId: null,
    assignedUserId: null,
    estimatedEffort: null,
    actualEffort: null,
    width: null,
    height: null,
    size: null,
    length: null,
    aspectRatio: null,
    bitrate: null,
    frameRate: null,
    storageKey: null,
    awaitingChoiceSince: null,
    decisionStatus: null,
    decisionFileVersion: null,
    decidedAt: null,
    decidedBy: null,
    scrubStrip: null,
    previewKey: null,
    checksum: null,
    processingStatus: 'none',
    processingError: null,
    creativeNodeId: null,
    deletedAt: null,
    version: 1,
    createBy: null,
    createdAt: at,
    updateBy: null,
    updatedAt: at,
    ...overrides,
  };
}

function readErrorCode(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return (error as { extensions?: { code?: string } }).extensions?.code;
  }
  return undefined;
}

describe('checkAssetInput', () => {
  it('needs concept:workflow for a workflow status or an assignee, and keeps the grouping of an existing asset', () => {
    expect(readErrorCode(() => checkAssetInput({ assignedUser: null }, listRolePermissions('viewer'), { isNew: true }))).toBe('FORBIDDEN');
    expect(
      readErrorCode(() => checkAssetInput({ workflowStatus: 'assigned' }, listRolePermissions('designer'), { isNew: true })),
    ).toBeUndefined();
    expect(readErrorCode(() => checkAssetInput({ assetType: 'design' }, listRolePermissions('designer'), { isNew: false }))).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('planAssetCreate', () => {
  const create = (
    input: Parameters<typeof planAssetCreate>[0]['input'],
    concept = { type: 'ua', status: 'pendingApproval' },
    role: 'designer' | 'all' = 'designer',
  ) => planAssetCreate({ input, concept, code: 'astnew', permissions: listRolePermissions(role), references: {} });

  it('takes its status from the concept’s unless given, and records its creation', () => {
    const plan = create({ name: ' Banner ' });
    expect(plan.values).toMatchObject({ name: 'Banner', code: 'astnew', assetType: 'production', status: 'pendingApproval' });
    expect(plan.history).toEqual({ event: 'assetCreated', changes: { name: 'Banner', assetType: 'production' } });
  });

  it('gives an ASO concept’s asset the screenshot usage', () => {
    expect(create({ name: 'Shot' }, { type: 'aso', status: 'queued' }).values.usageType).toBe('screenshot');
  });

  it('refuses an approval-only status without concept:approve, and an unknown grouping', () => {
    expect(readErrorCode(() => create({ name: 'X', status: 'approved' }))).toBe('FORBIDDEN');
    expect(create({ name: 'X', status: 'approved' }, undefined, 'all').values.status).toBe('approved');
    expect(readErrorCode(() => create({ name: 'X', assetType: 'poster' }))).toBe('BAD_USER_INPUT');
  });
});

describe('planAssetUpdate', () => {
  const update = (input: Parameters<typeof planAssetUpdate>[0]['input'], references = {}, current = buildAssetRow()) =>
    planAssetUpdate({ input, current, concept: { type: 'ua' }, permissions: listRolePermissions('designer'), references });

  it('refuses a stale version before anything else', () => {
    expect(() => update({ version: 0, name: '' })).toThrow(/changed by someone else|since you opened it/);
  });

  it('lists what differs for history, and replaces tags whenever they are sent', () => {
    const plan = update({ name: 'Banner', width: 300, tags: [{ code: 'tg' }] }, { tagIds: toFoundLookup(['tag-1']) });
    expect(plan.values).toEqual({ name: 'Banner', width: 300 });
    expect(plan.tagIds).toEqual(['tag-1']);
    expect(plan.history).toEqual({ event: 'assetUpdated', changes: { width: { from: null, to: 300 }, tags: { from: null, to: ['tg'] } } });
    expect(update({ name: 'Banner' }).history).toBeNull();
  });

  it('reports a failed lookup where the rules meet its field', () => {
    const unknownPerson = { creativeLead: { isFound: false as const, error: badInput('Not a user.') } };
    expect(() => update({ name: '', creativeLead: { emailAddress: 'x@y' } }, unknownPerson)).toThrow('Asset name is required.');
    expect(() => update({ creativeLead: { emailAddress: 'x@y' } }, unknownPerson)).toThrow('Not a user.');
  });
});
