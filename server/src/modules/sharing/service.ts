// A concept's share links for the people who may share it: made, listed, revoked.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { shareLinks, users } from '../../db/schema/index.js';
import { appError, badInput } from '../../lib/errors.js';
import { hashPassword } from '../auth/index.js';
import { findConceptRow } from '../concepts/index.js';
import { recordHistory } from '../history/index.js';
import type { Access } from '../tenancy/index.js';
import {
  buildShareUrl,
  CONCEPT_SHARE,
  SHARE_LINK_DEFAULT_HOURS,
  SHARE_LINK_MAX_HOURS,
  SHARE_LINK_MIN_HOURS,
  SHARE_PASSWORD_MAX_LENGTH,
  SHARE_PASSWORD_MIN_LENGTH,
} from './rules.js';

interface SharingDeps {
  db: Database;
  access: Access;
  config: AppConfig;
  getSigningSecret: () => string;
}

export type ShareLinkRow = typeof shareLinks.$inferSelect;

function linkStatus(row: Pick<ShareLinkRow, 'revokedAt' | 'expiresAt'>, now: Date): 'active' | 'revoked' | 'expired' {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

export interface ShareLinkView {
  code: string;
  url: string | null;
  status: 'active' | 'revoked' | 'expired';
  expiresAt: Date;
  hasPassword: boolean;
  allowDownloads: boolean;
  createDate: Date;
  createBy: { emailAddress: string; firstName: string; lastName: string } | null;
  lastOpenedAt: Date | null;
  openCount: number;
  revokedAt: Date | null;
}

const linkColumns = {
  link: shareLinks,
  creatorEmail: users.emailAddress,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};

function toLinkView(
  secret: string,
  scope: { clientCode: string },
  conceptCode: string,
  row: { link: ShareLinkRow; creatorEmail: string | null; creatorFirstName: string | null; creatorLastName: string | null },
  now: Date,
): ShareLinkView {
  const status = linkStatus(row.link, now);
  return {
    code: row.link.id,
    url: status === 'active' ? buildShareUrl(secret, { linkId: row.link.id, clientCode: scope.clientCode, conceptCode }) : null,
    status,
    expiresAt: row.link.expiresAt,
    hasPassword: row.link.passwordHash !== null,
    allowDownloads: row.link.allowDownloads,
    createDate: row.link.createdAt,
    createBy: row.creatorEmail
      ? { emailAddress: row.creatorEmail, firstName: row.creatorFirstName ?? '', lastName: row.creatorLastName ?? '' }
      : null,
    lastOpenedAt: row.link.lastOpenedAt,
    openCount: row.link.openCount,
    revokedAt: row.link.revokedAt,
  };
}

/** A concept's links, newest first, with their creators; each one's status as of `now`. */
export async function findShareLinks(
  deps: SharingDeps,
  clientCode: string,
  conceptCode: string,
  now: Date = new Date(),
): Promise<ShareLinkView[]> {
  const scope = await deps.access.require(CONCEPT_SHARE, { clientCode, conceptCode });
  const concept = await findConceptRow(deps.db, scope, conceptCode);
  const rows = await deps.db
    .select(linkColumns)
    .from(shareLinks)
    .leftJoin(users, eq(users.id, shareLinks.createBy))
    .where(and(eq(shareLinks.clientId, scope.clientId), eq(shareLinks.conceptId, concept.id)))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
    .limit(100);
  return rows.map((row) => toLinkView(deps.getSigningSecret(), scope, concept.code, row, now));
}

export interface ShareLinkInput {
  expiresInHours?: number | null;
  password?: string | null;
  allowDownloads?: boolean | null;
}

export async function createShareLink(deps: SharingDeps, clientCode: string, conceptCode: string, input: ShareLinkInput) {
  const scope = await deps.access.require(CONCEPT_SHARE, { clientCode, conceptCode });
  const viewer = await deps.access.requireViewer();
  const hours = input.expiresInHours ?? SHARE_LINK_DEFAULT_HOURS;
  if (!Number.isInteger(hours) || hours < SHARE_LINK_MIN_HOURS || hours > SHARE_LINK_MAX_HOURS) {
    throw badInput('A link can be valid from 1 hour to 30 days.', [{ field: 'expiresInHours', message: 'From 1 hour to 30 days.' }]);
  }
  const password = input.password ?? '';
  if (password && (password.length < SHARE_PASSWORD_MIN_LENGTH || password.length > SHARE_PASSWORD_MAX_LENGTH)) {
    const message = `A link password has ${SHARE_PASSWORD_MIN_LENGTH} to ${SHARE_PASSWORD_MAX_LENGTH} characters.`;
    throw badInput(message, [{ field: 'password', message }]);
  }
  const passwordHash = password ? await hashPassword(password) : null;
  const expiresAt = new Date(Date.now() + hours * 3_600_000);
  return deps.db.transaction(async (tx) => {
    const concept = await findConceptRow(tx, scope, conceptCode);
    const [link] = await tx
      .insert(shareLinks)
      .values({
        clientId: scope.clientId,
        conceptId: concept.id,
        expiresAt,
        passwordHash,
        allowDownloads: input.allowDownloads ?? true,
        createBy: viewer.userId,
      })
      .returning();
    await recordHistory(tx, {
      clientId: scope.clientId,
      conceptId: concept.id,
      event: 'shareLinkCreated',
      actorId: viewer.userId,
      changes: {
        shareLinkCode: link!.id,
        expiresAt: expiresAt.toISOString(),
        hasPassword: passwordHash !== null,
        allowDownloads: link!.allowDownloads,
      },
    });
    const [creator] = await tx
      .select({ emailAddress: users.emailAddress, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, viewer.userId));
    return toLinkView(
      deps.getSigningSecret(),
      scope,
      concept.code,
      {
        link: link!,
        creatorEmail: creator?.emailAddress ?? null,
        creatorFirstName: creator?.firstName ?? null,
        creatorLastName: creator?.lastName ?? null,
      },
      new Date(),
    );
  });
}

export async function revokeShareLink(deps: SharingDeps, clientCode: string, conceptCode: string, linkCode: string) {
  const scope = await deps.access.require(CONCEPT_SHARE, { clientCode, conceptCode });
  const viewer = await deps.access.requireViewer();
  return deps.db.transaction(async (tx) => {
    const concept = await findConceptRow(tx, scope, conceptCode);
    const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(linkCode);
    const [found] = isUuid
      ? await tx
          .select()
          .from(shareLinks)
          .where(and(eq(shareLinks.id, linkCode), eq(shareLinks.conceptId, concept.id), eq(shareLinks.clientId, scope.clientId)))
          .for('update')
      : [];
    if (!found) throw appError('NOT_FOUND', 'That share link does not exist.', { status: 404 });
    if (!found.revokedAt) {
      await tx
        .update(shareLinks)
        .set({ revokedAt: sql`now()`, revokedBy: viewer.userId })
        .where(eq(shareLinks.id, found.id));
      await recordHistory(tx, {
        clientId: scope.clientId,
        conceptId: concept.id,
        event: 'shareLinkRevoked',
        actorId: viewer.userId,
        changes: { shareLinkCode: found.id },
      });
    }
    const [row] = await tx
      .select(linkColumns)
      .from(shareLinks)
      .leftJoin(users, eq(users.id, shareLinks.createBy))
      .where(eq(shareLinks.id, found.id));
    return toLinkView(deps.getSigningSecret(), scope, concept.code, row!, new Date());
  });
}

/** The newest link of the concept that still opens, for a viewer who may share it; null otherwise. */
export async function findShareUrl(deps: SharingDeps, concept: { id: string; clientCode: string; code: string }) {
  if (!(await deps.access.can(CONCEPT_SHARE, { clientCode: concept.clientCode, conceptCode: concept.code }))) return null;
  const [row] = await deps.db
    .select({ id: shareLinks.id })
    .from(shareLinks)
    .where(and(eq(shareLinks.conceptId, concept.id), isNull(shareLinks.revokedAt), gt(shareLinks.expiresAt, sql`now()`)))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
    .limit(1);
  return row ? buildShareUrl(deps.getSigningSecret(), { linkId: row.id, clientCode: concept.clientCode, conceptCode: concept.code }) : null;
}
