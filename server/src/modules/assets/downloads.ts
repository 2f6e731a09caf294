import { isAssetGrouping, type AssetGrouping } from '@atelier/domain';
import { once } from 'node:events';
import { ZipArchive } from 'archiver';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { clients, conceptAssetNodes, conceptAssets, concepts } from '../../db/schema/index.js';
import { buildContentDisposition } from '../../storage/content-disposition.js';
import { signUrl, verifySignature, type SignedRequest } from '../../storage/signing.js';
import { StorageError, type ObjectStorage } from '../../storage/types.js';
import { isListedAsset } from './listed.js';
import { planZipEntries } from './zip-entries.js';

const ZIP_PATH = '/downloads/concepts';

/**
 * The zip is signed like a stored object whose key names the concept and the narrowing (one
 * grouping, or every file). The narrowing is inside the signature: a URL made for the production
 * files (a share link's visitor is handed one) cannot be edited into the design and source files.
 */
function zipRequest(concept: { clientId: string; id: string }, fileName: string, assetType: AssetGrouping | null): SignedRequest {
  return {
    method: 'GET',
    key: `zip:${concept.clientId}:${concept.id}:${assetType ?? 'all'}`,
    fileName,
    contentType: 'application/zip',
    inline: false,
  };
}

function zipFileName(concept: { internalId: number; name: string }) {
  return `${concept.internalId} ${concept.name}.zip`;
}

/** The only zip anyone is given: the concept's production files (its downloadUrl, spec 2 §7). */
const SIGNED_GROUPING: AssetGrouping = 'production';

/**
 * A short-lived link to the zip of the concept's production files. It carries
 * `assetType=production` under its signature; clients that append `&assetType=production`, as
 * spec 2 §7 has them do, repeat the same narrowing, which is accepted.
 */
export function signConceptDownloadUrl(
  getSecret: () => string,
  concept: { clientId: string; id: string; code: string; internalId: number; name: string },
  expiresInSeconds: number,
) {
  const fileName = zipFileName(concept);
  const request = zipRequest(concept, fileName, SIGNED_GROUPING);
  const { expires, signature } = signUrl(getSecret, request, { expiresInSeconds, roundToSeconds: 60 });
  const query = `assetType=${SIGNED_GROUPING}&expires=${expires}&signature=${encodeURIComponent(signature)}`;
  return `${ZIP_PATH}/${encodeURIComponent(concept.code)}?${query}`;
}

/**
 * The narrowing a zip URL names: null (every file), one grouping, or 'invalid'. The same value
 * given twice (the signed one and the one a client appends) is one narrowing; two different ones
 * are refused rather than one of them chosen.
 */
function readNarrowing(value: unknown): AssetGrouping | null | 'invalid' {
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const distinct = [...new Set(values)];
  if (distinct.length === 0) return null;
  const [only] = distinct;
  return distinct.length === 1 && typeof only === 'string' && isAssetGrouping(only) ? only : 'invalid';
}

/**
 * GET /downloads/concepts/:conceptCode: streams a zip of the concept's files, one stored entry per
 * file read straight from storage in turn, so neither the zip nor a whole file is ever held in
 * memory or written to a temporary file.
 */
export function registerConceptDownloadRoute(
  app: FastifyInstance,
  deps: { db: Database; storage: ObjectStorage; getSecret: () => string },
) {
  app.get<{ Params: { conceptCode: string }; Querystring: Record<string, string | string[] | undefined> }>(
    `${ZIP_PATH}/:conceptCode`,
    async (request, reply) => {
      const [concept] = await deps.db
        .select({ id: concepts.id, clientId: concepts.clientId, code: concepts.code, internalId: concepts.internalId, name: concepts.name })
        .from(concepts)
        .innerJoin(clients, eq(clients.id, concepts.clientId))
        .where(and(eq(concepts.code, request.params.conceptCode), isNull(concepts.deletedAt)));
      const fileName = concept ? zipFileName(concept) : '';
      const assetType = readNarrowing(request.query.assetType);
      try {
        if (!concept || assetType === 'invalid') throw new StorageError('BAD_SIGNATURE', 'The link is not valid.');
        // Checked against the narrowing asked for: a removed or changed assetType breaks the signature.
        verifySignature(deps.getSecret, zipRequest(concept, fileName, assetType), request.query);
      } catch (error) {
        if (!(error instanceof StorageError)) throw error;
        const message = error.code === 'EXPIRED' ? 'The download link has expired.' : 'The download link is not valid.';
        return reply.status(403).send({ error: message });
      }
      const assets = await deps.db
        .select({
          fileName: conceptAssets.fileName,
          name: conceptAssets.name,
          extension: conceptAssets.extension,
          creativeNodeId: conceptAssets.creativeNodeId,
          storageKey: conceptAssets.storageKey,
        })
        .from(conceptAssets)
        .where(
          and(
            eq(conceptAssets.conceptId, concept!.id),
            isListedAsset(),
            isNotNull(conceptAssets.storageKey),
            assetType ? eq(conceptAssets.assetType, assetType) : undefined,
          ),
        )
        .orderBy(asc(conceptAssets.createdAt));
      const folders = await deps.db
        .select({ id: conceptAssetNodes.id, name: conceptAssetNodes.name, parentId: conceptAssetNodes.parentId })
        .from(conceptAssetNodes)
        .where(eq(conceptAssetNodes.conceptId, concept!.id));
      const entryNames = planZipEntries(assets, folders);

      // Media is already compressed: stored entries keep the server's CPU free and the bytes as uploaded.
      const archive = new ZipArchive({ store: true });
      archive.on('warning', (warning) => request.log.warn({ err: warning }, 'zip warning'));
      reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', buildContentDisposition(fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store');
      void (async () => {
        try {
          for (const [index, asset] of assets.entries()) {
            const entryName = entryNames[index]!;
            const source = await deps.storage.getObjectStream(asset.storageKey!);
            const added = once(archive, 'entry');
            archive.append(source, { name: entryName });
            // One file open at a time: the next is opened once this one is in the zip.
            await added;
          }
          await archive.finalize();
        } catch (error) {
          request.log.error({ err: error }, 'zip download failed');
          archive.destroy(error as Error);
        }
      })();
      return reply.send(archive);
    },
  );
}
