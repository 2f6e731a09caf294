import { describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n';
import { buildNewAssetValues, createAssetFormSchema, toAssetInput, type AssetFormField, type AssetFormValues } from './asset-form-values';

const t = i18next.t.bind(i18next);

const filled = (changes: Partial<AssetFormValues> = {}): AssetFormValues => ({
  ...buildNewAssetValues({ status: 'inProduction', type: 'ua' }),
  name: '  Hero banner  ',
  type: 'image',
  ...changes,
});

describe('toAssetInput', () => {
  it('creates with every form field, the trimmed name and the grouping, but not the file fields', () => {
    const input = toAssetInput(filled({ estimatedEffort: '2.5', actualEffort: 'lots', size: '3' }), { changed: null, grouping: 'design' });
    expect(input).toMatchObject({ assetType: 'design', name: 'Hero banner', type: 'image', status: 'inProduction', estimatedEffort: 2.5 });
    expect(input.actualEffort).toBeNull();
    expect(input).not.toHaveProperty('size');
    expect(input.usageType).toBeNull();
  });

  it('updates only the changed fields, converting MB to bytes and seconds to milliseconds', () => {
    const changed = new Set<AssetFormField>(['size', 'length', 'width', 'height', 'bitrate']);
    const input = toAssetInput(filled({ size: '2.345678', length: '12.0004', width: '1080', height: '', bitrate: 'fast' }), { changed });
    expect(input).toEqual({ size: 2_345_678, length: 12_001, width: 1080, height: null, bitrate: null });
  });

  it('clears a person with a null address', () => {
    const input = toAssetInput(filled({ assignedUser: null }), { changed: new Set<AssetFormField>(['assignedUser']) });
    expect(input).toEqual({ assignedUser: { emailAddress: null } });
  });
});

describe('asset form rules', () => {
  it('starts a new ASO asset on screenshot, with the status derived from the concept', () => {
    expect(buildNewAssetValues({ status: 'conceptApproval', type: 'aso' })).toMatchObject({
      usageType: 'screenshot',
      status: 'inProduction',
    });
    expect(buildNewAssetValues({ status: 'queued', type: 'ua' })).toMatchObject({ usageType: '', status: 'queued' });
  });

  it('requires a name that is not only spaces', () => {
    const result = createAssetFormSchema(t, { isAso: false }).safeParse(filled({ name: '   ' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Enter a name.' });
  });

  it('requires a usage type only for ASO concepts', () => {
    expect(createAssetFormSchema(t, { isAso: false }).safeParse(filled({ usageType: '' })).success).toBe(true);
    const result = createAssetFormSchema(t, { isAso: true }).safeParse(filled({ usageType: '' }));
    expect(result.error?.issues[0]?.path).toEqual(['usageType']);
  });
});
