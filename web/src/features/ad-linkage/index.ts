import { lazy } from 'react';

/**
 * Ad linkage: the concept's Ad Usage tab (spec 2 §2.7). Lazy: the concept editor's first chunk
 * stays free of the tree grid until the tab opens.
 */
export const AdUsageTab = lazy(() => import('./AdUsageTab').then((module) => ({ default: module.AdUsageTab })));
export type { AdUsageTabProps } from './AdUsageTab';
