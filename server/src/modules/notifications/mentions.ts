import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';
import { resolvePerson, type ClientScope } from '../tenancy/index.js';
import { notifyUsers } from './notify.js';

/**
 * A mention inside a comment's plain text: `@[Shown Name](email@address)`. The address is the
 * reference; the name is rewritten from the user record when the comment is saved, so what others
 * see is the person's name and never text the writer chose. Comments stay plain text: the web
 * renders the token as a name chip through React, never as HTML.
 */
const MENTION = /@\[([^\]\n]{0,200})\]\(([^()\s]{1,320})\)/g;

export function findMentionedEmails(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION)].map((match) => match[2]!.trim().toLowerCase()))];
}

/** The comment with each mention written as "@Name", for e-mails and previews. */
export function renderMentionsAsText(text: string): string {
  return text.replace(MENTION, (_whole, name: string) => `@${name}`);
}

/**
 * Checks each mentioned person like a people field (a user of the client, or for platform staff an
 * internal user: others cannot mention staff) and rewrites the shown names. Returns the comment to
 * store and the mentioned users' ids.
 */
export async function prepareMentions(executor: Executor, scope: ClientScope, text: string) {
  const emails = findMentionedEmails(text);
  if (emails.length === 0) return { text, userIds: [] as string[] };
  if (emails.length > 20) throw badInput('A comment can mention at most 20 people.', [{ field: 'comment', message: 'Too many mentions.' }]);
  const ids = new Map<string, string>();
  for (const email of emails) ids.set(email, (await resolvePerson(executor, scope, 'comment', email))!);
  const rows = await executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, emailAddress: users.emailAddress })
    .from(users)
    .where(inArray(users.id, [...ids.values()]));
  const rewritten = text.replace(MENTION, (_whole, _name: string, rawEmail: string) => {
    const email = rawEmail.trim().toLowerCase();
    const row = rows.find((candidate) => candidate.id === ids.get(email));
    const name = row ? `${row.firstName} ${row.lastName}`.trim() || row.emailAddress : email;
    return `@[${name.replace(/[[\]\n]/g, ' ')}](${email})`;
  });
  return { text: rewritten, userIds: [...ids.values()] };
}

/** One notification per mentioned person (not the writer), linking to where the comment is. */
export async function notifyMentions(
  executor: Executor,
  mention: { clientId: string; actorId: string; actorName: string; userIds: string[]; placeName: string; comment: string; link: string },
) {
  return notifyUsers(executor, mention.userIds, {
    clientId: mention.clientId,
    kind: 'mention',
    title: `${mention.actorName} mentioned you on ${mention.placeName}`,
    body: renderMentionsAsText(mention.comment),
    link: mention.link,
    actorId: mention.actorId,
  });
}
