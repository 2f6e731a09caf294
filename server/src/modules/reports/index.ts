/** reports: report categories and the embedded analytics reports in them. */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { reportResolvers } from './resolvers.js';

export const reportsModule: GraphQLModule = { name: 'reports', schemaPath: findSchemaPath(import.meta.url), resolvers: reportResolvers };

/** The administration services the command line runs (the API reaches them through the resolvers). */
export { createReport, createReportCategory, deleteReport, deleteReportCategory, updateReportCategory } from './service.js';
