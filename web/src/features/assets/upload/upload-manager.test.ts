import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { buildCopyName, UploadManager, type UploadManagerOptions } from './upload-manager';
import { checkUploadLimits } from './upload-limits';
import { PartNetworkError } from './upload-errors';
import { AutoTransport, ControlledTransport, createFakeApi, createFakeFile, flushPromises } from './upload-fakes';
import type { DuplicateDecision, UploadItem } from './upload-types';

const MB = 1_000_000;
const LIMITS = { maxFiles: 10, maxFileSizeBytes: 500 * MB };

function createManager(overrides: Partial<UploadManagerOptions> = {}, fake = createFakeApi()) {
  const settled: UploadItem[] = [];
  const manager = new UploadManager({
    api: fake.api,
    transport: new AutoTransport(),
    assetType: 'production',
    limits: LIMITS,
    retryDelayMs: () => 0,
    logger: { warn: vi.fn() },
    onSettled: (item) => settled.push(item),
    ...overrides,
  });
  return { manager, calls: fake.calls, settled };
}

describe('UploadManager', () => {
  it('uploads a file: create, parts, finish with the parts sorted, then done', async () => {
    const { manager, calls } = createManager();
    const { items } = manager.addFiles([createFakeFile('hero.png', 90 * MB)], { creativeNodeCode: 'node-1' });
    const final = await manager.waitFor(items[0]!.id);
    expect(final).toMatchObject({ status: 'done', assetCode: 'asset-1', outcome: 'uploaded', loadedBytes: 90 * MB });
    expect(calls.createUpload).toEqual([{ assetType: 'production', assetCode: null, fileName: 'hero.png', creativeNode: 'node-1' }]);
    expect(calls.finishUpload[0]!.parts.map((part) => part.number)).toEqual([1, 2, 3]);
    expect(calls.abortUpload).toEqual([]);
  });

  it('uses the part size the server asks for', async () => {
    const fake = createFakeApi({ partSize: 10 * MB });
    const manager = new UploadManager({ api: fake.api, transport: new AutoTransport(), assetType: 'design', limits: LIMITS });
    const { items } = manager.addFiles([createFakeFile('a.psd', 25 * MB)]);
    await manager.waitFor(items[0]!.id);
    expect(fake.calls.finishUpload[0]!.parts).toHaveLength(3);
  });

  it("takes the server's limits once they arrive", () => {
    const { manager } = createManager();
    manager.configure({ limits: { maxFiles: 2, maxFileSizeBytes: 5 * MB } });
    const files = ['a.png', 'b.png', 'c.png'].map((name) => createFakeFile(name, MB));
    expect(manager.addFiles(files).rejection).toMatchObject({ reason: 'tooManyFiles', maxFiles: 2 });
    expect(manager.addFiles([createFakeFile('big.mov', 6 * MB)]).rejection).toMatchObject({
      reason: 'sizeLimit',
      maxFileSizeBytes: 5 * MB,
    });
  });

  it('uploads one file at a time, in order', async () => {
    const transport = new ControlledTransport();
    const { manager, calls } = createManager({ transport });
    const { items } = manager.addFiles([createFakeFile('one.png', 10), createFakeFile('two.png', 10)]);
    await flushPromises();
    expect(manager.getSnapshot().map((item) => item.status)).toEqual(['loading', 'waiting']);
    expect(calls.createUpload).toHaveLength(1);
    transport.pending[0]!.succeed();
    await manager.waitFor(items[0]!.id);
    await flushPromises();
    expect(calls.createUpload.map((call) => call.fileName)).toEqual(['one.png', 'two.png']);
    transport.pending[0]!.succeed();
    await manager.waitFor(items[1]!.id);
  });

  it('cancels a loading file: aborts its requests, cancels the upload on the server, removes the row', async () => {
    const transport = new ControlledTransport();
    const { manager, calls, settled } = createManager({ transport });
    const { items } = manager.addFiles([createFakeFile('big.mov', 160 * MB)]);
    await flushPromises();
    transport.pending[0]!.succeed();
    await flushPromises();
    const inFlight = [...transport.pending];
    expect(inFlight).toHaveLength(3);
    expect(manager.isBusy()).toBe(true);
    expect(manager.cancel(items[0]!.id)).toBe(true);
    const final = await manager.waitFor(items[0]!.id);
    expect(final.status).toBe('canceled');
    expect(inFlight.every((part) => part.isAborted())).toBe(true);
    expect(calls.abortUpload).toEqual(['up-1']);
    expect(calls.finishUpload).toEqual([]);
    expect(settled.map((item) => item.status)).toEqual(['canceled']);
    await flushPromises();
    expect(manager.getSnapshot()).toEqual([]);
    expect(manager.isBusy()).toBe(false);
  });

  it('cancels a waiting file without calling the server', async () => {
    const transport = new ControlledTransport();
    const { manager, calls } = createManager({ transport });
    const { items } = manager.addFiles([createFakeFile('one.png', 10), createFakeFile('two.png', 10)]);
    await flushPromises();
    manager.cancel(items[1]!.id);
    expect((await manager.waitFor(items[1]!.id)).status).toBe('canceled');
    transport.pending[0]!.succeed();
    await manager.waitFor(items[0]!.id);
    await flushPromises();
    expect(calls.createUpload).toHaveLength(1);
  });

  it('keeps a file whose connection dropped: the row waits for the connection, then the file is done', async () => {
    const transport = new ControlledTransport();
    const { manager, calls } = createManager({ transport, connectionRetryDelayMs: () => 0 });
    const { items } = manager.addFiles([createFakeFile('one.png', 10)]);
    await flushPromises();
    transport.pending[0]!.fail(new PartNetworkError());
    await flushPromises();
    transport.pending[0]!.fail(new PartNetworkError());
    await flushPromises();
    expect(manager.getSnapshot()[0]).toMatchObject({ status: 'loading', isWaitingForConnection: true, loadedBytes: 0 });
    transport.pending[0]!.succeed();
    expect(await manager.waitFor(items[0]!.id)).toMatchObject({ status: 'done', isWaitingForConnection: false });
    expect(calls.abortUpload).toEqual([]);
  });

  it('shows a part the storage keeps failing (5xx) as a connection error and aborts the upload', async () => {
    const { manager, calls } = createManager({ transport: new AutoTransport(() => 503) });
    const { items } = manager.addFiles([createFakeFile('one.png', 10)]);
    const final = await manager.waitFor(items[0]!.id);
    expect(final.status).toBe('error');
    expect(final.error).toEqual({ kind: 'connection', serverMessage: null });
    expect(calls.abortUpload).toEqual(['up-1']);
    // Error rows stay until the user removes them.
    await flushPromises();
    expect(manager.getSnapshot()).toHaveLength(1);
    manager.remove(items[0]!.id);
    expect(manager.getSnapshot()).toEqual([]);
  });

  describe('finish', () => {
    /** A manager whose finishUpload fails with the given errors first, then answers as usual. */
    function createFinishManager(failures: unknown[], overrides: Partial<UploadManagerOptions> = {}) {
      const fake = createFakeApi();
      const finishUpload = fake.api.finishUpload;
      fake.api.finishUpload = (args) => {
        const failure = failures.shift();
        if (failure === undefined) return finishUpload(args);
        fake.calls.finishUpload.push({ uploadId: args.uploadId, parts: args.parts });
        return Promise.reject(failure);
      };
      return createManager(overrides, fake);
    }

    it('sends the finish again when the connection drops, and the file is done', async () => {
      const { manager, calls } = createFinishManager([new TypeError('Failed to fetch'), new TypeError('Failed to fetch')]);
      const { items } = manager.addFiles([createFakeFile('big.mp4', 10)]);
      const final = await manager.waitFor(items[0]!.id);
      expect(final.status).toBe('done');
      expect(calls.finishUpload).toHaveLength(3);
      expect(calls.abortUpload).toEqual([]);
    });

    it('waits for a finish the server is still storing, as long as it asks, and then shows the file done', async () => {
      const busy = new CombinedGraphQLErrors({
        errors: [
          {
            message: 'This upload is still being stored; try again in a moment.',
            extensions: { code: 'CONFLICT', retryAfterSeconds: 0.05 },
          },
        ],
      });
      const { manager, calls } = createFinishManager([busy]);
      const { items } = manager.addFiles([createFakeFile('big.mp4', 10)]);
      const started = performance.now();
      const final = await manager.waitFor(items[0]!.id);
      expect(final.status).toBe('done');
      expect(performance.now() - started).toBeGreaterThanOrEqual(45);
      expect(calls.finishUpload).toHaveLength(2);
      expect(calls.abortUpload).toEqual([]);
    });

    it('does not send again a finish the server answered with an error, and aborts the upload', async () => {
      const refusal = new CombinedGraphQLErrors({ errors: [{ message: 'Part 2 has not been received; upload it again.' }] });
      const { manager, calls } = createFinishManager([refusal]);
      const { items } = manager.addFiles([createFakeFile('big.mp4', 10)]);
      const final = await manager.waitFor(items[0]!.id);
      expect(final.error).toEqual({ kind: 'failed', serverMessage: 'Part 2 has not been received; upload it again.' });
      expect(calls.finishUpload).toHaveLength(1);
      expect(calls.abortUpload).toEqual(['up-1']);
    });

    it('gives up after the retries and shows a connection error', async () => {
      const { manager, calls } = createFinishManager(
        Array.from({ length: 10 }, () => new TypeError('Failed to fetch')),
        { maxRetries: 2 },
      );
      const { items } = manager.addFiles([createFakeFile('big.mp4', 10)]);
      const final = await manager.waitFor(items[0]!.id);
      expect(final.error).toEqual({ kind: 'connection', serverMessage: null });
      expect(calls.finishUpload).toHaveLength(3);
      expect(calls.abortUpload).toEqual(['up-1']);
    });
  });

  it("refuses a file whose first bytes the server is sure to refuse before sending anything: 'file type not supported'", async () => {
    const { manager, calls } = createManager({ isSureToBeRefused: async (file) => file.name === 'random.mp4' });
    const { items } = manager.addFiles([createFakeFile('random.mp4', 10 * MB, 'video/mp4'), createFakeFile('hero.png', 10)]);
    const refused = await manager.waitFor(items[0]!.id);
    expect(refused).toMatchObject({ status: 'error', error: { kind: 'fileType' } });
    expect((await manager.waitFor(items[1]!.id)).status).toBe('done');
    expect(calls.createUpload.map((call) => call.fileName)).toEqual(['hero.png']);
  });

  it("shows the server's 400 as 'file type not supported'", async () => {
    const fake = createFakeApi();
    fake.api.createUpload = () =>
      Promise.reject(
        new CombinedGraphQLErrors({
          errors: [{ message: 'File type not supported!', extensions: { code: 'BAD_USER_INPUT', status: 400 } }],
        }),
      );
    const manager = new UploadManager({ api: fake.api, transport: new AutoTransport(), assetType: 'production', limits: LIMITS });
    const { items } = manager.addFiles([createFakeFile('virus.exe', 10, 'application/x-msdownload')]);
    const final = await manager.waitFor(items[0]!.id);
    expect(final.error).toEqual({ kind: 'fileType', serverMessage: 'File type not supported!' });
    expect(fake.calls.abortUpload).toEqual([]);
  });

  describe('duplicates', () => {
    const duplicated = (fileName: string) => ({ status: 'duplicated', duplicatedConceptAssetCode: `existing-${fileName}` });

    function createDuplicateManager(answers: DuplicateDecision[]) {
      const fake = createFakeApi({ finish: (fileName) => duplicated(fileName) });
      const onDuplicate = vi.fn(async () => answers.shift() ?? 'keepBoth');
      const manager = new UploadManager({
        api: fake.api,
        transport: new AutoTransport(),
        assetType: 'production',
        limits: LIMITS,
        onDuplicate,
      });
      return { manager, calls: fake.calls, onDuplicate };
    }

    it('replace merges the new asset into the existing one', async () => {
      const { manager, calls, onDuplicate } = createDuplicateManager(['replace']);
      const { items } = manager.addFiles([createFakeFile('hero.png', 10)]);
      const final = await manager.waitFor(items[0]!.id);
      expect(onDuplicate).toHaveBeenCalledWith(expect.objectContaining({ duplicateAssetCode: 'existing-hero.png' }));
      expect(calls.mergeAsset).toEqual([['asset-1', 'existing-hero.png']]);
      expect(final).toMatchObject({ status: 'done', outcome: 'replaced', assetCode: 'existing-hero.png' });
    });

    it("keep both renames the new asset to the file name without extension plus ' Copy'", async () => {
      const { manager, calls } = createDuplicateManager(['keepBoth']);
      const { items } = manager.addFiles([createFakeFile('hero.final.png', 10)]);
      const final = await manager.waitFor(items[0]!.id);
      expect(calls.renameAsset).toEqual([['asset-1', 'hero.final Copy']]);
      expect(calls.mergeAsset).toEqual([]);
      expect(final.outcome).toBe('keptBoth');
    });

    it('cancel removes the new asset, and the file ends as cancelled', async () => {
      const { manager, calls } = createDuplicateManager(['cancel']);
      const { items } = manager.addFiles([createFakeFile('hero.png', 10)]);
      const final = await manager.waitFor(items[0]!.id);
      expect(calls.discardAsset).toEqual(['asset-1']);
      expect(calls.renameAsset).toEqual([]);
      expect(calls.mergeAsset).toEqual([]);
      expect(final).toMatchObject({ status: 'canceled', assetCode: null });
    });

    it('replace all is remembered for the rest of the batch, not for the next one', async () => {
      const { manager, calls, onDuplicate } = createDuplicateManager(['replaceAll', 'keepBoth']);
      const { items } = manager.addFiles([createFakeFile('a.png', 10), createFakeFile('b.png', 10), createFakeFile('c.png', 10)]);
      await manager.waitFor(items[2]!.id);
      expect(onDuplicate).toHaveBeenCalledTimes(1);
      expect(calls.mergeAsset).toEqual([
        ['asset-1', 'existing-a.png'],
        ['asset-2', 'existing-b.png'],
        ['asset-3', 'existing-c.png'],
      ]);
      const next = manager.addFiles([createFakeFile('d.png', 10)]);
      await manager.waitFor(next.items[0]!.id);
      expect(onDuplicate).toHaveBeenCalledTimes(2);
      expect(calls.renameAsset).toEqual([['asset-4', 'd Copy']]);
    });

    it('pauses the queue while the question is open', async () => {
      let answer: (decision: DuplicateDecision) => void = () => undefined;
      const fake = createFakeApi({ finish: (fileName) => (fileName === 'a.png' ? duplicated(fileName) : {}) });
      const manager = new UploadManager({
        api: fake.api,
        transport: new AutoTransport(),
        assetType: 'production',
        limits: LIMITS,
        onDuplicate: () => new Promise((resolve) => (answer = resolve)),
      });
      const { items } = manager.addFiles([createFakeFile('a.png', 10), createFakeFile('b.png', 10)]);
      await flushPromises(400);
      expect(manager.getSnapshot()[0]).toMatchObject({ status: 'loading', isAwaitingDecision: true });
      expect(manager.getSnapshot()[1]!.status).toBe('waiting');
      expect(manager.cancel(items[0]!.id)).toBe(false);
      answer('replace');
      await manager.waitFor(items[1]!.id);
      expect(fake.calls.createUpload).toHaveLength(2);
    });
  });

  it("uploads straight into the asset being replaced (the editor's Replace), asking nothing and merging nothing", async () => {
    // Even if the server said another asset had the same name, a Replace names its asset: no question.
    const fake = createFakeApi({ finish: () => ({ status: 'duplicated', duplicatedConceptAssetCode: 'other' }) });
    const onDuplicate = vi.fn(async () => 'keepBoth' as const);
    const { manager, calls } = createManager({ onDuplicate }, fake);
    const { items } = manager.addFiles([createFakeFile('new.png', 10)], { assetCode: 'current', isReplace: true });
    const final = await manager.waitFor(items[0]!.id);
    expect(calls.createUpload[0]!.assetCode).toBe('current');
    expect(calls.mergeAsset).toEqual([]);
    expect(calls.renameAsset).toEqual([]);
    expect(onDuplicate).not.toHaveBeenCalled();
    expect(final).toMatchObject({ status: 'done', assetCode: 'current', outcome: 'replaced' });
  });

  it("says when the editor's Replace sent the very file the asset holds", async () => {
    const { manager } = createManager({}, createFakeApi({ finish: () => ({ isUnchanged: true }) }));
    const { items } = manager.addFiles([createFakeFile('same.png', 10)], { assetCode: 'current', isReplace: true });
    expect(await manager.waitFor(items[0]!.id)).toMatchObject({ status: 'done', assetCode: 'current', outcome: 'unchanged' });
  });

  it('uploads into a given file-less asset', async () => {
    const { manager, calls } = createManager();
    const { items } = manager.addFiles([createFakeFile('new.png', 10)], { assetCode: 'fresh' });
    const final = await manager.waitFor(items[0]!.id);
    expect(calls.createUpload[0]!.assetCode).toBe('fresh');
    expect(final.assetCode).toBe('fresh');
  });

  describe('limits checked before sending', () => {
    it('refuses every file when there are too many at once', () => {
      const { manager, calls } = createManager({ limits: { maxFiles: 2, maxFileSizeBytes: 100 } });
      const result = manager.addFiles([createFakeFile('a', 1), createFakeFile('b', 1), createFakeFile('c', 1)]);
      expect(result.items).toEqual([]);
      expect(result.rejection).toEqual({
        reason: 'tooManyFiles',
        maxFiles: 2,
        files: [
          { name: 'a', size: 1 },
          { name: 'b', size: 1 },
          { name: 'c', size: 1 },
        ],
      });
      expect(calls.createUpload).toEqual([]);
    });

    it('refuses the files over the size limit and uploads the others', async () => {
      const { manager, calls } = createManager({ limits: { maxFiles: 5, maxFileSizeBytes: 100 } });
      const result = manager.addFiles([createFakeFile('small', 100), createFakeFile('huge', 101)]);
      expect(result.rejection).toEqual({ reason: 'sizeLimit', maxFileSizeBytes: 100, files: [{ name: 'huge', size: 101 }] });
      expect(result.items.map((item) => item.file.name)).toEqual(['small']);
      await manager.waitFor(result.items[0]!.id);
      expect(calls.createUpload.map((call) => call.fileName)).toEqual(['small']);
    });

    it('counts the files already queued against the queue limit of 100', () => {
      const files = (count: number) => Array.from({ length: count }, (_, index) => createFakeFile(`f${index}`, 1));
      expect(
        checkUploadLimits(files(10), { maxFiles: 100, maxFileSizeBytes: 10 }, { queued: 95, queueLimit: 100 }).rejection,
      ).toMatchObject({ reason: 'tooManyFiles', maxFiles: 5 });
      expect(checkUploadLimits(files(5), { maxFiles: 100, maxFileSizeBytes: 10 }, { queued: 95, queueLimit: 100 }).rejection).toBeNull();
    });
  });
});

describe('buildCopyName', () => {
  it('drops the extension only', () => {
    expect(buildCopyName('banner.png')).toBe('banner Copy');
    expect(buildCopyName('archive.tar.gz')).toBe('archive.tar Copy');
    expect(buildCopyName('README')).toBe('README Copy');
    expect(buildCopyName('.env')).toBe('.env Copy');
  });
});
