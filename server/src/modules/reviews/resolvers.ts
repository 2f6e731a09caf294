import type { Resolvers } from '../../generated/resolvers.js';
import {
  decideConceptReviewStage,
  findConceptReview,
  findMyReviewsWaiting,
  findReviewerOptions,
  setConceptReviewStages,
} from './service.js';

export const reviewResolvers: Resolvers = {
  Query: {
    conceptReview: (_parent, { clientCode, conceptCode }, context) => findConceptReview(context, clientCode, conceptCode),
    myReviewsWaiting: (_parent, { clientCode }, context) => findMyReviewsWaiting(context, clientCode),
    reviewerOptions: (_parent, { clientCode }, context) => findReviewerOptions(context, clientCode),
  },
  Mutation: {
    setConceptReviewStages: (_parent, { clientCode, conceptCode, stages }, context) =>
      setConceptReviewStages(context, clientCode, conceptCode, stages),
    decideConceptReviewStage: (_parent, { clientCode, conceptCode, decision, comment }, context) =>
      decideConceptReviewStage(context, { clientCode, conceptCode, decision, comment }),
  },
};
