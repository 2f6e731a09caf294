import { PartHttpError, PartNetworkError, UploadCanceledError } from './upload-errors';
import type { FinishResult, PartRequest, PartTransport, UploadApi, UploadedPart, UploadFile } from './upload-types';

/** Test doubles for the upload manager: a file that never holds its bytes, a scripted transport and API. */

export function createFakeFile(
  name: string,
  size: number,
  type = 'image/png',
  options: { lastModified?: number; seed?: number } = {},
): UploadFile {
  return {
    name,
    size,
    type,
    lastModified: options.lastModified ?? 1_700_000_000_000,
    // Only the size of a part matters to the transport fakes; bytes exist only when read (hashing).
    slice: (start = 0, end = size) => {
      const length = Math.max(0, Math.min(end, size) - start);
      return { size: length, arrayBuffer: async () => new Uint8Array(length).fill(options.seed ?? 7).buffer } as Blob;
    },
  };
}

export interface PendingPart {
  request: PartRequest;
  /** The part number, read from the fake URL. */
  partNumber: number;
  progress: (loadedBytes: number) => void;
  succeed: (etag?: string) => void;
  fail: (error: Error) => void;
  isAborted: () => boolean;
}

/** A transport whose requests stay open until the test answers them; it tracks how many run at once. */
export class ControlledTransport implements PartTransport {
  pending: PendingPart[] = [];
  sent: PendingPart[] = [];
  inFlight = 0;
  maxInFlight = 0;

  send(request: PartRequest): Promise<{ etag: string }> {
    return new Promise((resolve, reject) => {
      this.inFlight += 1;
      this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
      let isDone = false;
      const finish = () => {
        isDone = true;
        this.inFlight -= 1;
        this.pending = this.pending.filter((candidate) => candidate !== part);
      };
      const part: PendingPart = {
        request,
        partNumber: Number(new URL(request.url).searchParams.get('part')),
        progress: (loadedBytes) => request.onProgress(loadedBytes),
        succeed: (etag) => {
          if (isDone) return;
          finish();
          resolve({ etag: etag ?? `"etag-${part.partNumber}"` });
        },
        fail: (error) => {
          if (isDone) return;
          finish();
          reject(error);
        },
        isAborted: () => request.signal.aborted,
      };
      request.signal.addEventListener('abort', () => part.fail(new UploadCanceledError()), { once: true });
      this.pending.push(part);
      this.sent.push(part);
    });
  }
}

/** A transport that answers every part by itself, after a few ticks, in a shuffled order. */
export class AutoTransport implements PartTransport {
  inFlight = 0;
  maxInFlight = 0;
  constructor(private readonly answer: (partNumber: number, attempt: number) => 'ok' | number | 'network' = () => 'ok') {}
  attempts = new Map<number, number>();

  async send(request: PartRequest): Promise<{ etag: string }> {
    const partNumber = Number(new URL(request.url).searchParams.get('part'));
    const attempt = (this.attempts.get(partNumber) ?? 0) + 1;
    this.attempts.set(partNumber, attempt);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      // Later parts finish first, so the result order must come from sorting.
      for (let tick = 0; tick < 20 - (partNumber % 7); tick += 1) await Promise.resolve();
      request.onProgress(request.body.size);
      const answer = this.answer(partNumber, attempt);
      if (answer === 'network') throw new PartNetworkError();
      if (typeof answer === 'number') throw new PartHttpError(answer);
      return { etag: `"etag-${partNumber}"` };
    } finally {
      this.inFlight -= 1;
    }
  }
}

export interface FakeApiCalls {
  createUpload: { assetType: string; assetCode: string | null; fileName: string; creativeNode: string | null }[];
  getPartUrl: { uploadId: string; partNumber: number }[];
  finishUpload: { uploadId: string; parts: UploadedPart[] }[];
  abortUpload: string[];
  mergeAsset: [string, string][];
  renameAsset: [string, string][];
  discardAsset: string[];
}

/** An UploadApi that records its calls; `finish` decides what finishUpload answers per file. */
export function createFakeApi(
  options: {
    partSize?: number;
    finish?: (fileName: string, assetCode: string) => Partial<FinishResult>;
    /** What the server holds of each upload, for resuming; unknown ids are gone. */
    serverParts?: Map<string, UploadedPart[]>;
  } = {},
) {
  const calls: FakeApiCalls = {
    createUpload: [],
    getPartUrl: [],
    finishUpload: [],
    abortUpload: [],
    mergeAsset: [],
    renameAsset: [],
    discardAsset: [],
  };
  const fileNames = new Map<string, string>();
  let counter = 0;
  const api: UploadApi = {
    createUpload: async ({ assetType, assetCode, metaData }) => {
      counter += 1;
      calls.createUpload.push({ assetType, assetCode, fileName: metaData.fileName, creativeNode: metaData.creativeNode?.code ?? null });
      const uploadId = `up-${counter}`;
      fileNames.set(uploadId, metaData.fileName);
      return { uploadId, assetCode: assetCode ?? `asset-${counter}`, partSize: options.partSize ?? 0 };
    },
    getPartUrl: async ({ uploadId, partNumber }) => {
      calls.getPartUrl.push({ uploadId, partNumber });
      return `https://storage.test/${uploadId}?part=${partNumber}&n=${calls.getPartUrl.length}`;
    },
    finishUpload: async ({ assetCode, uploadId, parts }) => {
      calls.finishUpload.push({ uploadId, parts });
      const answer = options.finish?.(fileNames.get(uploadId) ?? '', assetCode) ?? {};
      return { status: 'done', assetCode, duplicatedConceptAssetCode: null, isUnchanged: false, ...answer };
    },
    abortUpload: async (uploadId) => {
      calls.abortUpload.push(uploadId);
    },
    getUploadState: async (uploadId) => {
      const parts = options.serverParts?.get(uploadId);
      return parts ? { parts } : null;
    },
    mergeAsset: async (source, destination) => {
      calls.mergeAsset.push([source, destination]);
    },
    renameAsset: async (assetCode, name) => {
      calls.renameAsset.push([assetCode, name]);
    },
    discardAsset: async (assetCode) => {
      calls.discardAsset.push(assetCode);
    },
  };
  return { api, calls };
}

/** Lets pending promise callbacks run (no timers involved). */
export async function flushPromises(rounds = 50) {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve();
}
