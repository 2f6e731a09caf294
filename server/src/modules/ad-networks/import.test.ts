import { describe, expect, it } from 'vitest';
import { readImportRows } from './import.js';

describe('ad tree import rows', () => {
  it('refuses an ad name longer than templates read, row by row, with a sentence for people', () => {
    const { rows, tree } = readImportRows(
      [
        { channel: 'meta', campaign: 'C', assetSet: 'Fine', ad: '1042_v2_1080x1080' },
        { channel: 'meta', campaign: 'C', assetSet: 'Long', ad: `1042_${'x'.repeat(1000)}` },
      ],
      'meta',
    );
    expect(rows.map((row) => row.errors)).toEqual([[], ['The ad name is at most 1,000 characters.']]);
    expect(tree.ads.map((ad) => ad.name)).toEqual(['1042_v2_1080x1080']);
  });
});
