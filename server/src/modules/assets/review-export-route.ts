import { PassThrough } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { conceptAssets, concepts } from '../../db/schema/index.js';
import { buildContentDisposition } from '../../storage/content-disposition.js';
import { signUrl, verifySignature, type SignedRequest } from '../../storage/signing.js';
import { StorageError, type ObjectStorage } from '../../storage/types.js';
import { conceptNotFound } from '../concepts/index.js';
import type { Access } from '../tenancy/index.js';
import { collectReviewExport, findExportTarget, toReviewCsv, writeReviewPdf, type ReviewExportFormat } from './review-export.js';
import { assetNotFound } from './service.js';

const EXPORT_PATH = '/downloads/reviews';
const CONTENT_TYPES: Record<ReviewExportFormat, string> = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' };

interface Target {
  concept: { id: string; clientId: string; code: string; name: string; internalId: number };
  asset: { id: string; code: string; name: string } | null;
}

function exportFileName(target: Target, format: ReviewExportFormat) {
  const base = `${target.concept.internalId} ${target.concept.name}${target.asset ? ` - ${target.asset.name}` : ''} - review`;
  return `${base}.${format}`;
}

/** The export is signed like a stored object whose key names the concept, the asset (or all) and the format. */
function exportRequest(target: Target, format: ReviewExportFormat): SignedRequest {
  return {
    method: 'GET',
    key: `review-export:${target.concept.clientId}:${target.concept.id}:${target.asset?.id ?? 'all'}:${format}`,
    fileName: exportFileName(target, format),
    contentType: CONTENT_TYPES[format],
    inline: false,
  };
}

/**
 * exportCreativeConceptReview: a short-lived link to the review comments of a concept, or of one
 * of its assets, as CSV or PDF. Whoever may see the concept's review (asset:view, as the approval
 * gallery and the asset history need) may export it;
 * a share link's visitor may not (requireViewer: the export names the reviewers and their e-mails).
 */
export async function exportConceptReview(
  deps: { db: Database; access: Access; getSigningSecret: () => string; config: { SIGNED_URL_TTL_SECONDS: number } },
  args: { clientCode: string; conceptCode: string; conceptAssetCode?: string | null; format: 'CSV' | 'PDF' },
) {
  const scope = await deps.access.require('asset:view', { clientCode: args.clientCode, conceptCode: args.conceptCode });
  await deps.access.requireViewer();
  const format: ReviewExportFormat = args.format === 'PDF' ? 'pdf' : 'csv';
  const target = await findExportTarget(deps.db, scope.clientId, args.conceptCode, null);
  if (!target) throw conceptNotFound();
  let asset: Target['asset'] = null;
  if (args.conceptAssetCode) {
    const found = await findExportTarget(deps.db, scope.clientId, args.conceptCode, args.conceptAssetCode);
    if (!found?.asset) throw assetNotFound();
    asset = found.asset;
  }
  const full: Target = { concept: target.concept, asset };
  const { expires, signature } = signUrl(deps.getSigningSecret, exportRequest(full, format), {
    expiresInSeconds: deps.config.SIGNED_URL_TTL_SECONDS,
  });
  const query = new URLSearchParams({ format, ...(asset ? { asset: asset.code } : {}), expires: String(expires), signature });
  return { url: `${EXPORT_PATH}/${encodeURIComponent(full.concept.code)}?${query.toString()}`, fileName: exportFileName(full, format) };
}

/** GET /downloads/reviews/:conceptCode?format=csv|pdf[&asset=]: the signed export, as an attachment. */
export function registerReviewExportRoute(app: FastifyInstance, deps: { db: Database; storage: ObjectStorage; getSecret: () => string }) {
  app.get<{ Params: { conceptCode: string }; Querystring: Record<string, string | string[] | undefined> }>(
    `${EXPORT_PATH}/:conceptCode`,
    async (request, reply) => {
      const format = request.query.format;
      const assetCode = typeof request.query.asset === 'string' ? request.query.asset : null;
      const [concept] = await deps.db
        .select({ id: concepts.id, clientId: concepts.clientId, code: concepts.code, name: concepts.name, internalId: concepts.internalId })
        .from(concepts)
        .where(and(eq(concepts.code, request.params.conceptCode), isNull(concepts.deletedAt)));
      const [asset] =
        concept && assetCode
          ? await deps.db
              .select({ id: conceptAssets.id, code: conceptAssets.code, name: conceptAssets.name })
              .from(conceptAssets)
              .where(and(eq(conceptAssets.conceptId, concept.id), eq(conceptAssets.code, assetCode), isNull(conceptAssets.deletedAt)))
          : [];
      try {
        if (!concept || (format !== 'csv' && format !== 'pdf') || (assetCode && !asset) || Array.isArray(request.query.asset))
          throw new StorageError('BAD_SIGNATURE', 'The link is not valid.');
        verifySignature(deps.getSecret, exportRequest({ concept, asset: asset ?? null }, format), request.query);
      } catch (error) {
        if (!(error instanceof StorageError)) throw error;
        const message = error.code === 'EXPIRED' ? 'The download link has expired.' : 'The download link is not valid.';
        return reply.status(403).send({ error: message });
      }
      const target: Target = { concept: concept!, asset: asset ?? null };
      const data = await collectReviewExport(deps.db, target.concept, target.asset);
      reply
        .header('Content-Type', CONTENT_TYPES[format])
        .header('Content-Disposition', buildContentDisposition(exportFileName(target, format)))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store');
      // A byte-order mark so spreadsheet programs read the file as UTF-8.
      if (format === 'csv') return reply.send(`\uFEFF${toReviewCsv(data)}`);
      const body = new PassThrough();
      writeReviewPdf(data, { executor: deps.db, storage: deps.storage }, body).catch((error: unknown) => {
        request.log.error({ err: error }, 'review export failed');
        body.destroy(error as Error);
      });
      return reply.send(body);
    },
  );
}
