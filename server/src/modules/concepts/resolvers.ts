import type { Resolvers } from '../../generated/resolvers.js';
import { selectedFieldNames } from '../../graphql/selection.js';
import { addConceptComment, changeConceptModel, decideAllChildren } from './model.js';
import { createConcept, deleteConcept, updateConcept } from './mutations.js';
import { CONCEPT_APPROVE, CONCEPT_CHANGE_FOLDER, CONCEPT_DELETE, CONCEPT_EDIT, CONCEPT_SAVE } from './rules.js';
import { loadersOf } from './loaders.js';
import { findConcept, findConceptByInternalId, findConceptChannels, findConcepts } from './service.js';
import type { ConceptView } from './views.js';

/** Where a `viewerCan*` answer applies: this concept of its client. */
const toAccessTarget = (concept: ConceptView) => ({ clientCode: concept.clientCode, conceptCode: concept.code });

export const conceptResolvers: Resolvers = {
  Query: {
    applicationCreativeConcepts: (_parent, args, context, info) => findConcepts(context, args, selectedFieldNames(info, ['items'])),
    applicationCreativeConcept: (_parent, { clientCode, conceptCode }, context) => findConcept(context, clientCode, conceptCode),
    applicationCreativeConceptByInternalId: (_parent, { clientCode, internalId }, context) =>
      findConceptByInternalId(context, clientCode, internalId),
    applicationCreativeConceptChannels: (_parent, { clientCode, conceptCode }, context) =>
      findConceptChannels(context, clientCode, conceptCode),
  },
  Mutation: {
    createApplicationCreativeConcept: (_parent, { clientCode, concept }, context) => createConcept(context, clientCode, concept),
    updateApplicationCreativeConcept: (_parent, { clientCode, conceptCode, concept }, context) =>
      updateConcept(context, clientCode, conceptCode, concept),
    deleteApplicationCreativeConcept: (_parent, { clientCode, conceptCode, comment }, context) =>
      deleteConcept(context, clientCode, conceptCode, comment),
    changeApplicationCreativeConceptModel: (_parent, { clientCode, conceptCode, modelType, parentConceptCode }, context) =>
      changeConceptModel(context, clientCode, conceptCode, modelType, parentConceptCode),
    acceptAllApplicationCreativeChildConcepts: (_parent, args, context) => decideAllChildren(context, args, 'approved'),
    rejectAllApplicationCreativeChildConcepts: (_parent, args, context) => decideAllChildren(context, args, 'rejected'),
    addApplicationCreativeConceptComment: (_parent, { clientCode, conceptCode, comment }, context) =>
      addConceptComment(context, clientCode, conceptCode, comment),
  },
  CreativeConcept: {
    // Loaded only when asked for, once for all the concepts of a request (a page asks in one query).
    history: (concept, _args, context) => loadersOf(context).history.load(concept),
    channels: (concept, _args, context) => loadersOf(context).channels.load(concept.id),
    // The same rules the mutations check first (the client's scope is already read: no query).
    viewerCanEdit: (concept, _args, context) => context.access.can(CONCEPT_SAVE, toAccessTarget(concept)),
    viewerCanUpdate: (concept, _args, context) => context.access.can(CONCEPT_EDIT, toAccessTarget(concept)),
    viewerCanDelete: (concept, _args, context) => context.access.can(CONCEPT_DELETE, toAccessTarget(concept)),
    viewerCanApprove: (concept, _args, context) => context.access.can(CONCEPT_APPROVE, toAccessTarget(concept)),
    viewerCanChangeFolder: (concept, _args, context) => context.access.can(CONCEPT_CHANGE_FOLDER, toAccessTarget(concept)),
  },
};
