/**
 * reviews: a concept's approval stages (issue 27 item 2): ordered stages with named reviewers
 * (people or roles), a rule and a deadline; each reviewer's decision per stage and round; the
 * deadline reminders and overdue notices. Without stages a concept keeps the single-step approval.
 * Concepts and assets call the round hooks when a concept enters or leaves review.
 */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { reviewJobs } from './jobs.js';
import { reviewResolvers } from './resolvers.js';

export const reviewsModule: GraphQLModule = {
  name: 'reviews',
  schemaPath: findSchemaPath(import.meta.url),
  resolvers: reviewResolvers,
  jobs: reviewJobs,
  rowCaps: { 'Query.myReviewsWaiting': 200 },
};

export { remindReviewDeadlines } from './deadlines.js';
export { requireStagesPassedFor, startReviewRound, stopReviewRound } from './round.js';
/** The production files a concept decision is made on, with their file numbers (stage and concept decisions alike). */
export { findReviewedFiles } from './store.js';
