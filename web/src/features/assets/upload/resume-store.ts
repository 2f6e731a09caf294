import { del, entries, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { openInterruptedUploadsDb } from '../../../lib/interrupted-uploads-db';
import type { UploadedPart, UploadFile } from './upload-types';

/**
 * Unfinished uploads remembered in the browser (IndexedDB), so a reload, a closed tab or a crashed
 * browser loses no work: the server keeps the parts it received, and picking the same file again
 * sends only the rest. Nothing of the file itself is kept, only what identifies it.
 */
export interface InterruptedUpload {
  uploadId: string;
  clientCode: string;
  conceptCode: string;
  assetType: string;
  assetCode: string;
  fileName: string;
  size: number;
  lastModified: number;
  partSize: number;
  /** sha-256 of the file's first part: the same name, size and date could still be another file. */
  firstPartHash: string;
  /** Parts the server acknowledged (the server's own list wins when resuming). */
  parts: UploadedPart[];
  startedAt: number;
}

export interface ResumeScope {
  clientCode: string;
  conceptCode: string;
  assetType: string;
}

export interface ResumeStore {
  list(scope: ResumeScope): Promise<InterruptedUpload[]>;
  save(record: InterruptedUpload): Promise<void>;
  addPart(uploadId: string, part: UploadedPart): Promise<void>;
  remove(uploadId: string): Promise<void>;
}

const inScope = (record: InterruptedUpload, scope: ResumeScope) =>
  record.clientCode === scope.clientCode && record.conceptCode === scope.conceptCode && record.assetType === scope.assetType;

const withPart = (record: InterruptedUpload | undefined, part: UploadedPart) =>
  record ? { ...record, parts: [...record.parts.filter((known) => known.number !== part.number), part] } : undefined;

/** The browser's store: database 'atelier-uploads', one record per upload id. */
export function createIdbResumeStore(store: UseStore = openInterruptedUploadsDb()): ResumeStore {
  return {
    async list(scope) {
      const all = await entries<string, InterruptedUpload>(store);
      return all.map(([, record]) => record).filter((record) => record !== undefined && inScope(record, scope));
    },
    save: (record) => set(record.uploadId, record, store),
    // Read and write in one transaction (parts are acknowledged concurrently); a forgotten upload stays forgotten.
    addPart: (uploadId, part) =>
      store('readwrite', (objectStore) => {
        const read = objectStore.get(uploadId);
        read.onsuccess = () => {
          const next = withPart(read.result as InterruptedUpload | undefined, part);
          if (next) objectStore.put(next, uploadId);
        };
        return promisifyRequest(objectStore.transaction);
      }),
    remove: (uploadId) => del(uploadId, store),
  };
}

/** The same contract in memory, for tests and browsers without IndexedDB (private modes). */
export function createMemoryResumeStore(): ResumeStore & { records: Map<string, InterruptedUpload> } {
  const records = new Map<string, InterruptedUpload>();
  return {
    records,
    list: async (scope) => [...records.values()].filter((record) => inScope(record, scope)),
    save: async (record) => void records.set(record.uploadId, record),
    addPart: async (uploadId, part) => {
      const next = withPart(records.get(uploadId), part);
      if (next) records.set(uploadId, next);
    },
    remove: async (uploadId) => void records.delete(uploadId),
  };
}

/** IndexedDB where the browser has it, memory otherwise (a failing store must never stop an upload). */
export function createBrowserResumeStore(): ResumeStore {
  return typeof indexedDB === 'undefined' ? createMemoryResumeStore() : createIdbResumeStore();
}

/** Whether a chosen file may be the one an interrupted upload was sending (its hash is checked next). */
export function mayBeSameFile(record: InterruptedUpload, file: UploadFile): boolean {
  return record.fileName === file.name && record.size === file.size && record.lastModified === (file.lastModified ?? 0);
}

export async function hashFirstPart(file: UploadFile, partSize: number): Promise<string> {
  const bytes = await file.slice(0, Math.min(partSize, file.size)).arrayBuffer();
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
