import { isListedAsset } from './listed.js';
import { once } from 'node:events';
import { ZipArchive } from 'archiver';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { clients, conceptAssetNodes, conceptAssets, concepts } from '../../db/schema/index.js';
import { buildContentDisposition } from '../../storage/content-disposition.js';
import { signUrl, verifySignature, type SignedRequest } from '../../storage/signing.js';
import { StorageError, type ObjectStorage } from '../../storage/types.js';
import { ASSET_GROUPINGS } from './rules.js';
import { planZipEntries } from './zip-entries.js';

const ZIP_PATH = '/downloads/concepts';

/** The zip of a concept's files is signed like a stored object whose key names the concept. */
function zipRequest(concept: { clientId: string; id: string }, fileName: string): SignedRequest {
  return { method: 'GET', key: `zip:${concept.clientId}:${concept.id}`, fileName, contentType: 'application/zip', inline: false };
}

function zipFileName(concept: { internalId: number; name: string }) {
  return `${concept.internalId} ${concept.name}.zip`;
}

/**
 * A short-lived link to a zip of the concept's files. Callers append `&assetType=production` (or
 * design, source) to narrow it; the signature covers the concept, not the narrowing.
 */
export function signConceptDownloadUrl(
  getSecret: () => string,
  concept: { clientId: string; id: string; code: string; internalId: number; name: string },
  expiresInSeconds: number,
) {
  const fileName = zipFileName(concept);
  const { expires, signature } = signUrl(getSecret, zipRequest(concept, fileName), { expiresInSeconds, roundToSeconds: 60 });
  return `${ZIP_PATH}/${encodeURIComponent(concept.code)}?expires=${expires}&signature=${encodeURIComponent(signature)}`;
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
  app.get<{ Params: { conceptCode: string }; Querystring: Record<string, string | undefined> }>(
    `${ZIP_PATH}/:conceptCode`,
    async (request, reply) => {
      const [concept] = await deps.db
        .select({ id: concepts.id, clientId: concepts.clientId, code: concepts.code, internalId: concepts.internalId, name: concepts.name })
        .from(concepts)
        .innerJoin(clients, eq(clients.id, concepts.clientId))
        .where(and(eq(concepts.code, request.params.conceptCode), isNull(concepts.deletedAt)));
      const fileName = concept ? zipFileName(concept) : '';
      try {
        if (!concept) throw new StorageError('BAD_SIGNATURE', 'The link is not valid.');
        verifySignature(deps.getSecret, zipRequest(concept, fileName), request.query);
      } catch (error) {
        if (!(error instanceof StorageError)) throw error;
        const message = error.code === 'EXPIRED' ? 'The download link has expired.' : 'The download link is not valid.';
        return reply.status(403).send({ error: message });
      }
      const assetType = request.query.assetType;
      if (assetType && !(ASSET_GROUPINGS as readonly string[]).includes(assetType)) {
        return reply.status(400).send({ error: `assetType must be one of ${ASSET_GROUPINGS.join(', ')}.` });
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
