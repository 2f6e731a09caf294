import { describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n';
import { buildNewParentValues, createParentConceptSchema, toParentConceptInput } from './parent-concept-form';

const t = i18next.t.bind(i18next);

describe('parent concept form', () => {
  it('starts a new parent queued, as ua, with an empty name', () => {
    expect(buildNewParentValues('node1')).toMatchObject({ name: '', type: 'ua', status: 'queued', creativeNode: 'node1' });
  });

  it('requires a trimmed name, and a folder only for a new parent', () => {
    const values = { ...buildNewParentValues(null), name: '   ' };
    const created = createParentConceptSchema(t, { isNew: true }).safeParse(values);
    expect(created.success).toBe(false);
    expect(created.error?.issues.map((issue) => issue.path[0])).toEqual(['name', 'creativeNode']);
    expect(createParentConceptSchema(t, { isNew: false }).safeParse({ ...values, name: 'Winter' }).success).toBe(true);
  });

  it('creates a parent in the application with the trimmed name', () => {
    const input = toParentConceptInput({ ...buildNewParentValues('node1'), name: '  Winter  ' }, { applicationCode: 'puzzle-quest' });
    expect(input).toMatchObject({
      name: 'Winter',
      modelType: 'parent',
      status: 'queued',
      creativeNode: { code: 'node1' },
      applications: [{ code: 'puzzle-quest' }],
    });
  });

  it('updates only the changed fields', () => {
    const input = toParentConceptInput(
      { ...buildNewParentValues(null), name: 'Winter', status: 'conceptDev', uaLead: '' },
      { changed: new Set(['status', 'uaLead'] as const) },
    );
    expect(input).toEqual({ status: 'conceptDev', uaLead: { emailAddress: null } });
  });
});
