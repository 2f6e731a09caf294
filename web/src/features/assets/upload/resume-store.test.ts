import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { createIdbResumeStore, type InterruptedUpload } from './resume-store';

const record = (uploadId: string, conceptCode = 'crc_1'): InterruptedUpload => ({
  uploadId,
  clientCode: 'demo',
  conceptCode,
  assetType: 'production',
  assetCode: `ast_${uploadId}`,
  fileName: 'trailer.mp4',
  size: 100,
  lastModified: 1,
  partSize: 40,
  firstPartHash: 'abc',
  parts: [],
  startedAt: 1,
});

describe('the IndexedDB resume store', () => {
  it("keeps each upload's acknowledged parts across store instances (a reload), per concept and grouping", async () => {
    const database = createStore('atelier-uploads-test', 'interrupted');
    const before = createIdbResumeStore(database);
    await before.save(record('up1'));
    await before.save(record('up2', 'crc_other'));
    // Two parts acknowledged at once, and one sent again: each lands once.
    await Promise.all([before.addPart('up1', { number: 1, etag: '"a"' }), before.addPart('up1', { number: 2, etag: '"b"' })]);
    await before.addPart('up1', { number: 2, etag: '"b2"' });

    const after = createIdbResumeStore(database);
    const listed = await after.list({ clientCode: 'demo', conceptCode: 'crc_1', assetType: 'production' });
    expect(listed.map((upload) => upload.uploadId)).toEqual(['up1']);
    expect([...listed[0]!.parts].sort((a, b) => a.number - b.number)).toEqual([
      { number: 1, etag: '"a"' },
      { number: 2, etag: '"b2"' },
    ]);
    await after.remove('up1');
    expect(await after.list({ clientCode: 'demo', conceptCode: 'crc_1', assetType: 'production' })).toEqual([]);
    // A part for an upload that was forgotten meanwhile does not bring it back.
    await after.addPart('up1', { number: 3, etag: '"c"' });
    expect(await after.list({ clientCode: 'demo', conceptCode: 'crc_1', assetType: 'production' })).toEqual([]);
  });
});
