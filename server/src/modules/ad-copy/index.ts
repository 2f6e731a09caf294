/**
 * ad-copy: an application's ad copy (list with filters, editor saves with a version check,
 * translations), the networks' length rules as data (platform staff edit them), CSV import and
 * export. Nothing else builds on it yet.
 */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { MAX_EXPORT_ROWS } from './import.js';
import { adCopyResolvers } from './resolvers.js';

export const adCopyModule: GraphQLModule = {
  name: 'ad-copy',
  schemaPath: findSchemaPath(import.meta.url),
  resolvers: adCopyResolvers,
  // One CSV answer reads (and writes out) up to this many ad copies.
  rowCaps: { 'Query.exportAdCopies': MAX_EXPORT_ROWS },
};

/** For the demo seed: the same normalising and writing the API uses. */
export { normaliseAdCopy, type AdCopyFields } from './input.js';
export { insertAdCopies } from './service.js';
/** At start-up, after the migrations: measures stored before a measure learnt a key, taken again. */
export { remeasureAdCopies } from './remeasure.js';
