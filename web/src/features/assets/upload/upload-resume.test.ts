import { describe, expect, it, vi } from 'vitest';
import { createMemoryResumeStore } from './resume-store';
import { UploadManager, type UploadManagerOptions } from './upload-manager';
import { AutoTransport, ControlledTransport, createFakeApi, createFakeFile, flushPromises } from './upload-fakes';
import type { UploadedPart } from './upload-types';

const MB = 1_000_000;
const PART = 40 * MB;
const LIMITS = { maxFiles: 10, maxFileSizeBytes: 500 * MB };
const SCOPE = { clientCode: 'demo', conceptCode: 'crc_1' };

function createManager(
  store: ReturnType<typeof createMemoryResumeStore>,
  overrides: Partial<UploadManagerOptions> = {},
  fake = createFakeApi(),
) {
  const manager = new UploadManager({
    api: fake.api,
    transport: new AutoTransport(),
    assetType: 'production',
    limits: LIMITS,
    retryDelayMs: () => 0,
    logger: { warn: vi.fn() },
    resume: { store, ...SCOPE },
    ...overrides,
  });
  return { manager, calls: fake.calls };
}

/** Starts a 4-part file and lets the server acknowledge parts 1 and 2 before the page goes away. */
async function interruptAfterTwoParts(store: ReturnType<typeof createMemoryResumeStore>) {
  const transport = new ControlledTransport();
  const { manager } = createManager(store, { transport });
  manager.addFiles([createFakeFile('trailer.mp4', 3 * PART + 5 * MB, 'video/mp4')]);
  await vi.waitFor(() => expect(transport.pending).toHaveLength(1));
  transport.pending[0]!.succeed('"p1"');
  await vi.waitFor(() => expect(transport.pending).toHaveLength(3));
  transport.pending.find((part) => part.partNumber === 2)!.succeed('"p2"');
  await flushPromises();
  // The tab closes: nothing settles, nothing is aborted.
}

describe('resuming an interrupted upload', () => {
  it('remembers the upload and each part the server acknowledged', async () => {
    const store = createMemoryResumeStore();
    await interruptAfterTwoParts(store);
    const [record] = [...store.records.values()];
    expect(record).toMatchObject({ fileName: 'trailer.mp4', size: 3 * PART + 5 * MB, partSize: PART, ...SCOPE, assetType: 'production' });
    expect(record!.parts.map((part) => part.number).sort()).toEqual([1, 2]);
    expect(record!.firstPartHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('after a reload lists it, and choosing the same file again sends only the missing parts', async () => {
    const store = createMemoryResumeStore();
    await interruptAfterTwoParts(store);
    const [record] = [...store.records.values()];
    const serverParts = new Map<string, UploadedPart[]>([
      [
        record!.uploadId,
        [
          { number: 1, etag: '"p1"' },
          { number: 2, etag: '"p2"' },
        ],
      ],
    ]);
    const { manager, calls } = createManager(store, {}, createFakeApi({ serverParts }));
    await manager.loadInterrupted();
    expect(manager.getInterrupted().map((upload) => upload.fileName)).toEqual(['trailer.mp4']);

    const { items } = manager.addFiles([createFakeFile('trailer.mp4', 3 * PART + 5 * MB, 'video/mp4')]);
    expect(manager.getInterrupted()).toEqual([]);
    const final = await manager.waitFor(items[0]!.id);
    expect(final.status).toBe('done');
    expect(calls.createUpload).toEqual([]);
    expect(calls.getPartUrl.map((call) => call.partNumber).sort()).toEqual([3, 4]);
    expect(calls.finishUpload).toEqual([
      {
        uploadId: record!.uploadId,
        parts: [
          { number: 1, etag: '"p1"' },
          { number: 2, etag: '"p2"' },
          { number: 3, etag: '"etag-3"' },
          { number: 4, etag: '"etag-4"' },
        ],
      },
    ]);
    await flushPromises();
    expect(store.records.size).toBe(0);
  });

  it('starts afresh for a file that only looks the same (another first part), and keeps the interrupted one listed', async () => {
    const store = createMemoryResumeStore();
    await interruptAfterTwoParts(store);
    const serverParts = new Map([[[...store.records.keys()][0]!, [{ number: 1, etag: '"p1"' }]]]);
    const { manager, calls } = createManager(store, {}, createFakeApi({ serverParts }));
    await manager.loadInterrupted();
    const { items } = manager.addFiles([createFakeFile('trailer.mp4', 3 * PART + 5 * MB, 'video/mp4', { seed: 99 })]);
    await manager.waitFor(items[0]!.id);
    expect(calls.createUpload).toHaveLength(1);
    expect(calls.getPartUrl.map((call) => call.partNumber).sort()).toEqual([1, 2, 3, 4]);
    expect(manager.getInterrupted().map((upload) => upload.fileName)).toEqual(['trailer.mp4']);
  });

  it('starts afresh when the server no longer has the upload, and forgets it', async () => {
    const store = createMemoryResumeStore();
    await interruptAfterTwoParts(store);
    const { manager, calls } = createManager(store, {}, createFakeApi({ serverParts: new Map() }));
    await manager.loadInterrupted();
    const { items } = manager.addFiles([createFakeFile('trailer.mp4', 3 * PART + 5 * MB, 'video/mp4')]);
    expect((await manager.waitFor(items[0]!.id)).status).toBe('done');
    expect(calls.createUpload).toHaveLength(1);
    await flushPromises();
    expect(store.records.size).toBe(0);
  });

  it('discarding one aborts it on the server and forgets it', async () => {
    const store = createMemoryResumeStore();
    await interruptAfterTwoParts(store);
    const [uploadId] = [...store.records.keys()];
    const { manager, calls } = createManager(store);
    await manager.loadInterrupted();
    await manager.discardInterrupted(uploadId!);
    expect(calls.abortUpload).toEqual([uploadId]);
    expect(manager.getInterrupted()).toEqual([]);
    expect(store.records.size).toBe(0);
  });

  it("does not remember the editor's uploads into a given asset", async () => {
    const store = createMemoryResumeStore();
    const transport = new ControlledTransport();
    const { manager } = createManager(store, { transport });
    manager.addFiles([createFakeFile('cover.png', 10)], { assetCode: 'ast_1' });
    await vi.waitFor(() => expect(transport.pending).toHaveLength(1));
    expect(store.records.size).toBe(0);
  });
});
