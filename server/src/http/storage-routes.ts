import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { fileTypeNotSupported, findOpenUploadSession, recordUploadedPart, refuseUnsupportedFirstPart } from '../modules/assets/index.js';
import { buildContentDisposition, isInlineSafe, normalizeContentType } from '../storage/content-disposition.js';
import {
  type ByteRange,
  isValidKey,
  isValidPartNumber,
  isValidUploadId,
  LocalStorage,
  PartPastEndError,
  PartTooLargeError,
} from '../storage/local.js';
import { describePartPastEnd, describePartTooLong, findPartRange } from '../storage/part-layout.js';
import { verifySignature } from '../storage/signing.js';
import { type ObjectStorage, StorageError } from '../storage/types.js';

/**
 * Fastify's global body limit (1 MB) is for JSON. The part body is a raw stream, which Fastify does
 * not measure, so this only documents the route's intent; writePart bounds each part to its place
 * in the session's declared file.
 */
const PART_ROUTE_BODY_LIMIT = 200 * 1024 * 1024;

const INVALID_LINK = 'The upload link is not valid.';
const EXPIRED_LINK = 'The upload link has expired.';
const INVALID_DOWNLOAD_LINK = 'The download link is not valid.';
const EXPIRED_DOWNLOAD_LINK = 'The download link has expired.';

interface StorageRouteDependencies {
  db: Database;
  storage: ObjectStorage;
  config: AppConfig;
  getSecret: () => string;
}

/**
 * Routes that stand in for S3 when files live on local disk: the browser PUTs upload parts to
 * signed URLs and GETs files through signed URLs, as it would against a bucket. With S3 storage the
 * browser talks to the bucket directly and nothing is registered.
 */
export function registerStorageRoutes(app: FastifyInstance, deps: StorageRouteDependencies): void {
  const { storage } = deps;
  if (storage.kind !== 'local' || !(storage instanceof LocalStorage)) return;
  // Its own plugin scope, so that the raw-body content-type parser applies to the part route only.
  void app.register(async (scope) => registerPartRoute(scope, { ...deps, storage }));
  registerFileRoute(app, { ...deps, storage });
}

function registerPartRoute(scope: FastifyInstance, deps: StorageRouteDependencies & { storage: LocalStorage }): void {
  const { db, storage, config, getSecret } = deps;
  // This plugin scope holds only the part route: its body reaches the handler as the raw stream,
  // whatever the content type, instead of being buffered by a parser.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(['application/octet-stream', '*'], (_request, payload, done) => done(null, payload));

  scope.put<{ Params: { uploadId: string; partNumber: string }; Querystring: Record<string, unknown> }>(
    '/storage/parts/:uploadId/:partNumber',
    { bodyLimit: PART_ROUTE_BODY_LIMIT },
    async (request, reply) => {
      // Nothing of the body has been read yet (the parser above passes the stream on untouched):
      // every refusal below happens before a byte is stored.
      const { uploadId } = request.params;
      const partNumber = Number(request.params.partNumber);
      if (!isValidUploadId(uploadId) || !/^\d{1,5}$/.test(request.params.partNumber) || !isValidPartNumber(partNumber)) {
        return refuseBeforeBody(reply, 403, INVALID_LINK);
      }
      const refusal = checkSignature(() => verifySignature(getSecret, { method: 'PUT', uploadId, partNumber }, request.query));
      if (refusal) return refuseBeforeBody(reply, 403, refusal === 'EXPIRED' ? EXPIRED_LINK : INVALID_LINK);

      const session = await findOpenUploadSession({ db, config }, uploadId);
      if (!session) return refuseBeforeBody(reply, 409, 'This upload is no longer open.');

      // A part has its place in the file the session declared: none past its end, none longer
      // than its place (so an upload cannot grow a sparse data file far past its size).
      const range = findPartRange(session.layout, partNumber);
      if (!range) return refuseBeforeBody(reply, 400, describePartPastEnd(session.layout, partNumber));
      const declaredLength = Number(request.headers['content-length'] ?? 0);
      if (declaredLength > range.length) return refuseBeforeBody(reply, 413, describePartTooLong(partNumber, range));

      const body = request.body instanceof Readable ? request.body : Readable.from([]);
      let written: { etag: string; size: number };
      try {
        written = await storage.writePart(uploadId, partNumber, body, session.layout);
      } catch (error) {
        // writePart stopped reading the body at the first byte past the part's place and recorded
        // nothing; only the answer is left to decide.
        if (error instanceof PartTooLargeError) return refuseBeforeBody(reply, 413, describePartTooLong(partNumber, range));
        if (error instanceof PartPastEndError) return refuseBeforeBody(reply, 400, error.message);
        if (request.raw.destroyed || request.raw.readableAborted) {
          request.log.info({ uploadId, partNumber }, 'upload part interrupted by the client');
          return reply.status(400).send({ error: 'The upload was interrupted.' });
        }
        throw error;
      }

      // Checked again: the session may have been aborted or completed while the part arrived.
      const isStillOpen = await recordUploadedPart(db, session.id, { partNumber, etag: written.etag, size: written.size });
      if (!isStillOpen) {
        await storage.deletePart(uploadId, partNumber);
        return reply.status(409).send({ error: 'This upload is no longer open.' });
      }

      // The first part holds the file's head: a kind the grouping never accepts ends the upload now,
      // not after the whole file has been sent.
      if (partNumber === 1 && (await refuseUnsupportedFirstPart({ db, storage }, session.id, uploadId))) {
        return reply.status(400).send({ error: fileTypeNotSupported().message });
      }

      return reply.header('ETag', written.etag).header('Access-Control-Expose-Headers', 'ETag').status(200).send();
    },
  );
}

