/**
 * concepts: creative concepts (standard, parent, variant), their list with filters, the editor's
 * saves and their rules, comments. Other modules find a concept of a client here.
 */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { conceptResolvers } from './resolvers.js';

export const conceptsModule: GraphQLModule = { name: 'concepts', schemaPath: findSchemaPath(import.meta.url), resolvers: conceptResolvers };

export type { ConceptFilterInput } from './filter.js';
export { allocateInternalId } from './identifiers.js';
export { parseEffort } from './input.js';
export { APPROVE_ALL_FORBIDDEN, CONCEPT_APPROVE, REJECT_ALL_FORBIDDEN } from './rules.js';
export { conceptNotFound, countConcepts, findConceptRow } from './service.js';
export type { ConceptRow, ConceptView, PersonView } from './views.js';
