import { describe, expect, it } from 'vitest';
import { readDecision } from './approval-record';

describe('readDecision', () => {
  it('says an approval holds while the asset keeps the file, and names both versions once it changed', () => {
    expect(readDecision({ status: 'approved', fileVersion: 2, isCurrent: true }, 2)).toEqual({ kind: 'approved', version: 2 });
    expect(readDecision({ status: 'active', fileVersion: 2, isCurrent: true }, 2)).toEqual({ kind: 'approved', version: 2 });
    expect(readDecision({ status: 'approved', fileVersion: 2, isCurrent: false }, 3)).toEqual({
      kind: 'changedSinceApproval',
      version: 2,
      current: 3,
    });
  });

  it('reads rejections the same way, and nothing without a decision', () => {
    expect(readDecision({ status: 'rejected', fileVersion: 1, isCurrent: true }, 1)).toEqual({ kind: 'rejected', version: 1 });
    expect(readDecision({ status: 'rejected', fileVersion: 1, isCurrent: false }, 2)).toEqual({
      kind: 'changedSinceRejection',
      version: 1,
      current: 2,
    });
    expect(readDecision(null, 1)).toBeNull();
    expect(readDecision({ status: 'approved', fileVersion: null, isCurrent: true }, null)).toEqual({ kind: 'approved', version: null });
  });
});
