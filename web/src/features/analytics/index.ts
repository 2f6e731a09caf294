import { lazy } from 'react';

/**
 * Analytics (issue 19): the concept's Analytics tab (lazy, with its chart in a chunk of its own),
 * the fatigue flag the concept tile and header show, the ad copy ranks, and the pieces the
 * Creative Performance page (features/performance) builds on.
 */
export const ConceptAnalyticsTab = lazy(() => import('./ConceptAnalyticsTab').then((module) => ({ default: module.ConceptAnalyticsTab })));
/** MUI X Charts line chart, loaded on demand. */
export const TrendChart = lazy(() => import('./TrendChart'));
export { FatigueChip } from './FatigueChip';
export { useConceptFatigue, useApplicationFatigue } from './use-fatigue';
export { useAdCopyPerformanceRanks, AdCopyPerformanceRankChip } from './AdCopyPerformanceRank';
export { CreativePerformanceQuery, CreativePerformanceTrendQuery, ExportCreativePerformanceQuery } from './analytics-queries';
export { formatMetric, METRICS, presetRange, type MetricName, type RangePreset } from './metrics';
export { MetricFigure, MetricHeader } from './MetricFigure';
export { MetricsLegend, MissingRatesNotice } from './MetricsLegend';
export { RangeControls } from './RangeControls';
