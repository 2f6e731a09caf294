import { describe, expect, it } from 'vitest';
import { badInput } from '../../lib/errors.js';
import { toFoundLookup, type Lookup } from '../../lib/lookup.js';
import { planConceptCreate, type ConceptCreateReferences } from './plan-create.js';
import { buildConceptRow, buildSettingsField, listRolePermissions } from './plan-test-support.js';

const failed = (message: string): Lookup<never> => ({ isFound: false, error: badInput(message) });

function references(overrides: Partial<ConceptCreateReferences> = {}): ConceptCreateReferences {
  return {
    parent: null,
    folder: toFoundLookup({ id: 'folder-1', applicationId: 'app-1' }),
    applicationIds: null,
    parentApplicationIds: [],
    settingsFields: [],
    tagIds: toFoundLookup([]),
    people: {},
    ...overrides,
  };
}

const plan = (
  input: Parameters<typeof planConceptCreate>[0]['input'],
  extra: Partial<ConceptCreateReferences> = {},
  role: Parameters<typeof listRolePermissions>[0] = 'creativeLead',
) => planConceptCreate({ input, code: 'crcnew', permissions: listRolePermissions(role), references: references(extra) });

describe('planConceptCreate', () => {
  it('plans a standard concept in the folder’s application, queued, with its creation entry', () => {
    const result = plan({ name: '  Launch trailer ', creativeNode: { code: 'nod1' } });
    expect(result.values).toMatchObject({
      code: 'crcnew',
      name: 'Launch trailer',
      status: 'queued',
      workflowStatus: 'queued',
      type: 'ua',
      subtype: 'general',
      modelType: 'standard',
      creativeNodeId: 'folder-1',
      parentConceptId: null,
    });
    expect(result.applicationIds).toEqual(['app-1']);
    expect(result.history).toEqual([{ about: 'concept', event: 'conceptCreated' }]);
  });

  it('lets a variant inherit its parent’s use, folder, applications, tags and people, and notes the link on the parent', () => {
    const parent = buildConceptRow({
      id: 'parent-1',
      modelType: 'parent',
      type: 'content',
      subtype: 'video',
      creativeLeadId: 'user-lead',
      description: '<p>Brief</p>',
    });
    const result = plan(
      { name: 'Variant', parentCreativeConcept: { code: parent.code } },
      {
        parent,
        folder: toFoundLookup({ id: 'folder-9', applicationId: '' }),
        parentApplicationIds: ['app-2', 'app-1'],
        tagIds: toFoundLookup(['tag-1']),
      },
    );
    expect(result.values).toMatchObject({
      modelType: 'child',
      type: 'content',
      subtype: 'video',
      creativeNodeId: 'folder-9',
      parentConceptId: 'parent-1',
      creativeLeadId: 'user-lead',
      description: '<p>Brief</p>',
    });
    expect(result.applicationIds).toEqual(['app-2', 'app-1']);
    expect(result.tagIds).toEqual(['tag-1']);
    expect(result.history).toContainEqual({ about: 'parent', event: 'childConceptLinked', changes: { conceptCode: 'crcnew' } });
  });

  it('refuses an approval status to anyone without the approver’s permission, with the catalogue message', () => {
    expect(() => plan({ name: 'X', status: 'approved' })).toThrow(
      'You do not have the correct permissions to Approve/Reject this Creative Concept.',
    );
    expect(plan({ name: 'X', status: 'approved' }, {}, 'admin').values.status).toBe('approved');
  });

  it('refuses a folder outside the home application', () => {
    expect(() => plan({ name: 'X' }, { applicationIds: toFoundLookup(['app-2']) })).toThrow(
      'Please Select a New Folder for the Creative Concept',
    );
  });

  it('reports the first fault in the order the rules meet them, lookups included', () => {
    // The unknown folder comes before the empty name; the empty name before the unknown person.
    expect(() => plan({ name: '' }, { folder: failed('Unknown folder.') })).toThrow('Unknown folder.');
    expect(() => plan({ name: '', creativeLead: { emailAddress: 'x@y' } }, { people: { creativeLead: failed('Not a user.') } })).toThrow(
      'Name is required.',
    );
    expect(() => plan({ name: 'Ok', creativeLead: { emailAddress: 'x@y' } }, { people: { creativeLead: failed('Not a user.') } })).toThrow(
      'Not a user.',
    );
  });

  it('validates settings against the home application’s fields, applying defaults', () => {
    const fields = [buildSettingsField({ code: 'platform', defaultValue: 'ios' }), buildSettingsField({ code: 'url', type: 'link' })];
    expect(plan({ name: 'X' }, { settingsFields: fields }).values.settings).toEqual({ platform: 'ios', url: null });
    expect(() => plan({ name: 'X', settings: { url: 'not a link' } }, { settingsFields: fields })).toThrow('must be a valid URL');
  });
});
