import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { conceptAssets, concepts, uploadParts, uploadSessions } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/queue.js';
import { appError, badInput, forbidden } from '../../lib/errors.js';
import { generateCode } from '../../lib/codes.js';
import { StorageError, type ObjectStorage } from '../../storage/types.js';
import { findConceptRow } from '../concepts/service.js';
import { recordHistory } from '../history/service.js';
import type { ClientScope } from '../tenancy/access.js';
import { inspectStoredFile } from './inspect.js';
import {
  checkFileName,
  deriveAssetStatus,
  FILE_TYPE_NOT_SUPPORTED,
  fileExtension,
  MAX_PART_BYTES,
  MAX_PART_NUMBER,
  MIN_PART_BYTES,
  SIZE_LIMIT_EXCEEDED,
  stripExtension,
  UPLOAD_BEING_STORED,
  UPLOAD_CANNOT_BE_CANCELLED,
  UPLOAD_NOT_FOUND,
} from './rules.js';
import { checkGrouping, findAssetRow, findConceptNodeRow, type AssetDeps } from './service.js';

type SessionRow = typeof uploadSessions.$inferSelect;

export interface UploadMetaData {
  fileName: string;
  mimeType?: string | null;
  creativeNode?: { code?: string | null } | null;
  size?: number | null;
  partSize?: number | null;
}

/** A finish that died half-way (process killed) may be taken over after this long. */
const FINISH_LEASE_MS = 10 * 60 * 1000;

const fileTypeNotSupported = () => appError('BAD_USER_INPUT', FILE_TYPE_NOT_SUPPORTED, { status: 400 });
const sizeLimitExceeded = () => appError('BAD_USER_INPUT', SIZE_LIMIT_EXCEEDED, { status: 413 });
const uploadNotFound = () => appError('NOT_FOUND', UPLOAD_NOT_FOUND, { status: 404 });
const uploadBeingStored = () => appError('CONFLICT', UPLOAD_BEING_STORED, { retryAfterSeconds: 2 });

/** A finish that claimed the session this long ago without ending is taken to have died. */
const isFinishRunning = (session: SessionRow) =>
  session.status === 'finishing' && Date.now() - session.updatedAt.getTime() <= FINISH_LEASE_MS;

/** Either upload permission: creating new assets, or replacing the file of one. */
async function requireUploader(deps: AssetDeps, clientCode: string) {
  const scope = await deps.access.require('creative:access', { clientCode });
  if (!scope.permissions.has('asset:create') && !scope.permissions.has('asset:update')) throw forbidden();
  return scope;
}

/** UPLOAD_PART_SIZE_BYTES (spec 2 §9: 40,000,000), raised to what the storage accepts. */
function defaultPartSize(deps: AssetDeps) {
  return Math.max(deps.config.UPLOAD_PART_SIZE_BYTES, MIN_PART_BYTES[deps.storage.kind]);
}

function maxFileBytes(deps: AssetDeps) {
  return deps.config.UPLOAD_MAX_FILE_SIZE_MB * 1_000_000;
}

