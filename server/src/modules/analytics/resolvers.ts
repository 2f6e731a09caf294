import type { Resolvers } from '../../generated/resolvers.js';
import { importAdMetrics, previewAdMetricsImport } from './ingest.js';
import {
  exportCreativePerformance,
  findAdCopyPerformanceRanks,
  findConceptAnalytics,
  findCreativeFatigue,
  findCreativePerformance,
  findCreativePerformanceTrend,
} from './service.js';

export const analyticsResolvers: Resolvers = {
  Query: {
    creativePerformance: (_parent, args, context) => findCreativePerformance(context, args),
    creativePerformanceTrend: (_parent, args, context) => findCreativePerformanceTrend(context, args),
    exportCreativePerformance: (_parent, args, context) => exportCreativePerformance(context, args),
    conceptAnalytics: (_parent, args, context) => findConceptAnalytics(context, args),
    creativeFatigueFlags: (_parent, args, context) => findCreativeFatigue(context, args),
    adCopyPerformanceRanks: (_parent, args, context) => findAdCopyPerformanceRanks(context, args),
  },
  Mutation: {
    previewAdMetricsImport: (_parent, args, context) => previewAdMetricsImport(context, args),
    importAdMetrics: (_parent, args, context) => importAdMetrics(context, args),
  },
};
