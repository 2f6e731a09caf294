import type { GridColDef } from '@mui/x-data-grid';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredState, writeStoredState } from '../../lib/stored-state';
import {
  applyColumnWidths,
  buildGridFormattingSpec,
  buildVisibilityModel,
  createDefaultGridFormatting,
  listTogglableFields,
  toChosenVisibility,
} from './grid-formatting';

afterEach(() => window.sessionStorage.clear());

const rules = { defaults: { image: true, status: false, name: true }, forced: { name: true } };

describe('grid visibility', () => {
  it('starts from the defaults, lets the choice win, and keeps forced columns as forced', () => {
    expect(buildVisibilityModel(null, rules)).toEqual({ image: true, status: false, name: true });
    expect(buildVisibilityModel({ image: false, status: true, name: false }, rules)).toEqual({ image: false, status: true, name: true });
  });

  it('stores the choice for the togglable columns only', () => {
    expect(listTogglableFields(rules)).toEqual(['image', 'status']);
    expect(toChosenVisibility({ image: false, name: false, folder: false }, rules)).toEqual({ image: false, status: true });
  });
});

describe('applyColumnWidths', () => {
  it('gives dragged columns their stored width, in place of flexing', () => {
    const columns: GridColDef[] = [
      { field: 'name', flex: 1, minWidth: 200 },
      { field: 'status', width: 150 },
    ];
    expect(applyColumnWidths(columns, { name: 320 })).toEqual([
      { field: 'name', flex: undefined, minWidth: 200, width: 320 },
      { field: 'status', width: 150 },
    ]);
    expect(applyColumnWidths(columns, {})[0]).toBe(columns[0]);
  });
});

describe('stored grid formatting', () => {
  const spec = buildGridFormattingSpec('atelier.testGrid.demo');

  it('reads back visibility, widths and sort', () => {
    const formatting = {
      columnVisibility: { code: false },
      columnWidths: { name: 300 },
      sortModel: [{ field: 'name', sort: 'asc' as const }],
    };
    writeStoredState(spec, formatting);
    expect(readStoredState(spec)).toEqual(formatting);
    expect(readStoredState(buildGridFormattingSpec('atelier.testGrid.other'))).toEqual(createDefaultGridFormatting());
  });

  it('survives damaged entries field by field and ignores fields older versions stored', () => {
    window.sessionStorage.setItem(
      'atelier.testGrid.demo',
      JSON.stringify({
        columnVisibility: { code: false },
        columnOrder: ['code'],
        columnWidths: 'wide',
        sortModel: [{ field: 'name', sort: 'sideways' }],
      }),
    );
    expect(readStoredState(spec)).toEqual({ columnVisibility: { code: false }, columnWidths: {}, sortModel: [] });
  });
});
