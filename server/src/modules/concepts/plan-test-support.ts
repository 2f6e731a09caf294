import type { CreativeSettingsFieldRow } from '../settings/index.js';
import { ALL_PERMISSIONS, DEFAULT_ROLES, type Permission } from '../tenancy/index.js';
import type { ConceptRow } from './views.js';

/** Rows and permission sets for the plan tests (no database: the plans are pure). */

export const listRolePermissions = (role: keyof typeof DEFAULT_ROLES | 'all'): ReadonlySet<Permission> =>
  new Set(role === 'all' ? ALL_PERMISSIONS : DEFAULT_ROLES[role]!.permissions);

export function buildConceptRow(overrides: Partial<ConceptRow> = {}): ConceptRow {
  const at = new Date('2030-01-01T00:00:00.000Z');
  return {
    id: 'concept-1',
    clientId: 'client-1',
    code: 'crc1',
    internalId: 1001,
    name: 'Hero video',
    status: 'queued',
    workflowStatus: 'queued',
    type: 'ua',
    subtype: 'general',
    modelType: 'standard',
    description: '',
    conceptImage: null,
    isPreview: false,
    isPinned: false,
    estimatedEffort: null,
    actualEffort: null,
    targetDeliveryDate: null,
    deliveryDate: null,
    adMatchSearchTerm: null,
    settings: {},
    creativeNodeId: 'folder-1',
    parentConceptId: null,
    uaLeadId: null,
    creativeLeadId: null,
    assignedUserId: null,
    applicationIds: ['app-1'],
    tagIds: [],
    createBy: null,
    updateBy: null,
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
    version: 1,
    ...overrides,
  };
}

export function buildSettingsField(overrides: Partial<CreativeSettingsFieldRow> = {}): CreativeSettingsFieldRow {
  return {
    id: 'field-1',
    clientId: null,
    applicationId: null,
    code: 'platform',
    name: 'Platform',
    section: 'Delivery',
    type: 'text',
    isRequired: false,
    width: 0.5,
    defaultValue: null,
    selectValues: [],
    intendedUses: [],
    status: 'active',
    sequenceId: 0,
    ...overrides,
  };
}
