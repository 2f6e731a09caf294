import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { conceptAssets, uploadParts, uploadSessions } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/queue.js';
import { badInput } from '../../lib/errors.js';
import { StorageError } from '../../storage/types.js';
import { recordHistory } from '../history/index.js';
import { inspectStoredFile } from './inspect.js';
import { fileExtension, MAX_PART_NUMBER } from './rules.js';
import type { AssetDeps } from './service.js';
import {
  discardUpload,
  fileTypeNotSupported,
  findSession,
  isFinishRunning,
  layoutOf,
  maxFileBytes,
  sizeLimitExceeded,
  storageTargetOf,
  uploadBeingStored,
  uploadNotFound,
  UPLOADER,
  type SessionRow,
} from './upload-sessions.js';
import { currentFileVersion, keepReplacedFile } from './versions.js';
import { IN_REVIEW_STATUS, isReopenedByNewFile, lockConceptForReview, reopenConceptReview, reopenedStatusChange } from './review-state.js';

export async function finishUpload(
  deps: AssetDeps,
  args: { clientCode: string; conceptCode: string; assetCode: string; uploadId: string; parts: { number: number; etag: string }[] },
) {
  const scope = await deps.access.require(UPLOADER, args);
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
      ...storageTargetOf(session),
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
    // Parts are bounded as they arrive; this catches an object store that ignores the signed length.
    if (stored.size > layoutOf(session, maxFileBytes(deps)).fileSize)
      throw badInput('The file is larger than the size declared when its upload started.', [{ field: 'parts', message: 'Too large.' }]);
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
  // An upload into an asset that was there before (the editor's Replace, or the first file of an
  // asset made without one) may reopen its concept's review: the concept is locked first, in the
  // order accept-all takes its locks.
  const isIntoExistingAsset = !session.createdAsset;
  const result = await deps.db.transaction(async (tx) => {
    if (isIntoExistingAsset) await lockConceptForReview(tx, session.conceptId);
    const [asset] = await tx.select().from(conceptAssets).where(eq(conceptAssets.id, session.assetId)).for('update');
    if (!asset || asset.deletedAt) throw uploadNotFound();
    const isReplace = isIntoExistingAsset && asset.storageKey !== null;
    if (isReplace && asset.checksum === stored.sha256) {
      // The very file the asset holds: nothing changes, no version is added (the copy goes below).
      await tx.update(uploadSessions).set({ status: 'finished', updatedAt: new Date() }).where(eq(uploadSessions.id, session.id));
      await tx.delete(uploadParts).where(eq(uploadParts.sessionId, session.id));
      return { assetCode: asset.code, duplicatedConceptAssetCode: null, isUnchanged: true };
    }
    // A Replace names the asset it replaces: another asset with the same name is no question then.
    const duplicate = isReplace ? undefined : await findDuplicate(tx, asset, session.fileName, stored.sha256);
    // A new asset that duplicates another waits, unseen, for its uploader's choice; its creation is
    // recorded when they keep it (cancelling leaves no trace).
    // The upload made the asset itself (createUpload without assetCode names it after the file); an
    // asset the editor made a moment ago for this file (isNewAsset) already has its history entry.
    const isMadeByUpload = session.createdAsset && asset.fileName !== null;
    const awaitsChoice = isMadeByUpload && duplicate !== undefined;
    const reopens = isIntoExistingAsset && isReopenedByNewFile(asset);
    const from = isReplace ? await currentFileVersion(tx, asset.id) : null;
    // Replace in the asset editor: the file the asset held becomes a version, never deleted.
    await keepReplacedFile(tx, asset, actorId, session.storageKey);
    const fileVersion = from === null ? 1 : from + 1;
    await tx
      .update(conceptAssets)
      .set({
        fileName: session.fileName,
        storageKey: session.storageKey,
        previewKey: null,
        checksum: stored.sha256,
        size: stored.size,
        type: inspection.type,
        mimeType: inspection.mimeType,
        extension: inspection.extension ?? fileExtension(session.fileName),
        width: null,
        height: null,
        length: null,
        aspectRatio: null,
        bitrate: null,
        frameRate: null,
        processingStatus: 'processing',
        processingError: null,
        awaitingChoiceSince: awaitsChoice ? new Date() : null,
        ...(reopens ? { status: IN_REVIEW_STATUS } : {}),
        version: sql`${conceptAssets.version} + 1`,
        updateBy: actorId,
        updatedAt: new Date(),
      })
      .where(eq(conceptAssets.id, asset.id));
    const statusChange = reopens ? reopenedStatusChange(asset) : {};
    if (isMadeByUpload) {
      if (!awaitsChoice) await recordAssetCreated(tx, { ...asset, fileName: session.fileName }, actorId);
    } else if (isReplace) {
      await recordHistory(tx, {
        clientId: asset.clientId,
        conceptId: asset.conceptId,
        assetCode: asset.code,
        event: 'assetReplaced',
        actorId,
        changes: {
          fileName: { from: asset.fileName, to: session.fileName },
          fileVersion: { from: `v${from}`, to: `v${fileVersion}` },
          ...statusChange,
        },
        assetFileVersion: fileVersion,
      });
    } else {
      await recordHistory(tx, {
        clientId: asset.clientId,
        conceptId: asset.conceptId,
        assetCode: asset.code,
        event: 'assetUpdated',
        actorId,
        changes: { fileName: { from: asset.fileName, to: session.fileName }, ...statusChange },
        assetFileVersion: fileVersion,
      });
    }
    if (reopens) await reopenConceptReview(tx, { asset, fileVersion, actorId });
    await tx.update(uploadSessions).set({ status: 'finished', updatedAt: new Date() }).where(eq(uploadSessions.id, session.id));
    await tx.delete(uploadParts).where(eq(uploadParts.sessionId, session.id));
    await enqueueJob(tx, 'processAsset', { assetId: asset.id }, { singletonKey: `processAsset:${asset.id}:${session.storageKey}` });
    return { assetCode: asset.code, duplicatedConceptAssetCode: duplicate?.code ?? null, isUnchanged: false };
  });
  // The same content again: its stored copy is nobody's file.
  if (result.isUnchanged) await deps.storage.deleteObject(session.storageKey).catch(() => undefined);
  return {
    status: result.duplicatedConceptAssetCode ? 'duplicated' : 'done',
    assetCode: result.assetCode,
    duplicatedConceptAssetCode: result.duplicatedConceptAssetCode,
    isUnchanged: result.isUnchanged,
  };
}

/** The history entry of an asset that an upload created. */
export async function recordAssetCreated(
  executor: Executor,
  asset: { clientId: string; conceptId: string; code: string; name: string; assetType: string; fileName: string | null },
  actorId: string,
) {
  await recordHistory(executor, {
    clientId: asset.clientId,
    conceptId: asset.conceptId,
    assetCode: asset.code,
    event: 'assetCreated',
    actorId,
    changes: { name: asset.name, assetType: asset.assetType, fileName: asset.fileName },
  });
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
        isNull(conceptAssets.awaitingChoiceSince),
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
  // A Replace (an asset that had a file before this one: it has an earlier version) answered no duplicate.
  const wasReplace = !session.createdAsset && (await currentFileVersion(db, asset.id)) > 1;
  const duplicate = wasReplace ? undefined : await findDuplicate(db, asset, session.fileName, asset.checksum);
  return {
    status: duplicate ? 'duplicated' : 'done',
    assetCode: asset.code,
    duplicatedConceptAssetCode: duplicate?.code ?? null,
    isUnchanged: false,
  };
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
