import { describe, expect, it } from 'vitest';
import {
  buildAssetVisibilityModel,
  orderAssetColumns,
  readAssetGridState,
  toStoredOrder,
  toStoredVisibility,
  writeAssetGridState,
} from './asset-grid-state';

function createStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('asset grid columns', () => {
  it('shows code, aspect ratio, width, height, length and size by default, with preview, name and actions', () => {
    const model = buildAssetVisibilityModel(null, false);
    const visible = Object.entries(model)
      .filter(([, isVisible]) => isVisible)
      .map(([code]) => code);
    expect(visible).toEqual(['preview', 'name', 'code', 'size', 'aspectRatio', 'width', 'height', 'length', 'actions']);
  });

  it('adds upload progress while uploading, whatever was stored', () => {
    expect(buildAssetVisibilityModel(null, true).uploadProgress).toBe(true);
    expect(buildAssetVisibilityModel({ uploadProgress: true }, false).uploadProgress).toBe(false);
  });

  it("keeps the user's choice and never hides the name or the actions", () => {
    const model = buildAssetVisibilityModel({ code: false, fileName: true, name: false, actions: false }, false);
    expect(model).toMatchObject({ code: false, fileName: true, name: true, actions: true, width: true });
    expect(toStoredVisibility(model)).not.toHaveProperty('name');
    expect(toStoredVisibility(model)).toMatchObject({ code: false, fileName: true });
  });

  it('orders columns as stored, leaving unknown ones in their default place', () => {
    const columns = ['preview', 'name', 'code', 'size', 'actions'].map((field) => ({ field }));
    expect(orderAssetColumns(columns, ['size', 'name', 'preview', 'code', 'actions']).map((column) => column.field)).toEqual([
      'size',
      'name',
      'preview',
      'code',
      'actions',
    ]);
    expect(orderAssetColumns(columns, ['code', 'preview']).map((column) => column.field)).toEqual([
      'code',
      'name',
      'preview',
      'size',
      'actions',
    ]);
    expect(orderAssetColumns(columns, null)).toEqual(columns);
    expect(toStoredOrder(['__check__', 'name', 'code'])).toEqual(['name', 'code']);
  });

  it('stores formatting per client in session storage and survives damaged entries', () => {
    const storage = createStorage();
    writeAssetGridState(
      'demo',
      {
        columnVisibility: { code: false },
        columnOrder: ['code'],
        columnWidths: { name: 300 },
        sortModel: [{ field: 'name', sort: 'asc' }],
      },
      storage,
    );
    expect(readAssetGridState('demo', storage)).toEqual({
      columnVisibility: { code: false },
      columnOrder: ['code'],
      columnWidths: { name: 300 },
      sortModel: [{ field: 'name', sort: 'asc' }],
    });
    expect(readAssetGridState('other', storage).columnVisibility).toBeNull();
    storage.setItem('atelier.assetGrid.demo', JSON.stringify({ columnWidths: 'wide', sortModel: [{ field: 'name', sort: 'sideways' }] }));
    expect(readAssetGridState('demo', storage)).toEqual({ columnVisibility: null, columnOrder: null, columnWidths: {}, sortModel: [] });
  });
});
