import { describe, expect, it } from 'vitest';
import { countParts, describePartPastEnd, findPartRange } from './part-layout.js';

describe('findPartRange', () => {
  const layout = { fileSize: 10, partSize: 4 };

  it('places every part at (number − 1) × partSize, the last holding the rest of the file', () => {
    expect(countParts(layout)).toBe(3);
    expect([1, 2, 3].map((number) => findPartRange(layout, number))).toEqual([
      { offset: 0, length: 4 },
      { offset: 4, length: 4 },
      { offset: 8, length: 2 },
    ]);
  });

  it('refuses a part whose offset is at or past the end of the file, and numbers that are not parts', () => {
    expect(findPartRange(layout, 4)).toBeNull();
    expect(findPartRange({ fileSize: 8, partSize: 4 }, 3)).toBeNull();
    expect(findPartRange({ fileSize: 1000, partSize: 100 * 1024 * 1024 }, 10_000)).toBeNull();
    for (const number of [0, -1, 1.5, Number.NaN]) expect(findPartRange(layout, number)).toBeNull();
  });

  it('gives a file that fills its last part exactly no extra part', () => {
    expect(countParts({ fileSize: 8, partSize: 4 })).toBe(2);
    expect(findPartRange({ fileSize: 8, partSize: 4 }, 2)).toEqual({ offset: 4, length: 4 });
  });

  it('takes an empty file as one empty part', () => {
    expect(countParts({ fileSize: 0, partSize: 4 })).toBe(1);
    expect(findPartRange({ fileSize: 0, partSize: 4 }, 1)).toEqual({ offset: 0, length: 0 });
    expect(findPartRange({ fileSize: 0, partSize: 4 }, 2)).toBeNull();
  });

  it('refuses a layout that cannot be one', () => {
    expect(() => countParts({ fileSize: -1, partSize: 4 })).toThrow('Invalid file size');
    expect(() => countParts({ fileSize: 10, partSize: 0 })).toThrow('Invalid part size');
  });

  it('names the file and its parts when refusing a part', () => {
    expect(describePartPastEnd(layout, 4)).toBe('Part 4 is past the end of the file: 10 bytes in parts of 4 bytes make 3 parts.');
    expect(describePartPastEnd({ fileSize: 3, partSize: 4 }, 2)).toBe(
      'Part 2 is past the end of the file: 3 bytes in parts of 4 bytes make 1 part.',
    );
  });
});