export async function createUpload(
  deps: AssetDeps,
  args: { clientCode: string; conceptCode: string; assetCode?: string | null; assetType: string; metaData: UploadMetaData },
) {
  const scope = await deps.access.require(args.assetCode ? 'asset:update' : 'asset:create', args);
  const actorId = (await deps.access.requireViewer()).userId;
  const fileName = checkFileName(args.metaData.fileName);
  if (!fileName)
    throw badInput('The file name must not be empty or contain path separators or control characters.', [
      { field: 'fileName', message: 'Invalid file name.' },
    ]);
  const declaredSize = args.metaData.size;
  if (declaredSize != null && (!Number.isFinite(declaredSize) || declaredSize < 0)) throw badInput('size must be a number of bytes.');
  if (declaredSize != null && declaredSize > maxFileBytes(deps)) throw sizeLimitExceeded();
  const assetType = checkGrouping(args.assetType);
  const partSize = checkPartSize(args.metaData.partSize ?? defaultPartSize(deps), MIN_PART_BYTES[deps.storage.kind], declaredSize);
  const mimeType = args.metaData.mimeType?.slice(0, 255) || null;

  const assetId = randomUUID();
  const uploadId = `upl${randomBytes(16).toString('hex')}`;
  const storageKey = `clients/${scope.clientId}/assets/${assetId}/${randomBytes(8).toString('hex')}`;

  // The storage session is opened last in the transaction; if the commit fails after all, it is aborted.
  let opened: { key: string; backendUploadId: string } | null = null;
  try {
    return await deps.db.transaction(async (tx) => {
      const concept = await findConceptRow(tx, scope, args.conceptCode);
      let targetAssetId: string = assetId;
      let assetCode: string;
      let key = storageKey;
      if (args.assetCode) {
        const asset = await findAssetRow(tx, scope, args.assetCode, { forUpdate: true });
        if (asset.conceptId !== concept.id) throw badInput('That asset belongs to another concept.');
        if (asset.assetType !== assetType) throw badInput(`That asset is a ${asset.assetType} asset, not ${assetType}.`);
        targetAssetId = asset.id;
        assetCode = asset.code;
        key = `clients/${scope.clientId}/assets/${asset.id}/${randomBytes(8).toString('hex')}`;
      } else {
        const nodeId = args.metaData.creativeNode?.code
          ? (await findConceptNodeRow(tx, concept.id, args.metaData.creativeNode.code)).id
          : null;
        assetCode = generateCode('ast');
        await tx.insert(conceptAssets).values({
          id: assetId,
          clientId: scope.clientId,
          conceptId: concept.id,
          code: assetCode,
          name: stripExtension(fileName),
          fileName,
          assetType,
          usageType: concept.type === 'aso' ? 'screenshot' : null,
          status: deriveAssetStatus(concept.status),
          processingStatus: 'uploading',
          creativeNodeId: nodeId,
          createBy: actorId,
          updateBy: actorId,
        });
      }
      const { backendUploadId } = await deps.storage.createMultipartUpload(key, mimeType);
      opened = { key, backendUploadId };
      await tx.insert(uploadSessions).values({
        uploadId,
        clientId: scope.clientId,
        conceptId: concept.id,
        assetId: targetAssetId,
        createdAsset: !args.assetCode,
        fileName,
        mimeType,
        storageKey: key,
        backendUploadId,
        partSize,
        createBy: actorId,
      });
      return { uploadId, assetCode, partSize };
    });
  } catch (error) {
    const session = opened as { key: string; backendUploadId: string } | null;
    if (session) await deps.storage.abortMultipartUpload({ ...session, uploadId }).catch(() => undefined);
    throw error;
  }
}

/**
 * The session of this client (and concept and asset, when named). Its id is an unguessable token;
 * anyone who may upload in the client may continue it (a colleague, another tab).
 */
async function findSession(
  deps: AssetDeps,
  scope: ClientScope,
  uploadId: string,
  match: { conceptCode?: string; assetCode?: string } = {},
) {
  const [row] = await deps.db
    .select({ session: uploadSessions, conceptCode: concepts.code, assetCode: conceptAssets.code })
    .from(uploadSessions)
    .innerJoin(concepts, eq(concepts.id, uploadSessions.conceptId))
    .innerJoin(conceptAssets, eq(conceptAssets.id, uploadSessions.assetId))
    .where(and(eq(uploadSessions.uploadId, uploadId), eq(uploadSessions.clientId, scope.clientId)));
  if (!row) throw uploadNotFound();
  if (match.conceptCode && match.conceptCode !== row.conceptCode) throw uploadNotFound();
  if (match.assetCode && match.assetCode !== row.assetCode) throw uploadNotFound();
  return row;
}

export async function getUploadUrl(
  deps: AssetDeps,
  args: { clientCode: string; conceptCode: string; assetCode: string; uploadId: string; partNumber: number },
) {
  const scope = await requireUploader(deps, args.clientCode);
  if (!Number.isInteger(args.partNumber) || args.partNumber < 1 || args.partNumber > MAX_PART_NUMBER)
    throw badInput(`partNumber must be between 1 and ${MAX_PART_NUMBER}.`, [{ field: 'partNumber', message: 'Out of range.' }]);
  const { session } = await findSession(deps, scope, args.uploadId, args);
  if (session.status !== 'open') throw uploadNotFound();
  const expiresInSeconds = deps.config.SIGNED_URL_TTL_SECONDS;
  const url = await deps.storage.signPartUrl({
    key: session.storageKey,
    backendUploadId: session.backendUploadId,
    uploadId: session.uploadId,
    partNumber: args.partNumber,
    expiresInSeconds,
  });
  return { url, expiresAt: new Date(Date.now() + expiresInSeconds * 1000) };
}

