import { describe, expect, it } from 'vitest';
import { toFoundLookup } from '../../lib/lookup.js';
import { isAllowed } from '../tenancy/index.js';
import { isApprovalOnly, planConceptUpdate, planModelChange, type ConceptUpdateReferences } from './plan-update.js';
import { buildConceptRow, listRolePermissions } from './plan-test-support.js';
import { CONCEPT_EDIT, CONCEPT_SAVE } from './rules.js';

/** The extensions code of what `run` throws. */
function readErrorCode(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return (error as { extensions?: { code?: string } }).extensions?.code;
  }
  return undefined;
}

function references(overrides: Partial<ConceptUpdateReferences> = {}): ConceptUpdateReferences {
  return {
    people: {},
    currentApplicationIds: ['app-1'],
    applicationIds: null,
    folder: null,
    currentFolder: null,
    settingsFields: null,
    tags: null,
    ...overrides,
  };
}

const plan = (
  input: Parameters<typeof planConceptUpdate>[0]['input'],
  options: {
    role?: Parameters<typeof listRolePermissions>[0];
    row?: Parameters<typeof buildConceptRow>[0];
    references?: Partial<ConceptUpdateReferences>;
  } = {},
) =>
  planConceptUpdate({
    row: buildConceptRow(options.row),
    input,
    permissions: listRolePermissions(options.role ?? 'creativeLead'),
    references: references(options.references),
  });

describe('who may save what (the gate updateConcept and viewerCanEdit share)', () => {
  it('lets an approver without concept:update through with an approval on its own only', () => {
    const approver = listRolePermissions('approver');
    expect(isApprovalOnly({ status: 'approved', version: 3 })).toBe(true);
    expect(isApprovalOnly({ status: 'approved', name: 'x' })).toBe(false);
    expect(isApprovalOnly({ status: 'inProduction' })).toBe(false);
    expect(isAllowed(CONCEPT_SAVE, approver)).toBe(true);
    expect(isAllowed(CONCEPT_EDIT, approver)).toBe(false);
    expect(isAllowed(CONCEPT_SAVE, listRolePermissions('viewer'))).toBe(false);
    expect(isAllowed(CONCEPT_EDIT, listRolePermissions('designer'))).toBe(true);
  });

  it('plans an approver’s approval: the status and its own history entry', () => {
    const result = plan({ status: 'approved' }, { role: 'approver', row: { status: 'pendingApproval' } });
    expect(result.set).toEqual({ status: 'approved' });
    expect(result.history).toEqual([{ event: 'statusUpdated', changes: { status: { from: 'pendingApproval', to: 'approved' } } }]);
  });

  it('refuses an approval status to a creative lead with the catalogue message', () => {
    expect(() => plan({ status: 'rejected' })).toThrow('You do not have the correct permissions to Approve/Reject this Creative Concept.');
  });
});

describe('planModelChange', () => {
  it('refuses a stale version before anything else', () => {
    expect(() => planModelChange(buildConceptRow({ version: 4 }), { version: 3, name: 'x' }, null)).toThrow(/changed by someone else/);
  });

  it('sends a new parent to the model rules, and nothing when the parent stays', () => {
    const row = buildConceptRow();
    expect(planModelChange(row, { parentCreativeConcept: { code: 'crcparent' } }, null)).toEqual({
      modelType: 'child',
      parentConceptCode: 'crcparent',
    });
    expect(planModelChange(row, { parentCreativeConcept: { code: 'crcparent' } }, 'crcparent')).toBeNull();
    expect(planModelChange(row, { name: 'x' }, null)).toBeNull();
  });
});

