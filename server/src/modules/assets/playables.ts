import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../db/client.js';
import { conceptAssets, conceptAssetVersions } from '../../db/schema/index.js';
import {
  findPlayableEntryPage,
  isSafeEntryPath,
  listPlayableEntries,
  playableContentType,
  readPlayableEntry,
} from '../../media/playable-zip.js';
import { signUrl, verifySignature } from '../../storage/signing.js';
import { StorageError, type ObjectStorage } from '../../storage/types.js';
import { withLocalFile } from './inspect.js';

/**
 * Playable ads (HTML5 zips) are run for review straight from their zip, under
 * `/playables/{asset}.{version}.{expires}.{signature}/{path in the zip}`. The signature is in the
 * path, so the playable's relative links (`main.js`, `img/a.png`) resolve inside it and carry it.
 *
 * Every answer carries `Content-Security-Policy: sandbox allow-scripts allow-pointer-lock`: the page
 * runs in an opaque origin whether it is framed by the viewer or opened directly, so its scripts
 * can read no cookie or storage of the app, and a request it makes to the API is cross-origin
 * (`Origin: null`): a JSON POST needs a preflight, which /graphql refuses, any other POST is refused
 * as not JSON, and nothing it gets back is readable without CORS headers, which the API never sends
 * to it.
 */

export const PLAYABLE_PATH = '/playables';

const PLAYABLE_CSP = "sandbox allow-scripts allow-pointer-lock; frame-ancestors 'self'; form-action 'none'; base-uri 'none'";

/** 0 names the asset's current file; n its version n. */
type PlayableFile = { assetId: string; versionNumber: number };

/** The viewer's URL of a playable (its entry page is found when it is opened). Same-origin path. */
export function signPlayableUrl(getSecret: () => string, file: PlayableFile, expiresInSeconds: number): string {
  const { expires, signature } = signUrl(getSecret, { method: 'PLAYABLE', ...file }, { expiresInSeconds, roundToSeconds: 60 });
  return `${PLAYABLE_PATH}/${file.assetId}.${file.versionNumber}.${expires}.${signature}/`;
}

const TOKEN = /^([0-9a-f-]{36})\.(\d{1,6})\.(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/;

async function findPlayableKey(db: Database, file: PlayableFile): Promise<string | null> {
  if (file.versionNumber === 0) {
    const [row] = await db
      .select({ storageKey: conceptAssets.storageKey, type: conceptAssets.type })
      .from(conceptAssets)
      .where(and(eq(conceptAssets.id, file.assetId), isNull(conceptAssets.deletedAt)));
    return row?.type === 'playable' ? row.storageKey : null;
  }
  const [row] = await db
    .select({ storageKey: conceptAssetVersions.storageKey, type: conceptAssetVersions.type })
    .from(conceptAssetVersions)
    .innerJoin(conceptAssets, eq(conceptAssets.id, conceptAssetVersions.assetId))
    .where(
      and(
        eq(conceptAssetVersions.assetId, file.assetId),
        eq(conceptAssetVersions.versionNumber, file.versionNumber),
        isNull(conceptAssets.deletedAt),
      ),
    );
  return row?.type === 'playable' ? row.storageKey : null;
}

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).header('Content-Security-Policy', PLAYABLE_CSP).header('Cache-Control', 'no-store').send({ error: message });
}

/** GET /playables/{token}/ redirects to the entry page; GET /playables/{token}/{path} serves that file of the zip. */
export function registerPlayableRoute(app: FastifyInstance, deps: { db: Database; storage: ObjectStorage; getSecret: () => string }) {
  app.get<{ Params: { token: string; '*': string } }>(`${PLAYABLE_PATH}/:token/*`, async (request, reply) => {
    const match = TOKEN.exec(request.params.token);
    if (!match) return refuse(reply, 403, 'The playable link is not valid.');
    const [, assetId, versionText, expires, signature] = match;
    const file = { assetId: assetId!, versionNumber: Number(versionText) };
    try {
      verifySignature(deps.getSecret, { method: 'PLAYABLE', ...file }, { expires, signature });
    } catch (error) {
      if (!(error instanceof StorageError)) throw error;
      return refuse(reply, 403, error.code === 'EXPIRED' ? 'The playable link has expired.' : 'The playable link is not valid.');
    }

    // The raw path, decoded once; a zip entry is looked up by this exact name and nothing else.
    let entryPath: string;
    try {
      entryPath = decodeURIComponent(request.params['*'] ?? '');
    } catch {
      return refuse(reply, 400, 'The file path is not valid.');
    }
    if (entryPath !== '' && !isSafeEntryPath(entryPath)) return refuse(reply, 400, 'The file path is not valid.');

    const key = await findPlayableKey(deps.db, file);
    if (!key) return refuse(reply, 404, 'The playable was not found.');

    let found: { redirect: string | null } | { bytes: Buffer | null };
    try {
      found = await withLocalFile(deps.storage, key, async (zipPath) => {
        if (entryPath === '') return { redirect: findPlayableEntryPage(await listPlayableEntries(zipPath)) };
        return { bytes: await readPlayableEntry(zipPath, entryPath) };
      });
    } catch (error) {
      // A damaged zip, or a read that ran past its time limit: the reviewer gets a plain answer.
      if (error instanceof StorageError) throw error;
      request.log.warn({ err: error, assetId: file.assetId }, 'playable could not be read');
      return refuse(reply, 422, 'The playable could not be read. Check that the zip opens and holds an index.html.');
    }
    if ('redirect' in found) {
      if (!found.redirect) return refuse(reply, 404, 'The playable has no index.html.');
      const location = found.redirect.split('/').map(encodeURIComponent).join('/');
      return reply.header('Content-Security-Policy', PLAYABLE_CSP).header('Cache-Control', 'no-store').redirect(location, 302);
    }
    if (!found.bytes) return refuse(reply, 404, 'The file was not found in the playable.');

    // helmet's app-wide headers forbid framing; this page is meant for the viewer's iframe (and
    // only the app's own pages may frame it: frame-ancestors 'self').
    reply.removeHeader('X-Frame-Options');
    return (
      reply
        .header('Content-Security-Policy', PLAYABLE_CSP)
        // The playable's own scripts and images are loaded from its opaque origin, which no
        // same-origin/same-site policy matches; the URLs are signed and short-lived instead.
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Cross-Origin-Opener-Policy', 'same-origin')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Referrer-Policy', 'no-referrer')
        .header('Cache-Control', 'private, max-age=300')
        .type(playableContentType(entryPath))
        .send(found.bytes)
    );
  });
}
