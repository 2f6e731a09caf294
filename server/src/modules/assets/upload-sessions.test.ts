import { describe, expect, it } from 'vitest';
import { layoutOf, storageTargetOf } from './upload-sessions.js';

describe('storageTargetOf', () => {
  it('gives the storage adapter the key, the backend id and the upload id', () => {
    const session = { storageKey: 'clients/c/assets/a/k', backendUploadId: 's3-id', uploadId: 'upl1' };
    expect(storageTargetOf(session)).toEqual({ key: 'clients/c/assets/a/k', backendUploadId: 's3-id', uploadId: 'upl1' });
  });
});

describe('layoutOf', () => {
  it('lays parts out in the declared size, exactly', () => {
    expect(layoutOf({ declaredSize: 10, partSize: 4 }, 2_000_000)).toEqual({ fileSize: 10, partSize: 4, isExact: true });
  });

  it('bounds a session without a declared size, or one over a lowered limit, by the file-size limit', () => {
    expect(layoutOf({ declaredSize: null, partSize: 4 }, 2_000_000)).toEqual({ fileSize: 2_000_000, partSize: 4, isExact: false });
    expect(layoutOf({ declaredSize: 3_000_000, partSize: 4 }, 2_000_000)).toEqual({ fileSize: 2_000_000, partSize: 4, isExact: false });
  });
});
