import { describe, expect, it } from 'vitest';
import type { ConceptEditorFieldsFragment } from '../../../gql/graphql';
import { i18next } from '../../../lib/i18n';
import { buildCopyInput } from './concept-copy';
import { createConceptFormSchema } from './concept-form-schema';
import {
  buildConceptValues,
  buildNewConceptValues,
  buildVariantName,
  buildVariantValues,
  parseDeliverableCount,
  toConceptInput,
} from './concept-form-values';
import type { SettingsFieldDefinition } from './settings-fields';

const t = i18next.t.bind(i18next);
const lead = { emailAddress: 'lead@demo.atelier.local', firstName: 'Leo', lastName: 'Lead' };
const designer = { emailAddress: 'designer@demo.atelier.local', firstName: 'Dana', lastName: 'Designer' };

const fields: SettingsFieldDefinition[] = [
  {
    code: 'platform',
    name: 'Platform',
    section: 'Delivery',
    type: 'select',
    isRequired: true,
    width: 0.25,
    defaultValue: 'both',
    selectValues: [],
    conceptIntendedUse: [],
    status: 'active',
  },
  {
    code: 'launchDate',
    name: 'Launch date',
    section: 'Delivery',
    type: 'date',
    isRequired: false,
    width: 0.25,
    defaultValue: 'NOW',
    selectValues: [],
    conceptIntendedUse: [],
    status: 'active',
  },
];

const parent: ConceptEditorFieldsFragment = {
  code: 'crcparent',
  downloadUrl: null,
  internalId: '1008',
  name: 'Winter event master',
  status: 'inProduction',
  workflowStatus: 'assigned',
  type: 'content',
  subtype: 'video',
  modelType: 'parent',
  description: '<p>Snow</p>',
  isPinned: false,
  estimatedEffort: 12,
  actualEffort: null,
  targetDeliveryDate: '2026-12-01T00:00:00.000Z',
  deliveryDate: null,
  productionAssetCount: 0,
  settings: { platform: 'ios' },
  adMatchSearchTerm: 'winter',
  lifeCycle: 'inProduction',
  childCount: 2,
  applications: [{ code: 'puzzle-quest', name: 'Puzzle Quest' }],
  creativeNode: { code: 'nodholiday', name: 'Holiday Sale', pathNames: ['Q4 Campaigns', 'Holiday Sale'] },
  parentCreativeConcept: null,
  tags: [{ code: 'tagseasonal', name: 'Seasonal', color: '#7B1FA2' }],
  uaLead: null,
  creativeLead: lead,
  assignedUser: designer,
  audit: { createDate: '2026-11-01T00:00:00.000Z', updateDate: null, createBy: null, updateBy: null },
  history: [],
  version: 3,
  viewerCanEdit: true,
  viewerCanUpdate: true,
  viewerCanLinkAds: true,
  viewerCanChangeFolder: true,
  viewerCanApprove: false,
  viewerCanDelete: true,
};

describe('new concept defaults', () => {
  it('starts as ua / general / queued in the folder of ?node=', () => {
    const values = buildNewConceptValues({ applicationCode: 'puzzle-quest', folderCode: 'nod1', fields, now: new Date(0) });
    expect(values).toMatchObject({
      type: 'ua',
      subtype: 'general',
      status: 'queued',
      creativeNode: 'nod1',
      applications: ['puzzle-quest'],
      settings: { platform: 'both', launchDate: '1970-01-01T00:00:00.000Z' },
    });
  });
});

