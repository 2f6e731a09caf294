import type { Resolvers } from '../../generated/resolvers.js';
import { outboundPolicyOf } from '../../lib/outbound/index.js';
import * as reports from './service.js';

export const reportResolvers: Resolvers = {
  Query: {
    gdsReportCategories: (_parent, args, context) => reports.findReportCategories(context, args),
    gdsReportReachability: (_parent, args, context) =>
      reports.checkReportReachability({ ...context, outboundPolicy: outboundPolicyOf(context.config) }, args),
  },
  Mutation: {
    createGdsReportCategory: (_parent, { clientCode, category }, context) => reports.createReportCategory(context, clientCode, category),
    updateGdsReportCategory: (_parent, { clientCode, categoryCode, category }, context) =>
      reports.updateReportCategory(context, clientCode, categoryCode, category),
    deleteGdsReportCategory: (_parent, { clientCode, categoryCode }, context) =>
      reports.deleteReportCategory(context, clientCode, categoryCode),
    createGdsReport: (_parent, { clientCode, categoryCode, report }, context) =>
      reports.createReport(context, clientCode, categoryCode, report),
    deleteGdsReport: (_parent, { clientCode, reportCode }, context) => reports.deleteReport(context, clientCode, reportCode),
  },
};