describe('planConceptUpdate', () => {
  it('writes only what differs, with status and workflow status in entries of their own', () => {
    const result = plan(
      { name: 'Hero video', workflowStatus: 'assigned', estimatedEffort: 2, status: 'inProduction' },
      { row: { estimatedEffort: 1 } },
    );
    expect(result.set).toEqual({ workflowStatus: 'assigned', estimatedEffort: 2, status: 'inProduction' });
    expect(result.history.map((entry) => entry.event)).toEqual(['statusUpdated', 'workflowStatusUpdated', 'conceptUpdated']);
    expect(result.history[2]!.changes).toEqual({ estimatedEffort: { from: 1, to: 2 } });
  });

  it('is unchanged when the input repeats the concept', () => {
    const result = plan(
      { name: 'Hero video', status: 'queued', tags: [{ code: 'a' }] },
      { references: { tags: { named: toFoundLookup(['t1']), current: ['t1'] } } },
    );
    expect(result.isUnchanged).toBe(true);
    expect(result.tagIds).toBeNull();
  });

  it('needs concept:workflow for the workflow status, and concept:assign for a lead', () => {
    expect(readErrorCode(() => plan({ workflowStatus: 'assigned' }, { role: 'viewer' }))).toBe('FORBIDDEN');
    expect(
      readErrorCode(() =>
        plan({ uaLead: { emailAddress: 'a@b' } }, { role: 'designer', references: { people: { uaLead: toFoundLookup('user-2') } } }),
      ),
    ).toBe('FORBIDDEN');
    // Unchanged people need no permission.
    expect(
      plan({ uaLead: { emailAddress: 'a@b' } }, { role: 'designer', references: { people: { uaLead: toFoundLookup(null) } } }).isUnchanged,
    ).toBe(true);
  });

  it('needs concept:changeFolder to add an application, and keeps the folder when the home stays', () => {
    const options = {
      references: { applicationIds: toFoundLookup(['app-1', 'app-2']), currentFolder: { id: 'folder-1', applicationId: 'app-1' } },
    };
    expect(readErrorCode(() => plan({ applications: [{ code: 'one' }, { code: 'two' }] }, { ...options, role: 'designer' }))).toBe(
      'FORBIDDEN',
    );
    const result = plan({ applications: [{ code: 'one' }, { code: 'two' }] }, options);
    expect(result.applicationIds).toEqual(['app-1', 'app-2']);
    expect(result.set).toEqual({});
  });

  it('refuses new applications whose home the folder is not in', () => {
    expect(() =>
      plan(
        { applications: [{ code: 'two' }] },
        { references: { applicationIds: toFoundLookup(['app-2']), currentFolder: { id: 'folder-1', applicationId: 'app-1' } } },
      ),
    ).toThrow('Please Select a New Folder for the Creative Concept');
    const result = plan(
      { applications: [{ code: 'two' }], creativeNode: { code: 'nod2' } },
      { references: { applicationIds: toFoundLookup(['app-2']), folder: toFoundLookup({ id: 'folder-2', applicationId: 'app-2' }) } },
    );
    expect(result.applicationIds).toEqual(['app-2']);
    expect(result.set).toEqual({ creativeNodeId: 'folder-2' });
    expect(result.history).toEqual([
      {
        event: 'conceptUpdated',
        changes: { applications: { from: ['app-1'], to: ['app-2'] }, creativeNodeId: { from: 'folder-1', to: 'folder-2' } },
      },
    ]);
  });

  it('keeps the intended use of a variant with its parent', () => {
    expect(() => plan({ type: 'content' }, { row: { modelType: 'child' } })).toThrow(
      'The intended use and purpose of a variant follow its parent.',
    );
  });
});

describe('concept image addresses', () => {
  it('keeps http(s) addresses and site paths, and refuses anything a browser could run', async () => {
    const { normalizeConceptImage } = await import('./concept-input.js');
    expect(normalizeConceptImage(' https://cdn.example.com/a.png ')).toBe('https://cdn.example.com/a.png');
    expect(normalizeConceptImage('/storage/objects/a.png')).toBe('/storage/objects/a.png');
    expect(normalizeConceptImage('')).toBeNull();
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/a.png',
      'file:///etc/passwd',
      'a.png',
    ]) {
      expect(() => normalizeConceptImage(bad), bad).toThrow('The concept image must be an http(s) address or a path on this site.');
    }
  });
});
