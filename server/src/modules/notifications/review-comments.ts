import { and, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { clientUsers, conceptHistory } from '../../db/schema/index.js';
import { renderMentionsAsText } from './mentions.js';
import { findDisplayName, notifyUsers } from './notify.js';

/** The users of the list who are still active members of the client (a person who left is not told). */
async function keepActiveMembers(executor: Executor, clientId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  const rows = await executor
    .select({ userId: clientUsers.userId })
    .from(clientUsers)
    .where(and(eq(clientUsers.clientId, clientId), inArray(clientUsers.userId, [...userIds]), eq(clientUsers.status, 'active')));
  return rows.map((row) => row.userId);
}

/** Where a comment on an asset is: the concept's assets tab with the asset and the comment open. */
export function assetCommentLink(clientCode: string, conceptCode: string, assetCode: string, commentId: string) {
  return `/${encodeURIComponent(clientCode)}/creative/concepts/${encodeURIComponent(conceptCode)}?tab=assets&asset=${encodeURIComponent(assetCode)}&comment=${encodeURIComponent(commentId)}`;
}

/**
 * A reply was written: the comment's author and everyone who replied before are told (kind
 * commentReply), once each; not the replier, and not the people the reply mentions (their mention
 * says it already).
 */
export async function notifyCommentReply(
  executor: Executor,
  reply: {
    clientId: string;
    actorId: string;
    parent: { id: string; createBy: string | null };
    mentionedUserIds: readonly string[];
    assetName: string;
    comment: string;
    link: string;
  },
) {
  const thread = await executor
    .select({ createBy: conceptHistory.createBy })
    .from(conceptHistory)
    .where(
      and(
        eq(conceptHistory.clientId, reply.clientId),
        or(eq(conceptHistory.id, reply.parent.id), eq(conceptHistory.parentId, reply.parent.id)),
      ),
    );
  const participants = [...new Set(thread.map((row) => row.createBy).filter((id): id is string => id !== null))].filter(
    (id) => id !== reply.actorId && !reply.mentionedUserIds.includes(id),
  );
  const recipients = await keepActiveMembers(executor, reply.clientId, participants);
  const actorName = await findDisplayName(executor, reply.actorId);
  return notifyUsers(executor, recipients, {
    clientId: reply.clientId,
    kind: 'commentReply',
    title: `${actorName} replied to a comment on the asset "${reply.assetName}"`,
    body: renderMentionsAsText(reply.comment),
    link: reply.link,
    actorId: reply.actorId,
  });
}

/** A comment was marked resolved: its author is told (kind commentResolved), unless they resolved it themselves. */
export async function notifyCommentResolved(
  executor: Executor,
  resolved: { clientId: string; actorId: string; authorId: string | null; assetName: string; comment: string; link: string },
) {
  if (!resolved.authorId) return [];
  const recipients = await keepActiveMembers(executor, resolved.clientId, [resolved.authorId]);
  const actorName = await findDisplayName(executor, resolved.actorId);
  return notifyUsers(executor, recipients, {
    clientId: resolved.clientId,
    kind: 'commentResolved',
    title: `${actorName} resolved your comment on the asset "${resolved.assetName}"`,
    body: renderMentionsAsText(resolved.comment),
    link: resolved.link,
    actorId: resolved.actorId,
  });
}