/** What the browser needs to cut and send files the way this server wants them. */
export async function findUploadSettings(deps: AssetDeps, clientCode: string) {
  await deps.access.require('creative:access', { clientCode });
  const { config } = deps;
  return {
    maxFileSizeBytes: maxFileBytes(deps),
    maxFiles: config.UPLOAD_MAX_FILES,
    partSize: defaultPartSize(deps),
    partConcurrency: config.UPLOAD_PART_CONCURRENCY,
    partStallTimeoutSeconds: config.UPLOAD_PART_STALL_SECONDS,
  };
}

export async function findUploadState(deps: AssetDeps, clientCode: string, uploadId: string) {
  const scope = await requireUploader(deps, clientCode);
  const { session, assetCode } = await findSession(deps, scope, uploadId);
  const parts = await deps.db
    .select({ number: uploadParts.partNumber, etag: uploadParts.etag, size: uploadParts.size })
    .from(uploadParts)
    .where(eq(uploadParts.sessionId, session.id))
    .orderBy(uploadParts.partNumber);
  return { uploadId, assetCode, status: session.status, parts };
}

export async function finishUpload(
  deps: AssetDeps,
  args: { clientCode: string; conceptCode: string; assetCode: string; uploadId: string; parts: { number: number; etag: string }[] },
) {
  const scope = await requireUploader(deps, args.clientCode);
  const actorId = (await deps.access.requireViewer()).userId;
  const { session } = await findSession(deps, scope, args.uploadId, args);
  const parts = checkPartList(args.parts);

  // 1. Claim the session (one finisher at a time) and check the parts the server has seen. A finish
  // sent again gets the answer of the one that ended, or is told to wait for the one running.
  const isClaimed = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(uploadSessions).where(eq(uploadSessions.id, session.id)).for('update');
    if (locked?.status === 'finished') return false;
    if (locked && isFinishRunning(locked)) throw uploadBeingStored();
    if (!locked || (locked.status !== 'open' && locked.status !== 'finishing')) throw uploadNotFound();
    if (deps.storage.kind === 'local') {
      const received = await tx.select().from(uploadParts).where(eq(uploadParts.sessionId, session.id));
      for (const part of parts) {
        const stored = received.find((candidate) => candidate.partNumber === part.number);
        if (!stored)
          throw badInput(`Part ${part.number} has not been received; upload it again.`, [{ field: 'parts', message: 'Missing part.' }]);
        if (normalizeEtag(stored.etag) !== normalizeEtag(part.etag))
          throw badInput(`The ETag of part ${part.number} does not match the part received; upload it again.`, [
            { field: 'parts', message: 'Wrong ETag.' },
          ]);
      }
    }
    await tx.update(uploadSessions).set({ status: 'finishing', updatedAt: new Date() }).where(eq(uploadSessions.id, session.id));
    return true;
  });
  if (!isClaimed) return answerFinishedAgain(deps.db, session);

  // 2. Assemble the file (streaming) outside any transaction: it can take a while for big files.
  let stored;
  try {
    stored = await deps.storage.completeMultipartUpload({
      key: session.storageKey,
      backendUploadId: session.backendUploadId,
      uploadId: session.uploadId,
      parts: parts.map((part) => ({ partNumber: part.number, etag: part.etag })),
      partSize: session.partSize,
    });
  } catch (error) {
    await deps.db.update(uploadSessions).set({ status: 'open', updatedAt: new Date() }).where(eq(uploadSessions.id, session.id));
    if (error instanceof StorageError && error.code === 'INVALID_PART')
      throw badInput(error.message, [{ field: 'parts', message: 'Invalid part.' }]);
    throw error;
  }

  // 3. Check what was actually uploaded: its size and its kind, read from the content.
  let inspection;
  try {
    if (stored.size > maxFileBytes(deps)) throw sizeLimitExceeded();
    inspection = await inspectStoredFile(deps.storage, session.storageKey, session.fileName);
    const [asset] = await deps.db
      .select({ assetType: conceptAssets.assetType })
      .from(conceptAssets)
      .where(eq(conceptAssets.id, session.assetId));
    if (!inspection.allowedIn(asset!.assetType)) throw fileTypeNotSupported();
  } catch (error) {
    await discardUpload(deps.db, deps.storage, session, { objectWritten: true });
    throw error;
  }

  // 4. Record the file on the asset, the history entry and the processing job in one transaction.
  const result = await deps.db.transaction(async (tx) => {
    const [asset] = await tx.select().from(conceptAssets).where(eq(conceptAssets.id, session.assetId)).for('update');
    if (!asset || asset.deletedAt) throw uploadNotFound();
    const duplicate = await findDuplicate(tx, asset, session.fileName, stored.sha256);
    await tx
      .update(conceptAssets)
      .set({
        fileName: session.fileName,
        storageKey: session.storageKey,
        previewKey: null,
        checksum: stored.sha256,
        size: stored.size,
        type: inspection.type,
        mimeType: inspection.mimeType ?? session.mimeType,
        extension: inspection.extension ?? fileExtension(session.fileName),
        width: null,
        height: null,
        length: null,
        aspectRatio: null,
        bitrate: null,
        processingStatus: 'processing',
        processingError: null,
        version: sql`${conceptAssets.version} + 1`,
        updateBy: actorId,
        updatedAt: new Date(),
      })
      .where(eq(conceptAssets.id, asset.id));
    await recordHistory(tx, {
      clientId: asset.clientId,
      conceptId: asset.conceptId,
      assetCode: asset.code,
      event: session.createdAsset ? 'assetCreated' : 'assetUpdated',
      actorId,
      changes: session.createdAsset
        ? { name: asset.name, assetType: asset.assetType, fileName: session.fileName }
        : { fileName: { from: asset.fileName, to: session.fileName } },
    });
    await tx.update(uploadSessions).set({ status: 'finished', updatedAt: new Date() }).where(eq(uploadSessions.id, session.id));
    await tx.delete(uploadParts).where(eq(uploadParts.sessionId, session.id));
    await enqueueJob(tx, 'processAsset', { assetId: asset.id }, { singletonKey: `processAsset:${asset.id}:${session.storageKey}` });
    const replacedKeys = [asset.storageKey, asset.previewKey].filter((key): key is string => Boolean(key) && key !== session.storageKey);
    return { assetCode: asset.code, duplicatedConceptAssetCode: duplicate?.code ?? null, replacedKeys };
  });
  await Promise.all(result.replacedKeys.map((key) => deps.storage.deleteObject(key).catch(() => undefined)));
  return {
    status: result.duplicatedConceptAssetCode ? 'duplicated' : 'done',
    assetCode: result.assetCode,
    duplicatedConceptAssetCode: result.duplicatedConceptAssetCode,
  };
}