function registerFileRoute(app: FastifyInstance, deps: StorageRouteDependencies & { storage: LocalStorage }): void {
  const { storage, getSecret } = deps;

  app.route<{ Params: { '*': string }; Querystring: Record<string, unknown> }>({
    method: ['GET', 'HEAD'],
    url: '/storage/files/*',
    // Fastify's automatic HEAD route would read the whole file and answer Content-Length: 0.
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const key = request.params['*'];
      const { name, type, inline } = request.query;
      if (typeof name !== 'string' || typeof type !== 'string' || (inline !== '0' && inline !== '1')) {
        return reply.status(403).send({ error: INVALID_DOWNLOAD_LINK });
      }
      const refusal = checkSignature(() =>
        verifySignature(getSecret, { method: 'GET', key, fileName: name, contentType: type, inline: inline === '1' }, request.query),
      );
      if (refusal) return reply.status(403).send({ error: refusal === 'EXPIRED' ? EXPIRED_DOWNLOAD_LINK : INVALID_DOWNLOAD_LINK });

      const notFound = () => reply.status(404).send({ error: 'The file was not found.' });
      if (!isValidKey(key)) return notFound();
      const opened = await storage.openObject(key);
      if (!opened) return notFound();

      const contentType = normalizeContentType(type);
      // The signature says what was asked; whether it may render in the page is decided here again, so
      // that HTML, SVG and the like are never shown inline whatever link was signed.
      const disposition = buildContentDisposition(name, { inline: inline === '1' && isInlineSafe(contentType) });
      reply
        .header('Content-Type', contentType)
        .header('Content-Disposition', disposition)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "sandbox; default-src 'none'")
        .header('Cache-Control', 'private, max-age=300')
        .header('Accept-Ranges', 'bytes');

      const range = parseRangeHeader(request.headers.range, opened.size);
      if (range === 'unsatisfiable') {
        await opened.close();
        return reply.status(416).header('Content-Range', `bytes */${opened.size}`).send();
      }
      if (range) {
        reply
          .status(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${opened.size}`)
          .header('Content-Length', range.end - range.start + 1);
      } else {
        reply.status(200).header('Content-Length', opened.size);
      }
      if (request.method === 'HEAD') {
        await opened.close();
        return reply.send();
      }
      return reply.send(opened.createReadStream(range ?? undefined));
    },
  });
}

/**
 * One `bytes=` range (what video elements send when seeking). Several ranges, another unit or a
 * malformed header are ignored and the whole file is served, as RFC 9110 allows.
 */
export function parseRangeHeader(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, startText = '', endText = ''] = match;
  if (startText === '' && endText === '') return null;
  if (startText === '') {
    // Suffix range: the last N bytes.
    const length = Number(endText);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(startText);
  const end = endText === '' ? size - 1 : Math.min(Number(endText), size - 1);
  if (endText !== '' && Number(endText) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

function checkSignature(verify: () => void): 'EXPIRED' | 'BAD_SIGNATURE' | null {
  try {
    verify();
    return null;
  } catch (error) {
    if (error instanceof StorageError && (error.code === 'EXPIRED' || error.code === 'BAD_SIGNATURE')) return error.code;
    throw error;
  }
}

/**
 * Answers before reading the body. Without `Connection: close`, Node would read and discard the
 * whole unread body (up to a part's size) to keep the connection alive.
 */
function refuseBeforeBody(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).header('Connection', 'close').send({ error: message });
}
