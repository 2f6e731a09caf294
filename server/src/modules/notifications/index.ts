/**
 * notifications: what concerns a user (mentions, assignments, approvals, due items), in the app and
 * by e-mail through the durable job queue. Other modules call `notifyUsers` / the mention helpers
 * inside the transaction of their change.
 */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { notificationJobs } from './jobs.js';
import { notificationResolvers } from './resolvers.js';

export const notificationsModule: GraphQLModule = {
  name: 'notifications',
  schemaPath: findSchemaPath(import.meta.url),
  resolvers: notificationResolvers,
  jobs: notificationJobs,
};

export { findApproverIds, notifyApprovalReopened, notifyConceptStatusChange } from './concept-status.js';
export { NOTIFICATION_KINDS, type NotificationKind } from './kinds.js';
export { findMentionedEmails, notifyMentions, prepareMentions, renderMentionsAsText } from './mentions.js';
export { conceptLink, findClientCode, findDisplayName, notifyUsers, type NotificationDraft } from './notify.js';
export { assetCommentLink, notifyCommentReply, notifyCommentResolved } from './review-comments.js';
export { createUnsubscribeToken, verifyUnsubscribeToken } from './service.js';