/** Another stored asset of the concept's same grouping with the file's name or content, oldest first. */
async function findDuplicate(
  executor: Executor,
  asset: { id: string; conceptId: string; assetType: string },
  fileName: string,
  checksum: string,
) {
  const [duplicate] = await executor
    .select({ code: conceptAssets.code })
    .from(conceptAssets)
    .where(
      and(
        eq(conceptAssets.conceptId, asset.conceptId),
        eq(conceptAssets.assetType, asset.assetType),
        ne(conceptAssets.id, asset.id),
        isNull(conceptAssets.deletedAt),
        isNotNull(conceptAssets.storageKey),
        or(sql`lower(${conceptAssets.fileName}) = ${fileName.toLowerCase()}`, eq(conceptAssets.checksum, checksum)),
      ),
    )
    .orderBy(sql`${conceptAssets.checksum} = ${checksum} desc`, conceptAssets.createdAt)
    .limit(1);
  return duplicate;
}

/**
 * A finish sent again after it succeeded (its answer lost to the connection or a proxy's timeout,
 * which the web app retries) gets the same answer, as long as the asset still holds this upload's
 * file, instead of 'Upload not found' for an upload that is in fact done.
 */
async function answerFinishedAgain(db: Database, session: SessionRow) {
  const [asset] = await db.select().from(conceptAssets).where(eq(conceptAssets.id, session.assetId));
  if (!asset || asset.deletedAt || asset.storageKey !== session.storageKey || !asset.checksum) throw uploadNotFound();
  const duplicate = await findDuplicate(db, asset, session.fileName, asset.checksum);
  return {
    status: duplicate ? 'duplicated' : 'done',
    assetCode: asset.code,
    duplicatedConceptAssetCode: duplicate?.code ?? null,
  };
}

