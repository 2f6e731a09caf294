import { describe, expect, it } from 'vitest';
import { planZipEntries, type ZipAsset } from './zip-entries.js';

const asset = (overrides: Partial<ZipAsset>): ZipAsset => ({
  name: 'Banner',
  fileName: 'IMG_0001.PNG',
  extension: 'png',
  creativeNodeId: null,
  ...overrides,
});

describe('the entries of a concept zip', () => {
  const folders = [
    { id: 'statics', name: 'Statics', parentId: null },
    { id: 'square', name: 'Square 1:1', parentId: 'statics' },
  ];

  it('names each file by its asset name and extension, inside its folders', () => {
    expect(
      planZipEntries(
        [
          asset({ name: 'Hero', creativeNodeId: 'square' }),
          asset({ name: 'Endcard', fileName: 'end.mp4', extension: null }),
          asset({ name: 'Logo' }),
        ],
        folders,
      ),
    ).toEqual(['Statics/Square 1_1/Hero.png', 'Endcard.mp4', 'Logo.png']);
  });

  it('keeps names unique per folder, case-insensitively, and the same name apart in different folders', () => {
    expect(
      planZipEntries(
        [asset({ name: 'hero' }), asset({ name: 'HERO' }), asset({ name: 'Hero', creativeNodeId: 'statics' }), asset({ name: 'hero' })],
        folders,
      ),
    ).toEqual(['hero.png', 'HERO (2).png', 'Statics/Hero.png', 'hero (3).png']);
  });

  it('never lets a name escape its folder or carry characters unzip tools refuse', () => {
    const entries = planZipEntries(
      [asset({ name: '../../etc/passwd' }), asset({ name: '..', creativeNodeId: 'evil' }), asset({ name: 'a\u0000b:c?' })],
      [{ id: 'evil', name: '../..', parentId: null }],
    );
    expect(entries).toEqual(['.._.._etc_passwd.png', '.._/file.png', 'a_b_c_.png']);
    for (const entry of entries) expect(entry.split('/')).not.toContain('..');
  });

  it('does not add the extension twice, and keeps a file without one as it is', () => {
    expect(planZipEntries([asset({ name: 'Cover.png' }), asset({ name: 'Notes', fileName: 'NOTES', extension: null })], [])).toEqual([
      'Cover.png',
      'Notes',
    ]);
  });
});
