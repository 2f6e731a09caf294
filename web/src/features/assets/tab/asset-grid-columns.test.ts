import { describe, expect, it } from 'vitest';
import { buildVisibilityModel, listTogglableFields, toChosenVisibility } from '../../../components/grid/grid-formatting';
import { buildAssetVisibilityRules } from './asset-grid-columns';

describe('asset grid columns', () => {
  it('shows code, aspect ratio, width, height, length and size by default, with preview, name and actions', () => {
    const model = buildVisibilityModel(null, buildAssetVisibilityRules(false));
    const visible = Object.entries(model)
      .filter(([, isVisible]) => isVisible)
      .map(([code]) => code);
    expect(visible).toEqual(['preview', 'name', 'code', 'size', 'aspectRatio', 'width', 'height', 'length', 'actions']);
  });

  it('adds upload progress while uploading, whatever was stored', () => {
    expect(buildVisibilityModel(null, buildAssetVisibilityRules(true)).uploadProgress).toBe(true);
    expect(buildVisibilityModel({ uploadProgress: true }, buildAssetVisibilityRules(false)).uploadProgress).toBe(false);
  });

  it("keeps the user's choice and never hides the name or the actions", () => {
    const rules = buildAssetVisibilityRules(false);
    const model = buildVisibilityModel({ code: false, fileName: true, name: false, actions: false }, rules);
    expect(model).toMatchObject({ code: false, fileName: true, name: true, actions: true, width: true });
    expect(toChosenVisibility(model, rules)).not.toHaveProperty('name');
    expect(toChosenVisibility(model, rules)).toMatchObject({ code: false, fileName: true });
  });

  it('offers every column in the chooser but upload progress, the name and the actions', () => {
    const offered = listTogglableFields(buildAssetVisibilityRules(false));
    expect(offered).not.toContain('uploadProgress');
    expect(offered).not.toContain('name');
    expect(offered).not.toContain('actions');
    expect(offered).toHaveLength(15);
  });
});
