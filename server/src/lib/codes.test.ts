import { describe, expect, it } from 'vitest';
import { generateCode } from './codes.js';

describe('generateCode', () => {
  it("makes concept codes that contain 'crc' and other codes that never do", () => {
    for (let index = 0; index < 2000; index++) {
      expect(generateCode('crc')).toMatch(/^crc[0-9abd-z]{12}$/);
      // The route tells codes from internal ids by 'crc': no other entity may produce it.
      expect(generateCode('nod')).not.toContain('crc');
      expect(generateCode('tag')).not.toContain('crc');
    }
  });

  it('is unique across many draws', () => {
    const codes = new Set(Array.from({ length: 10_000 }, () => generateCode('crc')));
    expect(codes.size).toBe(10_000);
  });
});