describe('variants', () => {
  it('are named after the parent and the next number', () => {
    expect(buildVariantName('Winter event master', 2)).toBe('Winter event master 3');
    expect(buildVariantName('Winter event master', 0)).toBe('Winter event master 1');
  });

  it('read ?deliverableCount=, falling back to the parent count', () => {
    expect(parseDeliverableCount('4', 2)).toBe(4);
    expect(parseDeliverableCount(null, 2)).toBe(2);
    expect(parseDeliverableCount('abc', 2)).toBe(2);
    expect(parseDeliverableCount('-1', 2)).toBe(2);
  });

  it('inherit type, purpose, dates, description, settings, people, tags, folder and applications', () => {
    const values = buildVariantValues(parent, 2, fields, new Date(0));
    expect(values).toMatchObject({
      name: 'Winter event master 3',
      type: 'content',
      subtype: 'video',
      status: 'queued',
      targetDeliveryDate: '2026-12-01T00:00:00.000Z',
      description: '<p>Snow</p>',
      creativeLead: lead.emailAddress,
      assignedUser: designer.emailAddress,
      tags: [{ code: 'tagseasonal', name: 'Seasonal', color: '#7B1FA2' }],
      creativeNode: 'nodholiday',
      applications: ['puzzle-quest'],
      // The parent's own value wins; a setting it lacks gets its default.
      settings: { platform: 'ios', launchDate: '1970-01-01T00:00:00.000Z' },
    });
    expect(values.estimatedEffort).toBe('');
  });
});

describe('form values → input', () => {
  it('sends only the changed fields of an update, trimmed', () => {
    const values = { ...buildConceptValues(parent, fields), name: '  Winter  ', adMatchSearchTerm: '  snow ' };
    const input = toConceptInput(values, { changed: new Set(['name', 'adMatchSearchTerm', 'settings'] as const), fields });
    expect(input).toEqual({ name: 'Winter', adMatchSearchTerm: 'snow', settings: { platform: 'ios', launchDate: null } });
  });

  it('sends the purpose with a changed intended use, and people by address', () => {
    const values = { ...buildConceptValues(parent, fields), type: 'ua', subtype: 'general', uaLead: '' };
    expect(toConceptInput(values, { changed: new Set(['type', 'uaLead'] as const), fields })).toEqual({
      type: 'ua',
      subtype: 'general',
      uaLead: { emailAddress: null },
    });
  });

  it('leaves out settings codes the application no longer defines', () => {
    const values = { ...buildConceptValues(parent, fields), settings: { platform: 'ios', launchDate: '', retired: 'x' } };
    expect(toConceptInput(values, { changed: new Set(['settings'] as const), fields }).settings).toEqual({
      platform: 'ios',
      launchDate: null,
    });
  });
});

describe('copy', () => {
  it("appends ' - Copy' and starts a fresh workflow", () => {
    const input = buildCopyInput({ ...parent, modelType: 'standard', status: 'approved' }, fields);
    expect(input.name).toBe('Winter event master - Copy');
    expect(input.status).toBeUndefined();
    expect(input.modelType).toBe('standard');
    expect(input.creativeNode).toEqual({ code: 'nodholiday' });
  });

  it('copies a variant as a variant of the same parent', () => {
    const input = buildCopyInput(
      { ...parent, modelType: 'child', parentCreativeConcept: { code: 'crcp', name: 'P', internalId: '1' } },
      fields,
    );
    expect(input.parentCreativeConcept).toEqual({ code: 'crcp' });
    expect(input.type).toBeUndefined();
  });
});

describe('concept form schema', () => {
  const schema = createConceptFormSchema(t, fields);
  const valid = buildNewConceptValues({ applicationCode: 'puzzle-quest', folderCode: 'nod1', fields });

  it('requires a trimmed name, a folder and an application', () => {
    const result = schema.safeParse({ ...valid, name: '  ', creativeNode: '', applications: [] });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['name', 'creativeNode', 'applications']);
    expect(schema.safeParse({ ...valid, name: 'Teaser' }).success).toBe(true);
  });

  it('refuses a negative effort but lets an unreadable one become null', () => {
    expect(schema.safeParse({ ...valid, name: 'Teaser', estimatedEffort: '-2' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, name: 'Teaser', estimatedEffort: 'abc' }).success).toBe(true);
  });
});
