import { describe, expect, it } from 'vitest';
import { buildVisibilityModel } from '../../../components/grid/grid-formatting';
import { buildColumnVisibilityRules, FALLBACK_VISIBLE_COLUMNS, parseColumnSetting } from './grid-columns';

describe('grid columns', () => {
  it('reads the creativeGridDefaultFields setting, ignoring unknown and repeated codes', () => {
    expect(parseColumnSetting('name, status,bogus,name')).toEqual(['name', 'status']);
    expect(parseColumnSetting('')).toEqual(FALLBACK_VISIBLE_COLUMNS);
    expect(parseColumnSetting(null)).toEqual(FALLBACK_VISIBLE_COLUMNS);
  });

  it("lets the user's own choice win over the application default", () => {
    const model = buildVisibilityModel({ image: false, status: true }, buildColumnVisibilityRules(['name', 'image']));
    expect(model).toMatchObject({ name: true, image: false, status: true, lifeCycle: false });
    expect(Object.keys(model)).toHaveLength(15);
  });
});
