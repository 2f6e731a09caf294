import {
  DEFAULT_MAX_PART_RETRIES,
  DEFAULT_PART_SIZE,
  defaultRetryDelayMs,
  uploadParts,
  waitFor,
  type UploadPartsOptions,
} from './part-uploader';
import { classifyUploadError, isRetryableRequestError, retryAfterMs, UploadCanceledError } from './upload-errors';
import { hashFirstPart, mayBeSameFile, type InterruptedUpload, type ResumeStore } from './resume-store';
import { checkUploadLimits, DEFAULT_QUEUE_LIMIT } from './upload-limits';
import type {
  DuplicateDecision,
  DuplicateQuestion,
  PartTransport,
  UploadApi,
  UploadFile,
  UploadItem,
  UploadLimits,
  UploadMetaData,
  UploadRejection,
} from './upload-types';

type PartTuning = Pick<
  UploadPartsOptions,
  'concurrency' | 'stallTimeoutMs' | 'maxRetries' | 'retryDelayMs' | 'connectivity' | 'connectionRetryDelayMs'
>;

export interface UploadManagerOptions extends PartTuning {
  api: UploadApi;
  transport: PartTransport;
  /** The grouping every file of this manager goes to: production, design or source. */
  assetType: string;
  limits: UploadLimits;
  /** Files waiting or loading at most (spec 2 §9: 100). */
  queueLimit?: number;
  /** Used when the server does not name a part size. */
  partSize?: number;
  /** Asked when the server finds the same file; without it both are kept. */
  onDuplicate?: (question: DuplicateQuestion) => Promise<DuplicateDecision>;
  /** Called once per file when it ends: done, error or canceled. */
  onSettled?: (item: UploadItem) => void;
  logger?: Pick<Console, 'warn'>;
  /**
   * Where unfinished uploads are remembered (IndexedDB in the browser), with the client and
   * concept they belong to: a reload lists them, and choosing the same file again resumes it.
   */
  resume?: { store: ResumeStore; clientCode: string; conceptCode: string };
  /** Whether the server is sure to refuse the file's content (checked before anything is sent). */
  isSureToBeRefused?: (file: UploadFile, assetType: string) => Promise<boolean>;
}

export interface AddFilesOptions {
  /** The folder the new assets go to. */
  creativeNodeCode?: string | null;
  /**
   * Upload into this existing asset instead of creating one: a file-less asset's first file (the
   * asset editor's new asset), or with `isReplace` the file that replaces the one it holds.
   */
  assetCode?: string | null;
  /** The assetCode's asset was made a moment ago for this file: it goes if the upload does not finish. */
  isNewAsset?: boolean;
  /**
   * The asset editor's Replace: the file goes straight into `assetCode`, whose file becomes its
   * newest version (recorded as a replace); the same content again changes nothing ('unchanged').
   */
  isReplace?: boolean;
  /** "Keep both" renames the new asset to this; default: the file name without its extension plus ' Copy'. */
  copyName?: string;
}

export interface AddFilesResult {
  items: UploadItem[];
  /** Files refused before anything was sent. */
  rejection: UploadRejection | null;
}

interface Entry {
  item: UploadItem;
  options: AddFilesOptions;
  batchId: number;
  controller: AbortController;
  isCanceled: boolean;
  /** finishUpload was sent: the file is being stored, cancelling no longer applies. */
  isFinishing: boolean;
  /** finishUpload answered: the server-side upload is closed. */
  isFinished: boolean;
  waiters: ((item: UploadItem) => void)[];
  /** The interrupted upload this file may continue (checked by the hash of its first part). */
  resumes: InterruptedUpload | null;
  /** The upload id remembered in the resume store, to forget it when the file ends. */
  rememberedUploadId: string | null;
}

/** 'photo.final.png' → 'photo.final Copy' (spec 2 §4: keep both). */
export function buildCopyName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  return `${base} Copy`;
}

const isSettled = (item: UploadItem) => item.status === 'done' || item.status === 'error' || item.status === 'canceled';

/**
 * The upload queue of one list or editor (spec 2 §4, §9): files go one at a time through create →
 * parts → finish, with the duplicate question in between. Its state is an immutable snapshot for
 * React's useSyncExternalStore; the GraphQL calls and the HTTP transport are handed in.
 */
