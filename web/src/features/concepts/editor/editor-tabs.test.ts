import { describe, expect, it } from 'vitest';
import { findTrackedFeature, findVisibleTabs, resolveEditorTab, type EditorTabContext } from './editor-tabs';

const standard: EditorTabContext = { isParent: false, productionAssetCount: 0, canViewAdUsage: true, canViewAnalytics: true };
const parent: EditorTabContext = { ...standard, isParent: true };

describe('editor tabs', () => {
  it('redirects to details when the URL names no tab', () => {
    expect(resolveEditorTab(null, standard)).toEqual({ tab: 'details', redirectTo: 'details' });
    expect(resolveEditorTab('', standard)).toEqual({ tab: 'details', redirectTo: 'details' });
  });

  it('opens a parent on its variants and a concept with production assets on them', () => {
    expect(resolveEditorTab(null, parent)).toEqual({ tab: 'variants', redirectTo: 'variants' });
    expect(resolveEditorTab(null, { ...standard, productionAssetCount: 3 })).toEqual({ tab: 'assets', redirectTo: 'assets' });
  });

  it('reads names and numbers, with asset and deliverables as aliases', () => {
    expect(resolveEditorTab('1', standard).tab).toBe('assets');
    expect(resolveEditorTab('asset', standard).tab).toBe('assets');
    expect(resolveEditorTab('deliverables', parent)).toEqual({ tab: 'variants', redirectTo: null });
    expect(resolveEditorTab('2', parent).tab).toBe('variants');
    expect(resolveEditorTab('6', standard).tab).toBe('analytics');
  });

  it('maps unknown names, and tabs the concept or viewer lacks, to details', () => {
    expect(resolveEditorTab('nonsense', standard)).toEqual({ tab: 'details', redirectTo: null });
    expect(resolveEditorTab('variants', standard).tab).toBe('details');
    expect(resolveEditorTab('adLink', { ...standard, canViewAdUsage: false }).tab).toBe('details');
    expect(resolveEditorTab('5', { ...standard, canViewAnalytics: false }).tab).toBe('adLink');
  });

  it('lists the variants tab for parents only and permission tabs by permission', () => {
    expect(findVisibleTabs(standard)).toEqual(['details', 'assets', 'actions', 'files', 'adLink', 'analytics']);
    expect(findVisibleTabs({ ...parent, canViewAdUsage: false, canViewAnalytics: false })).toEqual([
      'details',
      'assets',
      'variants',
      'actions',
      'files',
    ]);
  });

  it('tracks deliverables, actions, Ad Usage and analytics views only', () => {
    expect(findTrackedFeature('variants')).toBe('deliverables');
    expect(findTrackedFeature('adLink')).toBe('adLink');
    expect(findTrackedFeature('details')).toBeNull();
    expect(findTrackedFeature('files')).toBeNull();
  });
});