function checkPartSize(partSize: number, minimum: number, fileSize: number | null | undefined) {
  if (!Number.isInteger(partSize) || partSize < minimum || partSize > MAX_PART_BYTES)
    throw badInput(`The part size must be between ${minimum} and ${MAX_PART_BYTES} bytes.`, [
      { field: 'partSize', message: 'Out of range.' },
    ]);
  if (fileSize != null && Math.ceil(fileSize / partSize) > MAX_PART_NUMBER)
    throw badInput(`With parts of ${partSize} bytes the file needs more than ${MAX_PART_NUMBER} parts; use bigger parts.`, [
      { field: 'partSize', message: 'Too small for this file.' },
    ]);
  return partSize;
}

function checkPartList(parts: { number: number; etag: string }[]) {
  if (parts.length === 0) throw badInput('An upload needs at least one part.', [{ field: 'parts', message: 'Empty.' }]);
  const sorted = [...parts].sort((a, b) => a.number - b.number);
  sorted.forEach((part, index) => {
    if (!Number.isInteger(part.number) || part.number < 1 || part.number > MAX_PART_NUMBER)
      throw badInput(`Part number ${part.number} is out of range.`, [{ field: 'parts', message: 'Out of range.' }]);
    if (index > 0 && sorted[index - 1]!.number === part.number)
      throw badInput(`Part ${part.number} is listed twice.`, [{ field: 'parts', message: 'Duplicate part.' }]);
    if (!part.etag.trim()) throw badInput(`Part ${part.number} has no ETag.`, [{ field: 'parts', message: 'Missing ETag.' }]);
  });
  return sorted;
}

function normalizeEtag(etag: string) {
  return etag.trim().replace(/^W\//, '').replace(/"/g, '');
}

export async function abortUpload(deps: AssetDeps, clientCode: string, uploadId: string) {
  const scope = await requireUploader(deps, clientCode);
  const { session } = await findSession(deps, scope, uploadId);
  // Marked as being aborted under the row lock, so a finish cannot claim it meanwhile; a running
  // finish is never undone under its feet (it may be replacing an asset's file).
  const claimed = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(uploadSessions).where(eq(uploadSessions.id, session.id)).for('update');
    if (locked && isFinishRunning(locked)) throw appError('CONFLICT', UPLOAD_CANNOT_BE_CANCELLED);
    if (!locked || (locked.status !== 'open' && locked.status !== 'finishing' && locked.status !== 'aborting')) throw uploadNotFound();
    await tx.update(uploadSessions).set({ status: 'aborting', updatedAt: new Date() }).where(eq(uploadSessions.id, session.id));
    return locked;
  });
  // A finish that died may have written the object; deleting a missing one is harmless.
  await discardUpload(deps.db, deps.storage, claimed, { objectWritten: claimed.status !== 'open' });
  return true;
}

/**
 * Ends an upload that will not finish: removes its parts (and the assembled object, if any) and
 * the asset row it created, so nothing half-made stays behind.
 */
export async function discardUpload(db: Database, storage: ObjectStorage, session: SessionRow, options: { objectWritten: boolean }) {
  await storage.abortMultipartUpload({ key: session.storageKey, backendUploadId: session.backendUploadId, uploadId: session.uploadId });
  if (options.objectWritten) await storage.deleteObject(session.storageKey);
  await db.transaction(async (tx) => {
    if (session.createdAsset) {
      // Only while the asset still has no file of its own (it is deleted with its session by cascade).
      await tx.delete(conceptAssets).where(and(eq(conceptAssets.id, session.assetId), eq(conceptAssets.processingStatus, 'uploading')));
    }
    await tx.update(uploadSessions).set({ status: 'aborted', updatedAt: new Date() }).where(eq(uploadSessions.id, session.id));
    await tx.delete(uploadParts).where(eq(uploadParts.sessionId, session.id));
  });
}

/** Aborts uploads nobody has touched for `maxAgeHours` (a background job). */
export async function cleanupAbandonedUploads(db: Database, storage: ObjectStorage, maxAgeHours: number) {
  const cutoff = new Date(Date.now() - maxAgeHours * 3_600_000);
  const stale = await db
    .select()
    .from(uploadSessions)
    .where(and(inArray(uploadSessions.status, ['open', 'finishing', 'aborting']), lt(uploadSessions.updatedAt, cutoff)))
    .limit(500);
  for (const session of stale) await discardUpload(db, storage, session, { objectWritten: session.status !== 'open' });
  return stale.length;
}
