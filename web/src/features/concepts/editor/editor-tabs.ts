import { parseEditorTab, type EditorTab } from '../shared/concept-rules';

/** What decides which editor tabs exist and where the editor opens. */
export interface EditorTabContext {
  isParent: boolean;
  productionAssetCount: number;
  canViewAdUsage: boolean;
  canViewAnalytics: boolean;
}

/** Tabs in their fixed order (the numbers of spec 1 §2 are positions in EDITOR_TABS, not in this list). */
export function findVisibleTabs(context: EditorTabContext): EditorTab[] {
  const tabs: EditorTab[] = ['details', 'assets'];
  if (context.isParent) tabs.push('variants');
  tabs.push('actions', 'files');
  if (context.canViewAdUsage) tabs.push('adLink');
  if (context.canViewAnalytics) tabs.push('analytics');
  return tabs;
}

/** Where the editor opens without a tab: a parent on its variants, a concept with production assets on them. */
export function findDefaultTab(context: EditorTabContext): EditorTab {
  if (context.isParent) return 'variants';
  if (context.productionAssetCount > 0) return 'assets';
  return 'details';
}

export interface ResolvedTab {
  tab: EditorTab;
  /** The tab query value to redirect to (replace), when the URL has none. */
  redirectTo: string | null;
}

/**
 * The tab query value (a name or a number) → the tab to show. No value redirects to the default
 * tab; a tab that does not exist for this concept or viewer (variants of a standard concept, Ad
 * Usage without its permission) falls back to details, like an unknown name.
 */
export function resolveEditorTab(value: string | null, context: EditorTabContext): ResolvedTab {
  const parsed = parseEditorTab(value);
  if (parsed === null) {
    const tab = findDefaultTab(context);
    return { tab, redirectTo: tab };
  }
  const tab = findVisibleTabs(context).includes(parsed) ? parsed : 'details';
  return { tab, redirectTo: null };
}

/** Tabs whose views are reported to trackUserAction, with the feature name the report uses. */
const TRACKED_FEATURES: Partial<Record<EditorTab, string>> = {
  variants: 'deliverables',
  actions: 'actions',
  adLink: 'adLink',
  analytics: 'analytics',
};

export function findTrackedFeature(tab: EditorTab): string | null {
  return TRACKED_FEATURES[tab] ?? null;
}
