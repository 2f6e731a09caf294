import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conceptAssets, uploadParts, uploadSessions } from '../../db/schema/index.js';
import { appError, badInput } from '../../lib/errors.js';
import { generateCode } from '../../lib/codes.js';
import { describePartPastEnd, findPartRange } from '../../storage/part-layout.js';
import type { ObjectStorage } from '../../storage/types.js';
import { findConceptRow } from '../concepts/index.js';
import {
  checkFileName,
  checkGrouping,
  deriveAssetStatus,
  MAX_PART_BYTES,
  MAX_PART_NUMBER,
  MIN_PART_BYTES,
  stripExtension,
  UPLOAD_CANNOT_BE_CANCELLED,
} from './rules.js';
import { findAssetRow, findConceptNodeRow, removeStoredFiles, type AssetDeps } from './service.js';
import {
  defaultPartSize,
  discardUpload,
  findSession,
  isFinishRunning,
  layoutOf,
  maxFileBytes,
  sizeLimitExceeded,
  storageTargetOf,
  uploadNotFound,
  UPLOADER,
} from './upload-sessions.js';

export interface UploadMetaData {
  fileName: string;
  mimeType?: string | null;
  creativeNode?: { code?: string | null } | null;
  /** Required when an upload starts: its parts are bounded by it. */
  size: number;
  partSize?: number | null;
  /** The target asset was made for this file: it goes if the upload does not finish. */
  isNewAsset?: boolean | null;
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
  if (!Number.isSafeInteger(declaredSize) || declaredSize < 0)
    throw badInput('size must be a whole number of bytes.', [{ field: 'size', message: 'Invalid size.' }]);
  if (declaredSize > maxFileBytes(deps)) throw sizeLimitExceeded();
  const assetType = checkGrouping(args.assetType);
  const partSize = checkPartSize(args.metaData.partSize ?? defaultPartSize(deps), MIN_PART_BYTES[deps.storage.kind], declaredSize);
  // What the browser claims, kept with the session for the record only: the file's type is read
  // from its content when the upload finishes.
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
      let isUploadsOwnAsset = !args.assetCode;
      let assetCode: string;
      let key = storageKey;
      if (args.assetCode) {
        const asset = await findAssetRow(tx, scope, args.assetCode, { forUpdate: true });
        if (asset.conceptId !== concept.id) throw badInput('That asset belongs to another concept.');
        if (asset.assetType !== assetType) throw badInput(`That asset is a ${asset.assetType} asset, not ${assetType}.`);
        targetAssetId = asset.id;
        assetCode = asset.code;
        // An asset made a moment ago for this file belongs to the upload: it leaves with it when the
        // upload is cancelled, fails or is refused, whatever the uploader's role (no delete needed).
        isUploadsOwnAsset =
          args.metaData.isNewAsset === true &&
          asset.createBy === actorId &&
          asset.version === 1 &&
          !asset.storageKey &&
          asset.processingStatus === 'none';
        if (isUploadsOwnAsset)
          await tx
            .update(conceptAssets)
            .set({ processingStatus: 'uploading', updatedAt: new Date() })
            .where(eq(conceptAssets.id, asset.id));
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
      // The stored object is never labelled with the type the browser claims: downloads are served
      // with the type read from the content when the upload finishes.
      const { backendUploadId } = await deps.storage.createMultipartUpload(key, null);
      opened = { key, backendUploadId };
      await tx.insert(uploadSessions).values({
        uploadId,
        clientId: scope.clientId,
        conceptId: concept.id,
        assetId: targetAssetId,
        createdAsset: isUploadsOwnAsset,
        fileName,
        mimeType,
        storageKey: key,
        backendUploadId,
        declaredSize,
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

export async function getUploadUrl(
  deps: AssetDeps,
  args: { clientCode: string; conceptCode: string; assetCode: string; uploadId: string; partNumber: number },
) {
  const scope = await deps.access.require(UPLOADER, args);
  if (!Number.isInteger(args.partNumber) || args.partNumber < 1 || args.partNumber > MAX_PART_NUMBER)
    throw badInput(`partNumber must be between 1 and ${MAX_PART_NUMBER}.`, [{ field: 'partNumber', message: 'Out of range.' }]);
  const { session } = await findSession(deps, scope, args.uploadId, args);
  if (session.status !== 'open') throw uploadNotFound();
  const layout = layoutOf(session, maxFileBytes(deps));
  const range = findPartRange(layout, args.partNumber);
  if (!range) throw badInput(describePartPastEnd(layout, args.partNumber), [{ field: 'partNumber', message: 'Past the end of the file.' }]);
  const expiresInSeconds = deps.config.SIGNED_URL_TTL_SECONDS;
  const url = await deps.storage.signPartUrl({
    ...storageTargetOf(session),
    partNumber: args.partNumber,
    expiresInSeconds,
    ...(layout.isExact ? { contentLength: range.length } : {}),
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
  const scope = await deps.access.require(UPLOADER, { clientCode });
  const { session, assetCode } = await findSession(deps, scope, uploadId);
  const parts = await deps.db
    .select({ number: uploadParts.partNumber, etag: uploadParts.etag, size: uploadParts.size })
    .from(uploadParts)
    .where(eq(uploadParts.sessionId, session.id))
    .orderBy(uploadParts.partNumber);
  return { uploadId, assetCode, status: session.status, parts };
}

function checkPartSize(partSize: number, minimum: number, fileSize: number) {
  if (!Number.isInteger(partSize) || partSize < minimum || partSize > MAX_PART_BYTES)
    throw badInput(`The part size must be between ${minimum} and ${MAX_PART_BYTES} bytes.`, [
      { field: 'partSize', message: 'Out of range.' },
    ]);
  if (Math.ceil(fileSize / partSize) > MAX_PART_NUMBER)
    throw badInput(`With parts of ${partSize} bytes the file needs more than ${MAX_PART_NUMBER} parts; use bigger parts.`, [
      { field: 'partSize', message: 'Too small for this file.' },
    ]);
  return partSize;
}

export async function abortUpload(deps: AssetDeps, clientCode: string, uploadId: string) {
  const scope = await deps.access.require(UPLOADER, { clientCode });
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

/** Aborts uploads nobody has touched for `maxAgeHours` (a background job). */
export async function cleanupAbandonedUploads(db: Database, storage: ObjectStorage, maxAgeHours: number) {
  const cutoff = new Date(Date.now() - maxAgeHours * 3_600_000);
  const stale = await db
    .select()
    .from(uploadSessions)
    .where(and(inArray(uploadSessions.status, ['open', 'finishing', 'aborting']), lt(uploadSessions.updatedAt, cutoff)))
    .limit(500);
  for (const session of stale) await discardUpload(db, storage, session, { objectWritten: session.status !== 'open' });
  // Duplicates whose uploader never chose (the tab closed on the dialog) go as if never uploaded.
  const unchosen = await db
    .delete(conceptAssets)
    .where(and(isNotNull(conceptAssets.awaitingChoiceSince), lt(conceptAssets.awaitingChoiceSince, cutoff)))
    .returning({ storageKey: conceptAssets.storageKey, previewKey: conceptAssets.previewKey });
  for (const asset of unchosen) await removeStoredFiles(storage, asset);
  return stale.length + unchosen.length;
}