export class UploadManager {
  private entries: Entry[] = [];
  private snapshot: readonly UploadItem[] = [];
  private listeners = new Set<() => void>();
  private isRunning = false;
  private nextId = 1;
  private nextBatchId = 1;
  /** Batches whose user chose "replace all". */
  private replaceAllBatches = new Set<number>();
  private interrupted: readonly InterruptedUpload[] = [];

  constructor(private options: UploadManagerOptions) {}

  /** Takes the server's settings (limits, part tuning) once they are known; files already sending keep theirs. */
  configure(settings: Partial<Pick<UploadManagerOptions, 'limits' | 'partSize' | 'concurrency' | 'stallTimeoutMs'>>): void {
    this.options = { ...this.options, ...settings };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly UploadItem[] => this.snapshot;

  /** Uploads a previous page left unfinished, not yet resumed or discarded. */
  getInterrupted = (): readonly InterruptedUpload[] => this.interrupted;

  /** Reads the unfinished uploads of this concept and grouping from the resume store. */
  async loadInterrupted(): Promise<void> {
    const resume = this.options.resume;
    if (!resume) return;
    try {
      const records = await resume.store.list({
        clientCode: resume.clientCode,
        conceptCode: resume.conceptCode,
        assetType: this.options.assetType,
      });
      const running = new Set(this.entries.map((entry) => entry.rememberedUploadId ?? entry.resumes?.uploadId));
      this.interrupted = records.filter((record) => !running.has(record.uploadId)).sort((a, b) => a.startedAt - b.startedAt);
      this.publish();
    } catch (error) {
      this.options.logger?.warn('Could not read the interrupted uploads', error);
    }
  }

  /** Gives up an interrupted upload: the server drops its parts and the asset it started. */
  async discardInterrupted(uploadId: string): Promise<void> {
    this.interrupted = this.interrupted.filter((record) => record.uploadId !== uploadId);
    this.publish();
    await this.abortQuietly(uploadId);
    await this.forget(uploadId);
  }

  /** Whether leaving the page would lose work: a file waits or is loading. */
  isBusy(): boolean {
    return this.entries.some((entry) => entry.item.status === 'waiting' || entry.item.status === 'loading');
  }

  /**
   * Queues files after the client-side checks: too many refuses them all, files over the size
   * limit are refused and the others go ahead.
   */
  addFiles(files: readonly UploadFile[], options: AddFilesOptions = {}): AddFilesResult {
    const pending = this.entries.filter((entry) => !isSettled(entry.item)).length;
    const { accepted, rejection } = checkUploadLimits(files, this.options.limits, {
      queued: pending,
      queueLimit: this.options.queueLimit ?? DEFAULT_QUEUE_LIMIT,
    });
    const batchId = this.nextBatchId++;
    const claimed = new Set<string>();
    const added = accepted.map((file): Entry => {
      const resumes = this.interrupted.find((record) => !claimed.has(record.uploadId) && mayBeSameFile(record, file)) ?? null;
      if (resumes) claimed.add(resumes.uploadId);
      const item: UploadItem = {
        id: `upload-${this.nextId++}`,
        file,
        status: 'waiting',
        loadedBytes: 0,
        sentBytes: 0,
        totalBytes: file.size,
        isWaitingForConnection: false,
        error: null,
        isAwaitingDecision: false,
        assetCode: options.assetCode ?? null,
        outcome: null,
      };
      return {
        item,
        options,
        batchId,
        controller: new AbortController(),
        isCanceled: false,
        isFinishing: false,
        isFinished: false,
        waiters: [],
        resumes,
        rememberedUploadId: null,
      };
    });
    if (claimed.size > 0) this.interrupted = this.interrupted.filter((record) => !claimed.has(record.uploadId));
    if (added.length > 0) {
      this.entries = [...this.entries, ...added];
      this.publish();
      void this.pump();
    }
    return { items: added.map((entry) => entry.item), rejection };
  }

  /** Resolves with the file's final state (done, error or canceled). */
  waitFor(id: string): Promise<UploadItem> {
    const entry = this.find(id);
    if (!entry) return Promise.reject(new Error(`Unknown upload ${id}`));
    if (isSettled(entry.item)) return Promise.resolve(entry.item);
    return new Promise((resolve) => entry.waiters.push(resolve));
  }

  /**
   * Stops a waiting or loading file: its part requests are aborted and the server-side upload is
   * cancelled (which removes the asset it created). A file waiting on the duplicate question, or
   * already stored, can no longer be cancelled.
   */
  cancel(id: string): boolean {
    const entry = this.find(id);
    if (!entry || entry.isCanceled || entry.isFinishing || entry.item.isAwaitingDecision) return false;
    if (entry.item.status !== 'waiting' && entry.item.status !== 'loading') return false;
    entry.isCanceled = true;
    entry.controller.abort();
    if (entry.item.status === 'waiting') this.settle(entry, { status: 'canceled' });
    return true;
  }

  /** Drops an error (or finished) row from the list: the X button. */
  remove(id: string): void {
    const entry = this.find(id);
    if (!entry || !isSettled(entry.item)) return;
    this.entries = this.entries.filter((candidate) => candidate !== entry);
    this.publish();
  }

  /** Cancels everything still waiting or loading (the page is going away). */
  cancelAll(): void {
    for (const entry of this.entries) this.cancel(entry.item.id);
  }

  private find(id: string): Entry | undefined {
    return this.entries.find((entry) => entry.item.id === id);
  }

  private publish() {
    this.snapshot = this.entries.map((entry) => entry.item);
    for (const listener of this.listeners) listener();
  }

  private update(entry: Entry, changes: Partial<UploadItem>) {
    entry.item = { ...entry.item, ...changes };
    this.publish();
  }

  /**
   * Progress events arrive many times a second per part; the list re-renders only when a
   * percentage changes. The done bytes only ever grow (they are what the server acknowledged).
   */
  private reportProgress(entry: Entry, acknowledgedBytes: number, sentBytes: number) {
    const total = entry.item.totalBytes;
    const percentOf = (bytes: number) => (total > 0 ? Math.floor((bytes / total) * 100) : 0);
    const loadedBytes = Math.max(entry.item.loadedBytes, acknowledgedBytes);
    const isSame = percentOf(loadedBytes) === percentOf(entry.item.loadedBytes) && percentOf(sentBytes) === percentOf(entry.item.sentBytes);
    // Bytes moving again mean the connection is back.
    const isWaitingForConnection = sentBytes > entry.item.sentBytes ? false : entry.item.isWaitingForConnection;
    if (isSame && isWaitingForConnection === entry.item.isWaitingForConnection) {
      entry.item = { ...entry.item, loadedBytes, sentBytes };
      return;
    }
    this.update(entry, { loadedBytes, sentBytes, isWaitingForConnection });
  }

  private settle(entry: Entry, changes: Partial<UploadItem>) {
    if (entry.rememberedUploadId) void this.forget(entry.rememberedUploadId);
    this.update(entry, { ...changes, isAwaitingDecision: false });
    const { item } = entry;
    for (const resolve of entry.waiters.splice(0)) resolve(item);
    this.options.onSettled?.(item);
  }

  private async pump() {
    if (this.isRunning) return;
    this.isRunning = true;
    try {
      for (;;) {
        const entry = this.entries.find((candidate) => candidate.item.status === 'waiting');
        if (!entry) break;
        await this.run(entry);
      }
      // Finished and cancelled rows have nothing more to show; error rows stay until removed.
      const kept = this.entries.filter((entry) => entry.item.status !== 'done' && entry.item.status !== 'canceled');
      if (kept.length !== this.entries.length) {
        this.entries = kept;
        this.publish();
      }
    } finally {
      this.isRunning = false;
    }
  }

  private async run(entry: Entry) {
    const { api, transport } = this.options;
    const { file } = entry.item;
    const signal = entry.controller.signal;
    const metaData: UploadMetaData = {
      fileName: file.name,
      mimeType: file.type || null,
      creativeNode: entry.options.creativeNodeCode ? { code: entry.options.creativeNodeCode } : null,
      size: file.size,
      ...(entry.options.isNewAsset ? { isNewAsset: true } : {}),
    };
    let uploadId: string | null = null;
    this.update(entry, { status: 'loading' });
    try {
      const resumed = await this.findResumable(entry);
      if (!resumed && (await this.options.isSureToBeRefused?.(file, this.options.assetType).catch(() => false))) {
        this.settle(entry, { status: 'error', error: { kind: 'fileType', serverMessage: null } });
        return;
      }
      const session =
        resumed?.session ??
        (await api.createUpload({ assetType: this.options.assetType, assetCode: entry.options.assetCode ?? null, metaData }));
      uploadId = session.uploadId;
      if (entry.isCanceled) throw new UploadCanceledError();
      this.update(entry, { assetCode: session.assetCode });
      const partSize = session.partSize > 0 ? session.partSize : (this.options.partSize ?? DEFAULT_PART_SIZE);
      if (resumed) entry.rememberedUploadId = session.uploadId;
      else await this.remember(entry, session, partSize);
      const rememberedUploadId = entry.rememberedUploadId;
      const parts = await uploadParts({
        file,
        partSize,
        alreadyUploaded: resumed?.parts,
        onPartUploaded: (part) => {
          if (rememberedUploadId) void this.options.resume?.store.addPart(rememberedUploadId, part).catch(() => undefined);
        },
        transport,
        signal,
        getPartUrl: (partNumber) => api.getPartUrl({ assetCode: session.assetCode, uploadId: session.uploadId, partNumber, metaData }),
        onProgress: (acknowledgedBytes, sentBytes) => this.reportProgress(entry, acknowledgedBytes, sentBytes),
        onConnectionWait: (isWaiting) => this.update(entry, { isWaitingForConnection: isWaiting }),
        connectivity: this.options.connectivity,
        connectionRetryDelayMs: this.options.connectionRetryDelayMs,
        concurrency: this.options.concurrency,
        stallTimeoutMs: this.options.stallTimeoutMs,
        maxRetries: this.options.maxRetries,
        retryDelayMs: this.options.retryDelayMs,
        logger: this.options.logger,
      });
      if (entry.isCanceled) throw new UploadCanceledError();
      entry.isFinishing = true;
      const result = await this.finishWithRetries(entry, () =>
        api.finishUpload({ assetCode: session.assetCode, uploadId: session.uploadId, parts, metaData }),
      );
      entry.isFinished = true;
      this.update(entry, { loadedBytes: file.size, sentBytes: file.size, isWaitingForConnection: false, assetCode: result.assetCode });
      if (entry.options.isReplace) {
        this.settle(entry, { status: 'done', assetCode: result.assetCode, outcome: result.isUnchanged ? 'unchanged' : 'replaced' });
        return;
      }
      await this.resolveOutcome(entry, result.assetCode, result.status === 'duplicated' ? result.duplicatedConceptAssetCode : null);
    } catch (error) {
      if (entry.isCanceled && !entry.isFinished) {
        if (uploadId) await this.abortQuietly(uploadId);
        this.settle(entry, { status: 'canceled' });
        return;
      }
      // A failed upload is aborted too, so the server drops its parts and the asset it created.
      if (uploadId && !entry.isFinished) await this.abortQuietly(uploadId);
      this.settle(entry, { status: 'error', error: classifyUploadError(error) });
    }
  }

  /**
   * Every byte is on the server by now: a finish lost to the connection (or a proxy's 5xx) is sent
   * again, with the part retries' backoff, rather than throwing the upload away. An answer from the
   * server (a refused file, a wrong part) is final.
   */
  private async finishWithRetries<T>(entry: Entry, finish: () => Promise<T>): Promise<T> {
    const maxRetries = this.options.maxRetries ?? DEFAULT_MAX_PART_RETRIES;
    const retryDelayMs = this.options.retryDelayMs ?? defaultRetryDelayMs;
    for (let retries = 0; ; retries += 1) {
      try {
        return await finish();
      } catch (error) {
        if (!isRetryableRequestError(error) || retries >= maxRetries) throw error;
        this.options.logger?.warn(`Finishing the upload failed (${String(error)}); trying again`);
        await waitFor(Math.max(retryDelayMs(retries + 1), retryAfterMs(error)), entry.controller.signal);
      }
    }
  }

  /** After finish: ask what to do with a duplicate. */
  private async resolveOutcome(entry: Entry, newAssetCode: string, duplicateAssetCode: string | null) {
    const { api } = this.options;
    if (!duplicateAssetCode) {
      this.settle(entry, { status: 'done', assetCode: newAssetCode, outcome: 'uploaded' });
      return;
    }
    let decision: DuplicateDecision = 'keepBoth';
    if (this.replaceAllBatches.has(entry.batchId)) {
      decision = 'replace';
    } else if (this.options.onDuplicate) {
      this.update(entry, { isAwaitingDecision: true });
      decision = await this.options.onDuplicate({ item: entry.item, duplicateAssetCode });
      this.update(entry, { isAwaitingDecision: false });
    }
    if (decision === 'cancel') {
      await api.discardAsset(newAssetCode);
      this.settle(entry, { status: 'canceled', assetCode: null });
      return;
    }
    if (decision === 'replaceAll') this.replaceAllBatches.add(entry.batchId);
    if (decision === 'keepBoth') {
      await api.renameAsset(newAssetCode, entry.options.copyName ?? buildCopyName(entry.item.file.name));
      this.settle(entry, { status: 'done', assetCode: newAssetCode, outcome: 'keptBoth' });
      return;
    }
    await api.mergeAsset(newAssetCode, duplicateAssetCode);
    this.settle(entry, { status: 'done', assetCode: duplicateAssetCode, outcome: 'replaced' });
  }

  /**
   * The interrupted upload this file continues: the same first part (hash), and the server still
   * holds the upload open. Otherwise the record is dropped and the file starts afresh.
   */
  private async findResumable(entry: Entry) {
    const record = entry.resumes;
    if (!record) return null;
    entry.resumes = null;
    try {
      const isSameFile = (await hashFirstPart(entry.item.file, record.partSize)) === record.firstPartHash;
      if (!isSameFile) {
        // Another file that only looks the same: the interrupted upload stays listed.
        this.interrupted = [...this.interrupted, record];
        this.publish();
        return null;
      }
      const state = await this.options.api.getUploadState(record.uploadId);
      if (!state) {
        await this.forget(record.uploadId);
        return null;
      }
      // The server's own list of parts wins; an object store that keeps the list itself (S3) answers none.
      const parts = state.parts.length > 0 ? state.parts : record.parts;
      return { session: { uploadId: record.uploadId, assetCode: record.assetCode, partSize: record.partSize }, parts };
    } catch (error) {
      this.options.logger?.warn('Could not resume the interrupted upload; starting again', error);
      return null;
    }
  }

  /** Remembers a new upload of a new asset, so that a reload can resume it. */
  private async remember(entry: Entry, session: { uploadId: string; assetCode: string }, partSize: number) {
    const resume = this.options.resume;
    if (!resume || entry.options.assetCode) return;
    const { file } = entry.item;
    try {
      await resume.store.save({
        uploadId: session.uploadId,
        clientCode: resume.clientCode,
        conceptCode: resume.conceptCode,
        assetType: this.options.assetType,
        assetCode: session.assetCode,
        fileName: file.name,
        size: file.size,
        lastModified: file.lastModified ?? 0,
        partSize,
        firstPartHash: await hashFirstPart(file, partSize),
        parts: [],
        startedAt: Date.now(),
      });
      entry.rememberedUploadId = session.uploadId;
    } catch (error) {
      // Without the store the upload still goes on; it just cannot be resumed after a reload.
      this.options.logger?.warn('Could not remember the upload for a resume', error);
    }
  }

  private async forget(uploadId: string) {
    await this.options.resume?.store.remove(uploadId).catch(() => undefined);
  }

  private async abortQuietly(uploadId: string) {
    try {
      await this.options.api.abortUpload(uploadId);
    } catch (error) {
      // The server also drops unfinished uploads after a while; nothing for the user to do.
      (this.options.logger ?? console).warn('Could not abort the upload', { uploadId, error });
    }
  }
}
