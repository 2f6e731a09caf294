import { describe, expect, it } from 'vitest';
import { parseEffort } from './parse-effort';

describe('parseEffort', () => {
  it('parses efforts, NaN becomes null', () => {
    expect(parseEffort('12.5')).toBe(12.5);
    expect(parseEffort('')).toBeNull();
    expect(parseEffort('abc')).toBeNull();
  });
});
