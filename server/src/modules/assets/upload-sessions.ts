import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conceptAssets, concepts, uploadParts, uploadSessions } from '../../db/schema/index.js';
import { appError } from '../../lib/errors.js';
import type { UploadLayout } from '../../storage/part-layout.js';
import { couldBeAllowed, DETECTION_HEAD_BYTES, isAssetGrouping } from '../../media/detect.js';
import type { LocalStorage } from '../../storage/local.js';
import type { ObjectStorage } from '../../storage/types.js';
import type { AccessRule, ClientScope } from '../tenancy/index.js';
import { FILE_TYPE_NOT_SUPPORTED, MIN_PART_BYTES, SIZE_LIMIT_EXCEEDED, UPLOAD_BEING_STORED, UPLOAD_NOT_FOUND } from './rules.js';
import type { AssetDeps } from './service.js';

/** Upload sessions: what the GraphQL upload steps and the local part route share. */

export type SessionRow = typeof uploadSessions.$inferSelect;

/** A finish that died half-way (process killed) may be taken over after this long. */
const FINISH_LEASE_MS = 10 * 60 * 1000;

export const fileTypeNotSupported = () => appError('BAD_USER_INPUT', FILE_TYPE_NOT_SUPPORTED, { status: 400 });
export const sizeLimitExceeded = () => appError('BAD_USER_INPUT', SIZE_LIMIT_EXCEEDED, { status: 413 });
export const uploadNotFound = () => appError('NOT_FOUND', UPLOAD_NOT_FOUND, { status: 404 });
export const uploadBeingStored = () => appError('CONFLICT', UPLOAD_BEING_STORED, { retryAfterSeconds: 2 });

/** A finish that claimed the session this long ago without ending is taken to have died. */
export const isFinishRunning = (session: SessionRow) =>
  session.status === 'finishing' && Date.now() - session.updatedAt.getTime() <= FINISH_LEASE_MS;

/** Continuing an upload takes either upload permission: creating new assets, or replacing the file of one. */
export const UPLOADER: AccessRule = { allOf: ['creative:access'], anyOf: ['asset:create', 'asset:update'] };

/** UPLOAD_PART_SIZE_BYTES (spec 2 §9: 40,000,000), raised to what the storage accepts. */
export function defaultPartSize(deps: AssetDeps) {
  return Math.max(deps.config.UPLOAD_PART_SIZE_BYTES, MIN_PART_BYTES[deps.storage.kind]);
}

export function maxFileBytes(deps: Pick<AssetDeps, 'config'>) {
  return deps.config.UPLOAD_MAX_FILE_SIZE_MB * 1_000_000;
}

/** What the storage adapter knows the session's upload by. */
export function storageTargetOf(session: Pick<SessionRow, 'storageKey' | 'backendUploadId' | 'uploadId'>) {
  return {
    key: session.storageKey,
    backendUploadId: session.backendUploadId,
    uploadId: session.uploadId,
  };
}

/**
 * Where the session's parts lie: in a file of its declared size, never over today's file-size limit
 * (a session from before sizes were kept is bounded by the limit alone). `isExact` says the size is
 * the file's own, so each part's length is known exactly (S3 signs it into the part's URL).
 */
export function layoutOf(session: Pick<SessionRow, 'declaredSize' | 'partSize'>, maxBytes: number): UploadLayout & { isExact: boolean } {
  const fileSize = session.declaredSize;
  const isExact = fileSize !== null && fileSize <= maxBytes;
  return { fileSize: isExact ? fileSize : maxBytes, partSize: session.partSize, isExact };
}

/**
 * The session of this client (and concept and asset, when named). Its id is an unguessable token;
 * anyone who may upload in the client may continue it (a colleague, another tab).
 */
export async function findSession(
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

/**
 * Ends an upload that will not finish: removes its parts (and the assembled object, if any) and
 * the asset row it created, so nothing half-made stays behind.
 */
export async function discardUpload(db: Database, storage: ObjectStorage, session: SessionRow, options: { objectWritten: boolean }) {
  await storage.abortMultipartUpload(storageTargetOf(session));
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

/**
 * The session a part PUT names (local storage's part route, which has no client in hand: the signed
 * URL is the permission), while it is open, with where its parts lie.
 */
export async function findOpenUploadSession(deps: Pick<AssetDeps, 'db' | 'config'>, uploadId: string) {
  const [session] = await deps.db
    .select({
      id: uploadSessions.id,
      status: uploadSessions.status,
      partSize: uploadSessions.partSize,
      backendUploadId: uploadSessions.backendUploadId,
      declaredSize: uploadSessions.declaredSize,
    })
    .from(uploadSessions)
    .where(eq(uploadSessions.uploadId, uploadId))
    .limit(1);
  return session?.status === 'open' ? { id: session.id, layout: layoutOf(session, maxFileBytes(deps)) } : null;
}

/**
 * Records a part that has arrived, if its session is still open: it may have been aborted or
 * completed while the part arrived. False when it was not (the caller forgets the part's bytes).
 */
export async function recordUploadedPart(db: Database, sessionId: string, part: { partNumber: number; etag: string; size: number }) {
  return db.transaction(async (transaction) => {
    const touched = await transaction
      .update(uploadSessions)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(uploadSessions.id, sessionId), eq(uploadSessions.status, 'open')))
      .returning({ id: uploadSessions.id });
    if (touched.length === 0) return false;
    await transaction
      .insert(uploadParts)
      .values({ sessionId, partNumber: part.partNumber, etag: part.etag, size: part.size })
      .onConflictDoUpdate({
        target: [uploadParts.sessionId, uploadParts.partNumber],
        set: { etag: part.etag, size: part.size, createdAt: sql`now()` },
      });
    return true;
  });
}

/**
 * Refuses an upload as soon as its first part shows a kind its grouping never accepts (300 MB of
 * random bytes named .mp4 for production), instead of after the whole file: the session is
 * discarded under the upload's own authority, with the asset it created. True when refused.
 * (With S3 the parts go to the bucket directly; there the web app's own check of the first bytes
 * and the finish's check of the stored file apply.)
 */
export async function refuseUnsupportedFirstPart(deps: { db: Database; storage: LocalStorage }, sessionId: string, uploadId: string) {
  const [row] = await deps.db
    .select({ session: uploadSessions, assetType: conceptAssets.assetType })
    .from(uploadSessions)
    .innerJoin(conceptAssets, eq(conceptAssets.id, uploadSessions.assetId))
    .where(eq(uploadSessions.id, sessionId));
  if (!row || row.session.status !== 'open' || !isAssetGrouping(row.assetType)) return false;
  const head = await deps.storage.readUploadHead(uploadId, DETECTION_HEAD_BYTES);
  if (await couldBeAllowed(row.assetType, { head, fileName: row.session.fileName })) return false;
  const claimed = await deps.db
    .update(uploadSessions)
    .set({ status: 'aborting', updatedAt: new Date() })
    .where(and(eq(uploadSessions.id, sessionId), eq(uploadSessions.status, 'open')))
    .returning();
  if (claimed[0]) await discardUpload(deps.db, deps.storage, claimed[0], { objectWritten: false });
  return true;
}
