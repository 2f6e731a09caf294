import { and, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { conceptAssets } from '../../db/schema/index.js';
import type { ObjectStorage } from '../../storage/types.js';
import { signConceptDownloadUrl, signPlayableUrl } from '../assets/index.js';
import { SHARE_FILES_PATH } from './files.js';
import { buildContentDisposition } from '../../storage/content-disposition.js';
import {
  SHARE_DOWNLOADS_OFF_MESSAGE,
  SHARE_LINK_EXPIRED_MESSAGE,
  SHARE_LINK_INVALID_MESSAGE,
  SHARE_PASSWORD_WRONG_MESSAGE,
  shareClock,
} from './rules.js';
import { findLinkById, judgeLink, unlockShareLink } from './visitor.js';
import { verifyShareFile, type ShareSignedRequest } from './tokens.js';

/** The storage URL a visitor is sent on to lives one minute: the link's own URL is checked each time. */
const HANDOFF_SECONDS = 60;
/**
 * A playable fetches its own files (scripts, images, sounds) under the URL it is handed over to,
 * while it runs, so that URL lives longer; opening the playable again checks the link again.
 */
const PLAYABLE_HANDOFF_SECONDS = 300;

interface ShareRouteDeps {
  db: Database;
  storage: ObjectStorage;
  config: AppConfig;
  getSecret: () => string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The link a share file URL names, if it still opens at `now`: its row decides (revoked or expired
 * there wins over a good signature).
 */
async function findOpenLink(deps: ShareRouteDeps, linkId: string, now: Date) {
  const found = await findLinkById(deps.db, linkId);
  if (!found) return { refusal: 'invalid' as const };
  const refusal = judgeLink(found, now);
  return refusal ? { refusal } : { link: found.link };
}

function refuse(reply: FastifyReply, refusal: 'invalid' | 'expired') {
  return reply
    .status(403)
    .header('Cache-Control', 'no-store')
    .send({ error: refusal === 'expired' ? SHARE_LINK_EXPIRED_MESSAGE : SHARE_LINK_INVALID_MESSAGE });
}

function refuseDownload(reply: FastifyReply) {
  return reply.status(403).header('Cache-Control', 'no-store').send({ code: 'DOWNLOADS_NOT_ALLOWED', error: SHARE_DOWNLOADS_OFF_MESSAGE });
}

/** How a link without downloads may still deliver an original to its viewer, or null when it may not. */
function viewerKind(mimeType: string | null): 'media' | 'pdf' | null {
  const type = (mimeType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  return /^(video|audio)\/[\w.+-]+$/.test(type) ? 'media' : null;
}

/**
 * A PDF for the shared view's pdf.js, inline: never offered as an attachment, and sandboxed (no
 * script of the document, no origin) should a visitor open the URL in a tab. Not cached.
 */
async function streamPdfForViewer(deps: ShareRouteDeps, reply: FastifyReply, key: string, fileName: string) {
  const stored = await deps.storage.headObject(key);
  if (!stored) return reply.status(404).header('Cache-Control', 'no-store').send({ error: 'The file was not found.' });
  const stream = await deps.storage.getObjectStream(key);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', buildContentDisposition(fileName, { inline: true }))
    .header('Content-Length', stored.size)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "sandbox; default-src 'none'")
    .header('Cache-Control', 'no-store')
    .send(stream);
}

function nowOf(deps: ShareRouteDeps, request: FastifyRequest) {
  return shareClock(deps.config, request.headers['x-atelier-test-now']);
}

/**
 * The link a signed visitor URL names: its signature first (nothing is read for a forged or stale
 * URL), then the link's row, which decides.
 */
async function findSignedOpenLink(
  deps: ShareRouteDeps,
  request: FastifyRequest,
  signed: ShareSignedRequest,
  given: { expires?: unknown; signature?: unknown },
) {
  const now = nowOf(deps, request);
  const verdict = verifyShareFile(
    deps.getSecret(),
    signed,
    { expires: given.expires, signature: given.signature },
    Math.floor(now.getTime() / 1000),
  );
  if (verdict !== 'valid') return { refusal: verdict };
  return findOpenLink(deps, signed.linkId, now);
}

/** A production asset the shared view lists (what a visitor's URLs may reach), of the link's concept. */
function isSharedAsset(conceptId: string) {
  return and(
    eq(conceptAssets.conceptId, conceptId),
    eq(conceptAssets.assetType, 'production'),
    isNull(conceptAssets.deletedAt),
    ne(conceptAssets.processingStatus, 'uploading'),
  );
}

/**
 * Visitors' routes: the password step, their files, the zip and playables. A file URL is signed for
 * one link and one stored object and lives as long as other signed URLs; on every use the link's
 * row is read again, so revoking or expiring the link stops it at once. The object itself is then
 * served by the storage's own short-lived URL (one minute), so ranges, types and dispositions
 * behave as for users; a playable by its own sandboxed route, likewise. A link without downloads
 * serves no original but as its viewer plays it (a video or audio inline, a PDF streamed inline).
 */
export function registerShareLinkRoutes(app: FastifyInstance, deps: ShareRouteDeps): void {
  app.post<{ Body: { token?: unknown; password?: unknown } | undefined }>(`${SHARE_FILES_PATH}/unlock`, async (request, reply) => {
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const result = await unlockShareLink(
      deps.db,
      deps.getSecret(),
      { token: body.token, password: body.password },
      { clientAddress: request.ip, now: nowOf(deps, request) },
    );
    reply.header('Cache-Control', 'no-store');
    if (result.status === 200) return reply.send({ accessToken: result.accessToken, expiresAt: result.expiresAt.toISOString() });
    if (result.status === 429) {
      const seconds = Math.max(1, Math.ceil((result.retryAt.getTime() - Date.now()) / 1000));
      return reply
        .status(429)
        .header('Retry-After', String(seconds))
        .send({ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Try again in a few minutes.', retryAfterSeconds: seconds });
    }
    if (result.refusal === 'passwordWrong')
      return reply.status(401).send({ code: 'PASSWORD_WRONG', status: 401, message: SHARE_PASSWORD_WRONG_MESSAGE });
    const status = result.refusal === 'expired' ? 4011 : 401;
    return reply
      .status(401)
      .send({ code: 'UNAUTHENTICATED', status, message: status === 4011 ? SHARE_LINK_EXPIRED_MESSAGE : SHARE_LINK_INVALID_MESSAGE });
  });

  app.get<{ Params: { linkId: string }; Querystring: Record<string, string | undefined> }>(
    `${SHARE_FILES_PATH}/:linkId/files`,
    async (request, reply) => {
      const { linkId } = request.params;
      const { key, name, type, inline, expires, signature } = request.query;
      if (!UUID.test(linkId) || !key || !name || !type || (inline !== '0' && inline !== '1')) return refuse(reply, 'invalid');
      const file = { linkId, key, fileName: name, contentType: type, inline: inline === '1' };
      const opened = await findSignedOpenLink(deps, request, file, { expires, signature });
      if (!opened.link) return refuse(reply, opened.refusal);
      // Only a file or preview of a production asset the shared view lists.
      const [asset] = await deps.db
        .select({ storageKey: conceptAssets.storageKey, mimeType: conceptAssets.mimeType })
        .from(conceptAssets)
        .where(and(isSharedAsset(opened.link.conceptId), or(eq(conceptAssets.storageKey, key), eq(conceptAssets.previewKey, key))))
        .limit(1);
      if (!asset) return refuse(reply, 'invalid');
      if (asset.storageKey === key && !opened.link.allowDownloads) {
        // Without downloads, an original only as the viewer plays it: a video or audio inline, a PDF
        // streamed inline for pdf.js; never as an attachment, never an image's original.
        const viewing = file.inline ? viewerKind(asset.mimeType) : null;
        if (!viewing) return refuseDownload(reply);
        if (viewing === 'pdf') return streamPdfForViewer(deps, reply, key, name);
      }
      const target = await deps.storage.signDownloadUrl({
        key,
        fileName: name,
        contentType: type,
        inline: file.inline,
        expiresInSeconds: HANDOFF_SECONDS,
      });
      return reply.header('Cache-Control', 'no-store').redirect(target, 302);
    },
  );

  app.get<{ Params: { linkId: string }; Querystring: Record<string, string | undefined> }>(
    `${SHARE_FILES_PATH}/:linkId/download`,
    async (request, reply) => {
      const { linkId } = request.params;
      if (!UUID.test(linkId)) return refuse(reply, 'invalid');
      const opened = await findSignedOpenLink(deps, request, { linkId, zip: true }, request.query);
      if (!opened.link) return refuse(reply, opened.refusal);
      if (!opened.link.allowDownloads) return refuse(reply, 'invalid');
      const link = opened.link;
      // The production zip, narrowed under its signature: the visitor cannot widen it during the hand-off.
      const target = signConceptDownloadUrl(
        deps.getSecret,
        { clientId: link.clientId, id: link.conceptId, code: link.conceptCode, internalId: link.conceptInternalId, name: link.conceptName },
        HANDOFF_SECONDS,
      );
      return reply.header('Cache-Control', 'no-store').redirect(target, 302);
    },
  );

  app.get<{ Params: { linkId: string; assetId: string }; Querystring: Record<string, string | undefined> }>(
    `${SHARE_FILES_PATH}/:linkId/playables/:assetId`,
    async (request, reply) => {
      const { linkId, assetId } = request.params;
      if (!UUID.test(linkId) || !UUID.test(assetId)) return refuse(reply, 'invalid');
      const opened = await findSignedOpenLink(deps, request, { linkId, playableAssetId: assetId }, request.query);
      if (!opened.link) return refuse(reply, opened.refusal);
      // Only a playable among the production assets the shared view lists.
      const [asset] = await deps.db
        .select({ id: conceptAssets.id })
        .from(conceptAssets)
        .where(
          and(
            isSharedAsset(opened.link.conceptId),
            eq(conceptAssets.id, assetId),
            eq(conceptAssets.type, 'playable'),
            isNotNull(conceptAssets.storageKey),
          ),
        )
        .limit(1);
      if (!asset) return refuse(reply, 'invalid');
      const target = signPlayableUrl(deps.getSecret, { assetId, versionNumber: 0 }, PLAYABLE_HANDOFF_SECONDS);
      return reply.header('Cache-Control', 'no-store').redirect(target, 302);
    },
  );
}
